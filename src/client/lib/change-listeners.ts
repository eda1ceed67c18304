/**
 * The listeners of a small module-level store that components read with useSyncExternalStore
 * (toasts, who is typing, chat drafts): `subscribe` is what React is given, `emit` follows each
 * change. With a type, each change is handed to the listeners (changes to shown chat messages).
 */
export function changeListeners<Change = void>() {
  const listeners = new Set<(change: Change) => void>();
  return {
    emit(change: Change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
