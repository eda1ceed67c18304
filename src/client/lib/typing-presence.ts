import { useSyncExternalStore } from 'react';
import { REALTIME } from '../../shared/constants';
import { changeListeners } from './change-listeners';

/**
 * Who is typing to the signed-in user right now, from the socket's `typing` events: each shows
 * for REALTIME.typingShownMs after their latest signal, and ends as soon as their message shows
 * or they say they stopped (`typing_stopped`).
 * Kept outside the query cache: nothing is fetched, and it lasts seconds.
 */
const typing = new Set<string>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const { emit, subscribe } = changeListeners();

/** `userId` is typing to us (a `typing` event): show it, or keep showing it a while longer. */
export function noteTyping(userId: string): void {
  const id = userId.toLowerCase();
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => stopTyping(id), REALTIME.typingShownMs),
  );
  if (!typing.has(id)) {
    typing.add(id);
    emit();
  }
}

/**
 * `userId`'s message came: it takes the place of their typing once `shown` (the thread's refresh)
 * settles, so the dots do not vanish before the message appears.
 */
export function messageArrived(userId: string, shown: Promise<unknown>): void {
  void shown.finally(() => stopTyping(userId));
}

/** `userId` stopped typing without sending (a `typing_stopped` event), or their message shows. */
export function stopTyping(userId: string): void {
  const id = userId.toLowerCase();
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (typing.delete(id)) emit();
}

/** Forget everyone (sign-out: the next account must not see the last one's chats typing). */
export function clearTyping(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (typing.size > 0) {
    typing.clear();
    emit();
  }
}

/** Whether `userId` is typing to the signed-in user now. */
export function isTyping(userId: string): boolean {
  return typing.has(userId.toLowerCase());
}

/** `isTyping`, kept current in a component. */
export function useIsTyping(userId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTyping(userId),
    () => false,
  );
}
