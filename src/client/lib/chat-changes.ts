import type { RealtimeEvent } from '../../shared/schemas/realtime';
import { changeListeners } from './change-listeners';

/**
 * Changes to messages already shown, made elsewhere: a heart put on or taken off (by the other
 * person, or this account on another device) and the other person reading the chat. They reach
 * the chat's messages from earlier pages, which live outside the query cache that the same events
 * refresh (use-thread-history.ts). `onChatChange` returns the function that stops listening.
 */
export type ChatChange = Extract<RealtimeEvent, { type: 'message_hearted' | 'messages_read' }>;

export const { emit: chatChanged, subscribe: onChatChange } = changeListeners<ChatChange>();
