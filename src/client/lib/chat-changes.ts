import type { RealtimeEvent } from '../../shared/schemas/realtime';

/**
 * Changes to messages already shown, made elsewhere: a heart put on or taken off (by the other
 * person, or this account on another device) and the other person reading the chat. They reach
 * the chat's messages from earlier pages, which live outside the query cache that the same events
 * refresh (use-thread-history.ts).
 */
export type ChatChange = Extract<RealtimeEvent, { type: 'message_hearted' | 'messages_read' }>;

const listeners = new Set<(change: ChatChange) => void>();

export function chatChanged(change: ChatChange): void {
  for (const listener of listeners) listener(change);
}

/** Calls `listener` on each change until the returned function is called. */
export function onChatChange(listener: (change: ChatChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
