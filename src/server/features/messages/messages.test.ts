import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { blocks, matches, messages, notifications, profileImages } from '../../db/schema';
import { MESSAGES } from '../../../shared/constants';
import type { Conversation, Message } from '../../../shared/schemas/messages';
import type { Notification } from '../../../shared/schemas/notifications';
import {
  createTestApp,
  matchPair,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers';
import { messageWriter } from './send-batch';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Matches are made by the dating feature; here the row is written directly. */
async function match(a: TestUser, b: TestUser, endedAt: Date | null = null) {
  await t.database.db
    .insert(matches)
    .values({ ...matchPair(a, b), createdAt: t.clock.now(), endedAt })
    .onConflictDoUpdate({ target: [matches.userA, matches.userB], set: { endedAt } });
}

async function pair() {
  const a = await registerUser(t.app, { displayName: 'Alex' });
  const b = await registerUser(t.app, { displayName: 'Blair' });
  await match(a, b);
  return { a, b };
}

async function send(from: TestUser, to: TestUser, content: string) {
  t.clock.advanceMs(1000); // each message its own moment, so order is unambiguous
  return from.inject('POST', '/api/messages/send', { receiverId: to.user.id, content });
}

async function storedBetween(a: TestUser, b: TestUser) {
  return t.database.db
    .select()
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a.user.id), eq(messages.receiverId, b.user.id)),
        and(eq(messages.senderId, b.user.id), eq(messages.receiverId, a.user.id)),
      ),
    );
}

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

describe('GET /api/messages/conversation/{userId}', () => {
  it('returns the thread oldest first and marks only the caller’s received messages read', async () => {
    const { a, b } = await pair();
    await send(a, b, 'one');
    await send(b, a, 'two');
    await send(a, b, 'three');

    const asA = await a.inject('GET', `/api/messages/conversation/${b.user.id}`);
    expect(asA.statusCode).toBe(200);
    const threadA: Message[] = asA.json();
    expect(threadA.map((m) => m.content)).toEqual(['one', 'two', 'three']);
    // A opened the thread: B's message to A is read; A's own messages stay unread by B.
    const stored = await storedBetween(a, b);
    const readState = Object.fromEntries(stored.map((m) => [m.content, m.readByReceiver]));
    expect(readState).toEqual({ one: false, two: true, three: false });

    const bUnread = await b.inject('GET', '/api/notifications/unread-count');
    expect(bUnread.json()).toEqual({ count: 1 });

    const threadB: Message[] = (
      await b.inject('GET', `/api/messages/conversation/${a.user.id}`)
    ).json();
    expect(threadB.every((m) => m.senderId !== a.user.id || m.readByReceiver)).toBe(true);
    // Opening the thread also reads that sender's new_message notification.
    expect((await b.inject('GET', '/api/notifications/unread-count')).json()).toEqual({ count: 0 });
  });

  it('caps the thread at the latest messages', async () => {
    const { a, b } = await pair();
    const total = MESSAGES.threadLimit + 5;
    const start = t.clock.now().getTime();
    await t.database.db.insert(messages).values(
      Array.from({ length: total }, (_, i) => ({
        senderId: a.user.id,
        receiverId: b.user.id,
        content: `m${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const thread: Message[] = (
      await b.inject('GET', `/api/messages/conversation/${a.user.id}`)
    ).json();
    expect(thread).toHaveLength(MESSAGES.threadLimit);
    expect(thread[0]!.content).toBe('m5');
    expect(thread.at(-1)!.content).toBe(`m${total - 1}`);
  });

  it('refuses strangers and bad ids', async () => {
    const a = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await t.database.db
      .insert(messages)
      .values({ senderId: stranger.user.id, receiverId: a.user.id, content: 'old' });
    const res = await a.inject('GET', `/api/messages/conversation/${stranger.user.id}`);
    expect(res.statusCode).toBe(403);
    const [row] = await storedBetween(a, stranger);
    expect(row!.readByReceiver).toBe(false);
    const bad = await a.inject('GET', '/api/messages/conversation/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/i);
  });
});

describe('GET /api/messages/conversations', () => {
  it('lists current matches with last message and unread count, latest activity first', async () => {
    const me = await registerUser(t.app, { displayName: 'Me' });
    const quiet = await registerUser(t.app, { displayName: 'Quiet' });
    const chatty = await registerUser(t.app, { displayName: 'Chatty' });
    const ended = await registerUser(t.app, { displayName: 'Ended' });
    const matchedQuietAt = t.clock.now();
    await match(me, quiet);
    await match(me, chatty);
    await match(me, ended);
    await send(ended, me, 'old news');
    await match(me, ended, t.clock.now());
    await send(chatty, me, 'hey');
    await send(me, chatty, 'hi!');
    const latest: Message = (
      await send(chatty, me, 'How is your dragon doing today? Mine ate a whole cake!')
    ).json();
    await t.database.db.insert(profileImages).values({
      userId: chatty.user.id,
      storageKey: 'k',
      thumbnailKey: 'k-thumb',
      mimeType: 'image/webp',
      width: 10,
      height: 10,
    });

    const res = await me.inject('GET', '/api/messages/conversations');
    expect(res.statusCode).toBe(200);
    const list: Conversation[] = res.json();
    expect(list.map((c) => c.user.displayName)).toEqual(['Chatty', 'Quiet']);
    const [first, second] = list;
    expect(first).toMatchObject({
      user: { id: chatty.user.id, displayName: 'Chatty' },
      unreadCount: 2,
      lastMessage: { content: 'How is your dragon doing today? Mine ate a whole cake!' },
    });
    // The preview is the message as it was sent, to the millisecond.
    expect(first!.lastMessage).toEqual(latest);
    expect(second!.matchedAt).toBe(matchedQuietAt.toISOString());
    expect(first!.user.profileImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(second).toMatchObject({
      lastMessage: null,
      unreadCount: 0,
      user: { profileImage: null },
    });
    expect(JSON.stringify(list)).not.toMatch(/email|coins|lat|lng/i);

    // The other side sees its own unread count, not mine.
    const theirs: Conversation[] = (
      await chatty.inject('GET', '/api/messages/conversations')
    ).json();
    expect(theirs[0]).toMatchObject({ user: { id: me.user.id }, unreadCount: 1 });

    // Reading the thread clears my count; a quiet match that gets a message moves to the top.
    await me.inject('GET', `/api/messages/conversation/${chatty.user.id}`);
    await send(quiet, me, 'psst');
    const after: Conversation[] = (await me.inject('GET', '/api/messages/conversations')).json();
    expect(after.map((c) => [c.user.displayName, c.unreadCount])).toEqual([
      ['Quiet', 1],
      ['Chatty', 0],
    ]);
    // Its sender sees the same latest message, now read.
    const senders: Conversation[] = (
      await chatty.inject('GET', '/api/messages/conversations')
    ).json();
    expect(senders[0]!.lastMessage).toEqual({ ...latest, readByReceiver: true });
  });

  it('keeps the unread count exact while sends and reads of one conversation interleave', async () => {
    const { a, b } = await pair();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 4 === 3
          ? b.inject('GET', `/api/messages/conversation/${a.user.id}`)
          : a.inject('POST', '/api/messages/send', { receiverId: b.user.id, content: `m${i}` }),
      ),
    );
    const stored = await storedBetween(a, b);
    const unread = stored.filter((m) => !m.readByReceiver).length;
    const [conversation] = (await b.inject('GET', '/api/messages/conversations')).json();
    expect(conversation.unreadCount).toBe(unread);
    // The latest message is one sent at the latest moment (the test clock stands still).
    const latestAt = Math.max(...stored.map((m) => +m.createdAt));
    const latest = stored.filter((m) => +m.createdAt === latestAt).map((m) => m.id);
    expect(latest).toContain(conversation.lastMessage.id);
    // Its preview is read exactly when the message itself is.
    const previewed = stored.find((m) => m.id === conversation.lastMessage.id);
    expect(conversation.lastMessage.readByReceiver).toBe(previewed?.readByReceiver);
  });

  it('a message notifies its receiver and nobody else', async () => {
    const { a, b } = await pair();
    await send(a, b, 'hello');
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedUserId, a.user.id));
    expect(rows.map((r) => r.userId)).toEqual([b.user.id]);
  });
});
