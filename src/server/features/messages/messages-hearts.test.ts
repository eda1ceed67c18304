/** PUT /api/messages/{messageId}/heart: who may put a heart on a message, and who hears of it. */
import { describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { messageHelpers, socketHelpers } from './messages-test-helpers';

const t = useTestApp();
const { match, pair, send, storedBetween } = messageHelpers(() => t);
const { listen, framesSoFar } = socketHelpers(() => t);

const heart = (who: TestUser, messageId: string, hearted: unknown = true) =>
  who.inject('PUT', `/api/messages/${messageId}/heart`, { hearted });

const thread = async (who: TestUser, other: TestUser) =>
  (await who.inject('GET', `/api/messages/conversation/${other.user.id}`)).json() as {
    id: string;
    heartedByReceiver: boolean;
  }[];

/** Alex and Blair, matched, with one message from Alex to Blair. */
async function pairWithMessage() {
  const { a, b } = await pair();
  const sent = await send(a, b, 'Biscuit learned to sit today!');
  return { a, b, messageId: sent.json().id as string };
}

describe('PUT /api/messages/{messageId}/heart', () => {
  it("puts the receiver's heart on a message: both threads show it, and the sender hears at once", async () => {
    const { a, b, messageId } = await pairWithMessage();
    const aSocket = await listen(a);
    const res = await heart(b, messageId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: messageId,
      senderId: a.user.id,
      receiverId: b.user.id,
      content: 'Biscuit learned to sit today!',
      heartedByReceiver: true,
    });
    expect(await aSocket.next((f) => f.type === 'message_hearted')).toEqual({
      type: 'message_hearted',
      senderId: a.user.id,
      receiverId: b.user.id,
      messageId,
      hearted: true,
    });
    expect((await thread(a, b))[0]).toMatchObject({ id: messageId, heartedByReceiver: true });
    expect((await thread(b, a))[0]).toMatchObject({ id: messageId, heartedByReceiver: true });
  });

  it('takes the heart off again, and asking twice for the same changes nothing and tells no one', async () => {
    const { a, b, messageId } = await pairWithMessage();
    await heart(b, messageId, true);
    const aSocket = await listen(a);
    const again = await heart(b, messageId, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().heartedByReceiver).toBe(true);
    expect(await framesSoFar(a, aSocket)).toEqual([]);

    const off = await heart(b, messageId, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().heartedByReceiver).toBe(false);
    expect(await framesSoFar(a, aSocket)).toEqual(['message_hearted']);
    expect((await storedBetween(a, b))[0]!.heartedByReceiver).toBe(false);
  });

  it("refuses the sender's own message, and anyone else's or an unknown one as not found", async () => {
    const { a, b, messageId } = await pairWithMessage();
    const own = await heart(a, messageId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You can only heart messages sent to you.');

    const stranger = await registerUser(t.app);
    for (const [who, id] of [
      [stranger, messageId],
      [b, crypto.randomUUID()],
    ] as const) {
      const res = await heart(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Message not found.');
    }
    expect((await storedBetween(a, b))[0]!.heartedByReceiver).toBe(false);
  });

  it('refuses a closed conversation: an ended match or a block, either way', async () => {
    const ended = await pairWithMessage();
    await match(ended.a, ended.b, t.clock.now());
    const blocked = await pairWithMessage();
    await t.database.db
      .insert(blocks)
      .values({ blockerId: blocked.a.user.id, blockedId: blocked.b.user.id });
    for (const { b, messageId } of [ended, blocked]) {
      const res = await heart(b, messageId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This conversation is closed.');
    }
  });

  it('answers bad input with 400 and a sentence, and needs a signed-in caller', async () => {
    const { b, messageId } = await pairWithMessage();
    const badId = await heart(b, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('That message id is not valid.');
    const notBoolean = await heart(b, messageId, 'yes');
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe('Hearted must be true or false.');
    const extra = await b.inject('PUT', `/api/messages/${messageId}/heart`, {
      hearted: true,
      senderId: b.user.id,
    });
    expect(extra.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/messages/${messageId}/heart`,
      payload: { hearted: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
