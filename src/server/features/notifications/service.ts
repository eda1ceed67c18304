import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { Notification } from '../../../shared/schemas/notifications';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    relatedUserId: row.relatedUserId,
  };
}

/** Newest first; `page` counts from 1. */
export async function listNotifications(
  db: Executor,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ notifications: Notification[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { notifications: rows.map(toNotification), total: total?.n ?? 0 };
}

/** Only the owner's notification can be marked; any other id is simply not found. */
export async function markRead(db: Executor, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification not found.');
  return toNotification(row);
}

export async function markAllRead(db: Executor, userId: string): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

export async function unreadCount(db: Executor, userId: string): Promise<{ count: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { count: row?.n ?? 0 };
}
