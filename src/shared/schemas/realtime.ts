import { z } from 'zod';

/** What the server pushes over /api/ws. The client writes these into its query cache. */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notificationId: z.string() }),
  z.object({
    type: z.literal('message'),
    fromUserId: z.string(),
    toUserId: z.string(),
    messageId: z.string(),
  }),
  z.object({ type: z.literal('messages_read'), byUserId: z.string() }),
  z.object({ type: z.literal('match'), withUserId: z.string() }),
  z.object({ type: z.literal('match_ended'), withUserId: z.string() }),
  /**
   * The caller's own account changed, usually from another tab or device: 'pets' for anything
   * that moves a pet (care, adoption, the active pet, energy, food, accessories, a name), with
   * the coins and ledger that came with it; 'items' for an inventory purchase.
   */
  z.object({ type: z.literal('profile'), reason: z.enum(['pets', 'items']) }),
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
