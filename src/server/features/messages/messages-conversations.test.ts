/** Reading messages: one conversation's thread and the list of conversations. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, notifications, profileImages } from '../../db/schema';
import { MESSAGES } from '../../../shared/constants';
import type { Conversation, Message } from '../../../shared/schemas/messages';
import { registerUser, useTestApp } from '../../test/helpers';
import { messageHelpers } from './messages-test-helpers';

const t = useTestApp();

const { match, pair, send, storedBetween } = messageHelpers(() => t);

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
