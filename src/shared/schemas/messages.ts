import { z } from 'zod';
import { MESSAGES } from '../constants';
import { text } from './common';

/** Spec section 3 "Message". */
export const MessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  readByReceiver: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** A message as its thread shows it: with the heart its receiver may have put on it. */
export const ThreadMessageSchema = MessageSchema.extend({ heartedByReceiver: z.boolean() });
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

/** GET /api/messages/conversation/{userId}: the thread, oldest first. */
export const ThreadResponseSchema = z.array(ThreadMessageSchema);

/**
 * GET /api/messages/conversation/{userId}/earlier?before={messageId}: the messages before that
 * one, up to a thread's length (`MESSAGES.threadLimit`), oldest first; fewer means none are left.
 */
export const EarlierMessagesQuerySchema = z.strictObject({
  before: z.uuid('That message id is not valid.'),
});
export type EarlierMessagesQuery = z.infer<typeof EarlierMessagesQuerySchema>;

export const MessageIdParamsSchema = z.strictObject({
  messageId: z.uuid('That message id is not valid.'),
});

/**
 * PUT /api/messages/{messageId}/heart: the receiver of a message puts a heart on it (`hearted:
 * true`) or takes it off; answers the message as its thread now shows it.
 */
export const HeartMessageRequestSchema = z.strictObject({
  hearted: z.boolean('Hearted must be true or false.'),
});
export type HeartMessageRequest = z.infer<typeof HeartMessageRequestSchema>;

/** The person at the other end of a conversation: nothing beyond what a chat header shows. */
export const ConversationUserSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  profileImage: z.string().nullable(),
});
export type ConversationUser = z.infer<typeof ConversationUserSchema>;

/** One current match with its latest message and the caller's unread count. */
export const ConversationSchema = z.object({
  user: ConversationUserSchema,
  matchedAt: z.string(),
  lastMessage: MessageSchema.nullable(),
  /** Messages the other person sent that the caller has not read yet. */
  unreadCount: z.number().int().min(0),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/messages/conversations: latest activity first. */
export const ConversationsResponseSchema = z.array(ConversationSchema);

export const SendMessageRequestSchema = z.strictObject({
  receiverId: z.uuid('That user id is not valid.'),
  content: text('Message', MESSAGES.maxLength),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const SendMessageResponseSchema = MessageSchema;

/**
 * POST /api/messages/typing: the caller is writing to `receiverId`, a current match; their open
 * tabs show it for REALTIME.typingShownMs. `typing: false` says the caller stopped without
 * sending (the draft erased, the chat left), so the dots go at once. Nothing is stored.
 */
export const TypingSignalRequestSchema = z.strictObject({
  receiverId: z.uuid('That user id is not valid.'),
  typing: z.boolean('Typing must be true or false.').default(true),
});
export type TypingSignalRequest = z.infer<typeof TypingSignalRequestSchema>;

/** Spec section 9: a last-message preview is cut at 50 characters (whitespace folded first). */
export function messagePreview(content: string, length: number = MESSAGES.previewLength): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}
