import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { inTransaction } from '../../domain/context';
import { createNotification, type NotificationType } from '../../domain/notifications';
import { NOTIFICATIONS } from '../../../shared/constants';
import type { Notification } from '../../../shared/schemas/notifications';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

/** Notifications of the other features' types, made the way those features make them. */
async function notify(user: TestUser, count: number, type: NotificationType = 'low_energy') {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    t.clock.advanceMs(1000);
    const row = await inTransaction(t.app.ctx, (tx, after) =>
      createNotification(tx, after, {
        userId: user.user.id,
        type,
        title: `Title ${i}`,
        message: `Message ${i}`,
        at: t.clock.now(),
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

async function unread(user: TestUser): Promise<number> {
  const res = await user.inject('GET', '/api/notifications/unread-count');
  expect(res.statusCode).toBe(200);
  return res.json().count;
}

describe('GET /api/notifications', () => {
  it('pages newest first with the total, 25 by default', async () => {
    const user = await registerUser(t.app);
    const ids = await notify(user, 30);
    const first = await user.inject('GET', '/api/notifications');
    expect(first.statusCode).toBe(200);
    const page1: { notifications: Notification[]; total: number } = first.json();
    expect(page1.total).toBe(30);
    expect(page1.notifications).toHaveLength(NOTIFICATIONS.pageSize);
    expect(page1.notifications[0]).toMatchObject({
      id: ids[29],
      type: 'low_energy',
      title: 'Title 29',
      message: 'Message 29',
      isRead: false,
      relatedUserId: null,
    });
    const page2 = (await user.inject('GET', '/api/notifications?page=2&limit=25')).json();
    expect(page2.notifications.map((n: Notification) => n.id)).toEqual(ids.slice(0, 5).reverse());
    const beyond = (await user.inject('GET', '/api/notifications?page=9')).json();
    expect(beyond).toEqual({ notifications: [], total: 30 });
  });

  it('lowers a limit above the maximum to the maximum', async () => {
    const user = await registerUser(t.app);
    await notify(user, NOTIFICATIONS.maxPageSize + 3);
    const res = await user.inject('GET', '/api/notifications?limit=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications).toHaveLength(NOTIFICATIONS.maxPageSize);
    const small = await user.inject('GET', '/api/notifications?limit=2&page=2');
    expect(small.json().notifications).toHaveLength(2);
  });

  it('answers bad paging with 400 and a sentence', async () => {
    const user = await registerUser(t.app);
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=-3', 'page=1.5']) {
      const res = await user.inject('GET', `/api/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/page|limit/i);
    }
  });

  it('shows each user only their own notifications', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await notify(owner, 2);
    expect((await other.inject('GET', '/api/notifications')).json()).toEqual({
      notifications: [],
      total: 0,
    });
    expect(await unread(other)).toBe(0);
  });
});

describe('reading notifications', () => {
  it('marks one read and lowers the unread count', async () => {
    const user = await registerUser(t.app);
    const [first, second] = await notify(user, 2, 'new_match');
    expect(await unread(user)).toBe(2);
    const res = await user.inject('POST', `/api/notifications/${first}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first, isRead: true, type: 'new_match' });
    expect(await unread(user)).toBe(1);
    // Marking again is harmless.
    expect((await user.inject('POST', `/api/notifications/${first}/read`)).statusCode).toBe(200);
    expect(await unread(user)).toBe(1);
    const list: Notification[] = (await user.inject('GET', '/api/notifications')).json()
      .notifications;
    expect(list.find((n) => n.id === second)?.isRead).toBe(false);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const [id] = await notify(owner, 1);
    const res = await intruder.inject('POST', `/api/notifications/${id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Notification not found.');
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id!));
    expect(row!.isRead).toBe(false);
    expect(await unread(owner)).toBe(1);

    const unknown = await owner.inject('POST', `/api/notifications/${crypto.randomUUID()}/read`);
    expect(unknown.statusCode).toBe(404);
    const bad = await owner.inject('POST', '/api/notifications/nope/read');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/i);
  });

  it("read-all reads only the caller's", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await notify(user, 3);
    await notify(other, 2);
    const res = await user.inject('POST', '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(await unread(user)).toBe(0);
    expect(await unread(other)).toBe(2);
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
