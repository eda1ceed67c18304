/**
 * Sends repeated with their Idempotency-Key (the app gives each message one): a repeat, whether
 * its first answer was lost or the tab reloaded while the message waited, gets the message already
 * written; nothing is stored, counted or told twice. The same key cannot carry another message.
 */
import { describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../domain/idempotency';
import type { Message } from '../../../shared/schemas/messages';
import { keyedPost, registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { messageHelpers, socketHelpers } from './messages-test-helpers';
import { messageWriter } from './send-batch';

const t = useTestApp();

const { match, pair, storedBetween } = messageHelpers(() => t);
const { listen, framesSoFar } = socketHelpers(() => t);

const KEY = 'msg_5f0c2a9e41d7b3c8';

function send(from: TestUser, to: TestUser, content: string, key?: string) {
  t.clock.advanceMs(1000);
  return keyedPost(t.app, from, '/api/messages/send', { receiverId: to.user.id, content }, key);
}

async function unreadFor(user: TestUser) {
  const [conversation] = (await user.inject('GET', '/api/messages/conversations')).json();
  return conversation.unreadCount as number;
}

describe('POST /api/messages/send with an Idempotency-Key', () => {
  it('answers a repeat with the message it wrote, and stores, counts and tells it once', async () => {
    const { a, b } = await pair();
    const socket = await listen(b);
    const first = await send(a, b, 'See you at the park?', KEY);
    expect(first.statusCode).toBe(200);
    const again = await send(a, b, 'See you at the park?', KEY);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json() as Message);

    expect(await storedBetween(a, b)).toHaveLength(1);
    expect(await unreadFor(b)).toBe(1);
    const notifications = (await b.inject('GET', '/api/notifications')).json().notifications;
    expect(notifications.map((n: { message: string }) => n.message)).toEqual([
      'See you at the park?',
    ]);
    expect(await framesSoFar(b, socket)).toEqual(['notification', 'message']);
  });

  it('writes one message when repeats arrive at the same time', async () => {
    const { a, b } = await pair();
    const answers = await Promise.all([1, 2, 3].map(() => send(a, b, 'Hi!', KEY)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await storedBetween(a, b)).toHaveLength(1);
  });

  it('answers the message even after the conversation closed, as the first answer said', async () => {
    const { a, b } = await pair();
    const first = await send(a, b, 'Bye for now', KEY);
    await match(a, b, t.clock.now());
    const again = await send(a, b, 'Bye for now', KEY);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // A new message is still refused.
    expect((await send(a, b, 'Bye for now', 'msg_another_key_0001')).statusCode).toBe(403);
  });

  it('refuses the key for another text or another person with 422, and stores nothing', async () => {
    const { a, b } = await pair();
    const c = await registerUser(t.app);
    await match(a, c);
    expect((await send(a, b, 'first', KEY)).statusCode).toBe(200);
    for (const [to, text] of [
      [b, 'second'],
      [c, 'first'],
    ] as const) {
      const res = await send(a, to, text, KEY);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: KEY_REUSED });
    }
    expect(await storedBetween(a, b)).toHaveLength(1);
    expect(await storedBetween(a, c)).toHaveLength(0);
  });

  it('writes one of two messages sent at the same time to two people with one key', async () => {
    const { a, b } = await pair();
    const c = await registerUser(t.app);
    await match(a, c);
    const answers = await Promise.all([send(a, b, 'hi', KEY), send(a, c, 'hi', KEY)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const stored = [...(await storedBetween(a, b)), ...(await storedBetween(a, c))];
    expect(stored).toHaveLength(1);
  });

  it('keeps keys per sender, and new keys (or none) for new messages', async () => {
    const { a, b } = await pair();
    expect((await send(a, b, 'same words', KEY)).statusCode).toBe(200);
    expect((await send(b, a, 'same words', KEY)).statusCode).toBe(200);
    expect((await send(a, b, 'same words', 'msg_another_key_0001')).statusCode).toBe(200);
    expect((await send(a, b, 'same words')).statusCode).toBe(200);
    expect((await send(a, b, 'same words')).statusCode).toBe(200);
    expect(await storedBetween(a, b)).toHaveLength(5);
  });

  it('answers a malformed key with 400 and a sentence', async () => {
    const { a, b } = await pair();
    const res = await send(a, b, 'hi', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key header must be 16 to 100/);
    expect(await storedBetween(a, b)).toHaveLength(0);
  });

  it('sorts repeats out inside one batch: the first writes, the others find it', async () => {
    const { a, b } = await pair();
    const c = await registerUser(t.app);
    await match(a, c);
    const writer = messageWriter(t.database.db);
    const write = (to: TestUser, content: string) =>
      writer.write({
        senderId: a.user.id,
        receiverId: to.user.id,
        content,
        at: t.clock.now(),
        key: KEY,
      });
    // Two calls go at once, each alone (other people's sends); the three after them share one
    // batch.
    const others = await Promise.all([pair(), pair()]);
    const alone = others.map(({ a: x, b: y }) =>
      writer.write({ senderId: x.user.id, receiverId: y.user.id, content: 'x', at: t.clock.now() }),
    );
    const batch = await Promise.all([write(b, 'hey'), write(b, 'hey'), write(c, 'hey')]);
    expect((await Promise.all(alone)).map((s) => s.outcome)).toEqual(['ok', 'ok']);
    expect(batch.map((s) => s.outcome)).toEqual(['ok', 'repeat', 'key_reused']);
    expect(batch[1]?.messageId).toBe(batch[0]?.messageId);
    expect(await storedBetween(a, b)).toHaveLength(1);
  });
});
