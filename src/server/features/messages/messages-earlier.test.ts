/** Reading a thread's history: the messages before the ones the thread shows, a page at a time. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import type { ThreadMessage } from '../../../shared/schemas/messages';
import { messages } from '../../db/schema';
import { registerUser, useTestApp } from '../../test/helpers';
import { messageHelpers } from './messages-test-helpers';

const t = useTestApp();

const { match, pair, storedBetween } = messageHelpers(() => t);

/** The pair's messages in the thread's order: time, then id. */
async function inOrder(...args: Parameters<typeof storedBetween>) {
  return (await storedBetween(...args)).sort(
    (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1),
  );
}

/** `total` messages from a to b, a second apart, "m0" the oldest; two share the same instant. */
async function longThread(total: number) {
  const { a, b } = await pair();
  const start = t.clock.now().getTime();
  await t.database.db.insert(messages).values(
    Array.from({ length: total }, (_, i) => ({
      senderId: i % 3 === 0 ? b.user.id : a.user.id,
      receiverId: i % 3 === 0 ? a.user.id : b.user.id,
      content: `m${i}`,
      // m1 and m2 were sent at the same instant: the thread orders them by id.
      createdAt: new Date(start + Math.max(i, 2) * 1000),
    })),
  );
  return { a, b };
}

const earlier = (who: Awaited<ReturnType<typeof pair>>['a'], other: string, before: string) =>
  who.inject('GET', `/api/messages/conversation/${other}/earlier?before=${before}`);

describe('GET /api/messages/conversation/{userId}/earlier', () => {
  it('pages back through the whole thread, oldest first, without a gap or a repeat', async () => {
    const total = MESSAGES.threadLimit * 2 + 7;
    const { a, b } = await longThread(total);
    const seen: ThreadMessage[] = (
      await a.inject('GET', `/api/messages/conversation/${b.user.id}`)
    ).json();
    expect(seen).toHaveLength(MESSAGES.threadLimit);
    let page: ThreadMessage[];
    do {
      const res = await earlier(a, b.user.id, seen[0]!.id);
      expect(res.statusCode).toBe(200);
      page = res.json();
      seen.unshift(...page);
    } while (page.length === MESSAGES.threadLimit);
    expect(page).toHaveLength(7);
    expect(seen.map((m) => m.id)).toEqual((await inOrder(a, b)).map((m) => m.id));
    expect(new Set(seen.map((m) => m.content)).size).toBe(total);
    // Before the oldest there is nothing.
    expect((await earlier(a, b.user.id, seen[0]!.id)).json()).toEqual([]);
  });

  it('starts a page inside messages sent at the same instant by both people', async () => {
    const { a, b } = await longThread(6);
    const stored = await inOrder(a, b);
    // m0 (from b), m1 and m2 (from a) share an instant: each of them as the page's start.
    for (const k of [1, 2, 3]) {
      const res = await earlier(a, b.user.id, stored[k]!.id);
      expect((res.json() as ThreadMessage[]).map((m) => m.id)).toEqual(
        stored.slice(0, k).map((m) => m.id),
      );
    }
  });

  it('marks nothing read: only opening the thread does', async () => {
    const { a, b } = await longThread(MESSAGES.threadLimit + 3);
    const stored = await inOrder(a, b);
    const unread = stored.filter((m) => !m.readByReceiver).length;
    const res = await earlier(b, a.user.id, stored.at(-1)!.id);
    expect(res.statusCode).toBe(200);
    // A thread's length before the newest: from the third message on.
    expect((res.json() as ThreadMessage[]).map((m) => m.id)).toEqual(
      stored.slice(2, -1).map((m) => m.id),
    );
    expect((await storedBetween(a, b)).filter((m) => !m.readByReceiver)).toHaveLength(unread);
  });

  it("refuses another conversation's message, a stranger, a closed match and bad input", async () => {
    const { a, b } = await longThread(3);
    const { a: c, b: d } = await longThread(3);
    const [theirs] = await inOrder(c, d);
    const [ours] = await inOrder(a, b);

    const foreign = await earlier(a, b.user.id, theirs!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Message not found.');
    // A message of the pair, asked for through a third person's conversation.
    const stranger = await registerUser(t.app);
    const notMatched = await earlier(stranger, a.user.id, ours!.id);
    expect(notMatched.statusCode).toBe(403);
    expect(notMatched.json().message).toBe('You can only message people you have matched with.');

    const bad = await a.inject('GET', `/api/messages/conversation/${b.user.id}/earlier?before=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That message id is not valid.');
    const missing = await a.inject('GET', `/api/messages/conversation/${b.user.id}/earlier`);
    expect(missing.statusCode).toBe(400);

    await match(a, b, t.clock.now());
    const closed = await earlier(a, b.user.id, ours!.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('This conversation is closed.');
  });
});
