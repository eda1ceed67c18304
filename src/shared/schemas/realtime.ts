import { z } from 'zod';

/**
 * Each tab names itself with a random id sent on its changes (header REALTIME.tabHeader). The
 * events a change sends to its author carry it back as `origin`, so the tab that made the change,
 * which has already refreshed what it changed, skips its own echo; the author's other tabs do not.
 */
export const TabIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const origin = TabIdSchema.optional();

/** What the server pushes over /api/ws. The client writes these into its query cache. */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notificationId: z.string() }),
  z.object({
    type: z.literal('message'),
    fromUserId: z.string(),
    toUserId: z.string(),
    messageId: z.string(),
    /** Only on the sender's copy: the tab that sent it. */
    origin,
  }),
  z.object({ type: z.literal('messages_read'), byUserId: z.string() }),
  /** The receiver put a heart on a message, or took it off: to both sides' tabs. */
  z.object({
    type: z.literal('message_hearted'),
    senderId: z.string(),
    receiverId: z.string(),
    messageId: z.string(),
    /** Whether the heart is on now: a chat showing the message from an earlier page updates it. */
    hearted: z.boolean(),
    /** Only on the receiver's copy: the tab that did it. */
    origin,
  }),
  /** A match is writing to the receiver (POST /api/messages/typing); never stored. */
  z.object({ type: z.literal('typing'), fromUserId: z.string() }),
  /** They stopped without sending: their dots go before REALTIME.typingShownMs runs out. */
  z.object({ type: z.literal('typing_stopped'), fromUserId: z.string() }),
  z.object({ type: z.literal('match'), withUserId: z.string() }),
  z.object({ type: z.literal('match_ended'), withUserId: z.string() }),
  /**
   * The caller's own account changed, usually from another tab or device: 'pets' for anything
   * that moves a pet (care, adoption, the active pet, energy, food, accessories, a name), with
   * the coins and ledger that came with it; 'items' for an inventory purchase. `origin`: the tab
   * that made the change.
   */
  z.object({ type: z.literal('profile'), reason: z.enum(['pets', 'items']), origin }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/**
 * The /api/ws handshake: the client's first frame carries its token (never the URL, which
 * proxies and access logs record); the server answers 'ready' or closes with SOCKET_CLOSE.
 */
export const SocketAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
});
export type SocketAuthMessage = z.infer<typeof SocketAuthMessageSchema>;
export const SocketReadySchema = z.object({ type: z.literal('ready') });
export const SOCKET_CLOSE = { unauthorized: 4401, badRequest: 4400 } as const;
