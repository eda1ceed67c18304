/** Sending messages: who may write to whom, the new_message notifications and batched writes. */
import { describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { MESSAGES } from '../../../shared/constants';
import type { Conversation, Message } from '../../../shared/schemas/messages';
import type { Notification } from '../../../shared/schemas/notifications';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { messageHelpers } from './messages-test-helpers';
import { messageWriter } from './send-batch';

const t = useTestApp();

const { match, pair, send, storedBetween } = messageHelpers(() => t);

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  const res = await user.inject('GET', '/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
}

describe('POST /api/messages/send', () => {
  it('stores a trimmed message between matches and returns it', async () => {
    const { a, b } = await pair();
    const res = await send(a, b, '  Hello there!  \n');
    expect(res.statusCode).toBe(200);
    const message: Message = res.json();
    expect(message).toMatchObject({
      senderId: a.user.id,
      receiverId: b.user.id,
      content: 'Hello there!',
      readByReceiver: false,
    });
    expect(await storedBetween(a, b)).toHaveLength(1);
  });

  it('refuses people who never matched with 403 and stores nothing', async () => {
    const a = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const res = await send(a, stranger, 'hi');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/matched/i);
    expect(await storedBetween(a, stranger)).toHaveLength(0);
    expect(await notificationsOf(stranger)).toHaveLength(0);
  });

  it('refuses an ended match in both directions (unmatch closes the conversation)', async () => {
    const { a, b } = await pair();
    expect((await send(a, b, 'before')).statusCode).toBe(200);
    await match(a, b, t.clock.now());
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await send(from, to, 'after');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/closed/i);
    }
    expect((await a.inject('GET', `/api/messages/conversation/${b.user.id}`)).statusCode).toBe(403);
    expect(await storedBetween(a, b)).toHaveLength(1);
  });

  it('refuses a blocked pair either way, even while the match row is still current', async () => {
    const { a, b } = await pair();
    await t.database.db.insert(blocks).values({ blockerId: b.user.id, blockedId: a.user.id });
    expect((await send(a, b, 'hello?')).statusCode).toBe(403);
    expect((await send(b, a, 'bye')).statusCode).toBe(403);
    expect((await a.inject('GET', `/api/messages/conversation/${b.user.id}`)).statusCode).toBe(403);
    expect(await storedBetween(a, b)).toHaveLength(0);
    const list: Conversation[] = (await a.inject('GET', '/api/messages/conversations')).json();
    expect(list.map((c) => c.user.id)).not.toContain(b.user.id);
  });

  it('answers bad input with 400 and a sentence', async () => {
    const { a, b } = await pair();
    const cases: [unknown, RegExp][] = [
      [{ receiverId: b.user.id, content: '   \n ' }, /message is required/i],
      [{ receiverId: b.user.id, content: 'x'.repeat(MESSAGES.maxLength + 1) }, /at most 2000/i],
      [{ receiverId: 'not-a-uuid', content: 'hi' }, /not valid/i],
      [{ receiverId: b.user.id }, /message/i],
      [{ receiverId: b.user.id, content: 42 }, /text/i],
    ];
    for (const [body, message] of cases) {
      const res = await a.inject('POST', '/api/messages/send', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(
      (await a.inject('POST', '/api/messages/send', { receiverId: a.user.id, content: 'me' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await send(a, b, 'y'.repeat(MESSAGES.maxLength))
      ) // exactly the limit is fine
      .statusCode,
    ).toBe(200);
    expect(await storedBetween(a, b)).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      payload: { receiverId: crypto.randomUUID(), content: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('new_message notifications', () => {
  it('tells the receiver only, and collapses while unread', async () => {
    const { a, b } = await pair();
    await send(a, b, 'First message from Alex, long enough to be cut in the preview text');
    let [only, ...rest] = await notificationsOf(b);
    expect(rest).toHaveLength(0);
    expect(only).toMatchObject({
      type: 'new_message',
      title: 'New message from Alex',
      relatedUserId: a.user.id,
      isRead: false,
    });
    expect(only!.message).toBe('First message from Alex, long enough to be cut in…');
    expect(await notificationsOf(a)).toHaveLength(0);

    await send(a, b, 'Second');
    await send(a, b, 'Third');
    const collapsed = await notificationsOf(b);
    expect(collapsed).toHaveLength(1);
    expect(collapsed[0]).toMatchObject({
      id: only!.id,
      title: 'New messages from Alex',
      message: '3 new messages',
      createdAt: t.clock.now().toISOString(),
    });

    // Once read, the next message makes a new notification.
    expect((await b.inject('POST', `/api/notifications/${only!.id}/read`)).statusCode).toBe(200);
    await send(a, b, 'Fourth');
    [only, ...rest] = await notificationsOf(b);
    expect(rest).toHaveLength(1);
    // B has still not opened the thread: all four messages are unread.
    expect(only).toMatchObject({ isRead: false, message: '4 new messages' });
    expect(only!.id).not.toBe(collapsed[0]!.id);
  });

  it('keeps one notification per sender', async () => {
    const { a, b } = await pair();
    const c = await registerUser(t.app, { displayName: 'Casey' });
    await match(c, b);
    await send(a, b, 'from a');
    await send(c, b, 'from c');
    await send(a, b, 'from a again');
    const list = await notificationsOf(b);
    expect(list.map((n) => [n.relatedUserId, n.message])).toEqual([
      [a.user.id, '2 new messages'],
      [c.user.id, 'from c'],
    ]);
  });

  it('collapses simultaneous messages from one sender into one notification counting them all', async () => {
    // On PostgreSQL the sends run in parallel: each waits for the match row, then sees the
    // notification the one before it wrote.
    const { a, b } = await pair();
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => send(a, b, `m${i}`)));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const list = await notificationsOf(b);
    expect(list.map((n) => [n.title, n.message])).toEqual([
      ['New messages from Alex', '8 new messages'],
    ]);
    const [conversation] = (await b.inject('GET', '/api/messages/conversations')).json();
    expect(conversation.unreadCount).toBe(8);
  });
});

describe('sends written in batches (group commit)', () => {
  it('keeps each conversation in order, refuses only the unmatched one, tells each receiver', async () => {
    const { a, b } = await pair();
    const { a: c, b: d } = await pair();
    const stranger = await registerUser(t.app);
    const writer = messageWriter(t.database.db);
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
    const write = (from: TestUser, to: TestUser, content: string, ms: number) =>
      writer.write({ senderId: from.user.id, receiverId: to.user.id, content, at: at(ms) });

    // The first two go at once, each alone (two calls at a time); the three after them wait
    // and go as one batch.
    const first = write(c, d, 'first', 1);
    const batch = await Promise.all([
      write(a, b, 'one', 2),
      write(a, stranger, 'nope', 3),
      write(a, b, 'two', 4),
      write(d, c, 'back', 5),
    ]);
    expect((await first).outcome).toBe('ok');
    expect(batch.map((s) => s.outcome)).toEqual(['ok', 'not_matched', 'ok', 'ok']);

    const ab = (await a.inject('GET', `/api/messages/conversation/${b.user.id}`)).json();
    expect(ab.map((m: Message) => m.content)).toEqual(['one', 'two']);
    expect((await notificationsOf(b)).map((n) => [n.title, n.message])).toEqual([
      ['New messages from Alex', '2 new messages'],
    ]);
    expect(await notificationsOf(stranger)).toEqual([]);
    const cd = (await c.inject('GET', `/api/messages/conversation/${d.user.id}`)).json();
    expect(cd.map((m: Message) => m.content)).toEqual(['first', 'back']);
  });
});
