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
  z.object({ type: z.literal('profile'), reason: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
