/**
 * The listeners of a small module-level store that components read with useSyncExternalStore
 * (toasts, who is typing, chat drafts): `subscribe` is what React is given, `emit` follows each
 * change.
 */
export function changeListeners() {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
