import { z } from 'zod';
import { TransactionSchema } from './bank';
import { NotificationSchema } from './notifications';
import { PetSchema } from './pets';
import { ProfileImageSchema } from './photos';
import { UserSchema } from './user';

const when = z.string();

/**
 * GET /api/user/export: everything the app keeps about the caller (Privacy Policy, "What we
 * keep"), as one JSON document. Other people appear only by id (and a match by display name,
 * which their profile shows anyway); nothing secret of the caller's is in it (no password hash,
 * no session, no coordinates).
 */
export const DataExportSchema = z.object({
  exportedAt: when,
  account: UserSchema,
  photos: z.array(ProfileImageSchema.extend({ createdAt: when })),
  pets: z.array(PetSchema),
  careActions: z.array(
    z.object({ petId: z.uuid(), action: z.string(), result: z.string(), createdAt: when }),
  ),
  games: z.array(
    z.object({
      petId: z.uuid().nullable(),
      won: z.boolean(),
      moves: z.number().int(),
      seconds: z.number().int(),
      perfect: z.boolean(),
      createdAt: when,
    }),
  ),
  transactions: z.array(TransactionSchema),
  items: z.array(
    z.object({
      itemId: z.string(),
      quantity: z.number().int(),
      wornByPetId: z.uuid().nullable(),
      createdAt: when,
    }),
  ),
  swipes: z.array(z.object({ userId: z.uuid(), direction: z.string(), createdAt: when })),
  matches: z.array(
    z.object({
      userId: z.uuid(),
      displayName: z.string(),
      matchedAt: when,
      endedAt: when.nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      withUserId: z.uuid(),
      sentByMe: z.boolean(),
      content: z.string(),
      read: z.boolean(),
      /** The receiver put a heart on it. */
      hearted: z.boolean(),
      createdAt: when,
    }),
  ),
  notifications: z.array(NotificationSchema),
  blocked: z.array(z.object({ userId: z.uuid(), createdAt: when })),
  reports: z.array(
    z.object({ userId: z.uuid(), reason: z.string(), details: z.string(), createdAt: when }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;
