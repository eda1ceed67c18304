/** POST /api/messages/typing: who may say they are typing to whom, and whose tabs hear it. */
import { describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { messageHelpers, socketHelpers } from './messages-test-helpers';

const t = useTestApp();
const { match, pair } = messageHelpers(() => t);
const { listen, framesSoFar } = socketHelpers(() => t);

const typing = (from: TestUser, to: TestUser | string, state?: boolean) =>
  from.inject('POST', '/api/messages/typing', {
    receiverId: typeof to === 'string' ? to : to.user.id,
    ...(state === undefined ? {} : { typing: state }),
  });

describe('POST /api/messages/typing', () => {
  it("tells the match's open tabs who is typing, and not the typist's own", async () => {
    const { a, b } = await pair();
    const [aSocket, bSocket] = [await listen(a), await listen(b)];
    const res = await typing(a, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await bSocket.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      fromUserId: a.user.id,
    });
    expect(await framesSoFar(a, aSocket)).toEqual([]);
  });

  it('tells them when the typist stopped without sending, in the order the signals came', async () => {
    const { a, b } = await pair();
    const bSocket = await listen(b);
    expect((await typing(a, b, true)).statusCode).toBe(200);
    const stopped = await typing(a, b, false);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ ok: true });
    expect(await bSocket.next((f) => f.type === 'typing_stopped')).toEqual({
      type: 'typing_stopped',
      fromUserId: a.user.id,
    });
    expect(await framesSoFar(b, bSocket)).toEqual(['typing', 'typing_stopped']);
  });

  it('refuses someone who is not a match, and they hear nothing', async () => {
    const a = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const strangerSocket = await listen(stranger);
    for (const state of [undefined, false]) {
      const res = await typing(a, stranger, state);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only message people you have matched with.');
    }
    expect((await typing(a, a)).statusCode).toBe(403);
    expect(await framesSoFar(stranger, strangerSocket)).toEqual([]);
  });

  it('refuses a closed conversation: an ended match or a block, either way', async () => {
    const ended = await pair();
    await match(ended.a, ended.b, t.clock.now());
    const blocked = await pair();
    await t.database.db
      .insert(blocks)
      .values({ blockerId: blocked.b.user.id, blockedId: blocked.a.user.id });
    for (const [from, to] of [
      [ended.a, ended.b],
      [ended.b, ended.a],
      [blocked.a, blocked.b],
      [blocked.b, blocked.a],
    ] as const) {
      const res = await typing(from, to);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This conversation is closed.');
    }
  });

  it('answers bad input with 400 and a sentence, and needs a signed-in caller', async () => {
    const { a } = await pair();
    const bad = await typing(a, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/i);
    const extra = await a.inject('POST', '/api/messages/typing', {
      receiverId: crypto.randomUUID(),
      content: 'hi',
    });
    expect(extra.statusCode).toBe(400);
    const notBoolean = await a.inject('POST', '/api/messages/typing', {
      receiverId: crypto.randomUUID(),
      typing: 'no',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe('Typing must be true or false.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/messages/typing',
      payload: { receiverId: crypto.randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
