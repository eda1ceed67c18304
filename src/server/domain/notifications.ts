import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema';
import type { AfterCommit } from './context';

export type NotificationType = 'new_message' | 'new_match' | 'want_to_meet' | 'low_energy';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  relatedUserId?: string | null;
  at: Date;
}

/** Stores a notification and pushes it to the receiver's open tabs after commit. */
export async function createNotification(tx: Tx, after: AfterCommit, n: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      relatedUserId: n.relatedUserId ?? null,
      createdAt: n.at,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  after.publish(n.userId, { type: 'notification', notificationId: row.id });
  return row;
}

/** Marks `userId`'s unread notifications of `type` about `relatedUserId` read; answers their ids. */
export async function markNotificationsRead(
  tx: Tx,
  userId: string,
  type: NotificationType,
  relatedUserId: string,
): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.relatedUserId, relatedUserId),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
