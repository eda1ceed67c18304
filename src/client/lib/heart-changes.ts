/**
 * Hearts put on or taken off elsewhere (`message_hearted` events: the other person, or this
 * account on another device), for the chat's messages from earlier pages: those live outside the
 * query cache that the event refreshes (use-thread-history.ts).
 */
export interface HeartChange {
  messageId: string;
  hearted: boolean;
}

const listeners = new Set<(change: HeartChange) => void>();

export function heartChanged(change: HeartChange): void {
  for (const listener of listeners) listener(change);
}

/** Calls `listener` on each change until the returned function is called. */
export function onHeartChange(listener: (change: HeartChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
