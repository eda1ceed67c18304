import { useSyncExternalStore } from 'react';
import { changeListeners } from './change-listeners';

/** One toast at a time (spec section 9); a new toast replaces the one on screen. */
export interface ToastData {
  id: number;
  title?: string;
  description?: string;
  variant: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

let current: ToastData[] = [];
let nextId = 1;
const { emit, subscribe } = changeListeners();

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
    subscribe,
    () => current,
    () => current,
  );
}
