import { useSyncExternalStore } from 'react';

/** One toast at a time (spec section 9); a new toast replaces the one on screen. */
export interface ToastData {
  id: number;
  title?: string;
  description?: string;
  variant: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

type Listener = () => void;
let current: ToastData[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function toast(
  input: Omit<ToastData, 'id' | 'variant'> & { variant?: ToastData['variant'] },
) {
  const item: ToastData = { variant: 'default', ...input, id: nextId++ };
  current = [item];
  emit();
  return item.id;
}

export function dismissToast(id?: number) {
  current = id === undefined ? [] : current.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
