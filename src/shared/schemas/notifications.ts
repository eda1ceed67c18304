import { z } from 'zod';
import { NOTIFICATIONS } from '../constants';

export const NotificationTypeSchema = z.enum([
  'new_message',
  'new_match',
  'want_to_meet',
  'low_energy',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Spec section 3 "Notification". */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  relatedUserId: z.uuid().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Pages count from 1; a limit above the maximum is lowered to it rather than refused. */
export const NotificationListQuerySchema = z.object({
  page: z.coerce
    .number('Page must be a number.')
    .int('Page must be a whole number.')
    .min(1, 'Page must be 1 or more.')
    .max(100_000, 'Page is too large.')
    .default(1),
  limit: z.coerce
    .number('Limit must be a number.')
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be 1 or more.')
    .default(NOTIFICATIONS.pageSize)
    .transform((v) => Math.min(v, NOTIFICATIONS.maxPageSize)),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

export const ReadAllResponseSchema = z.object({ updated: z.number().int().min(0) });
