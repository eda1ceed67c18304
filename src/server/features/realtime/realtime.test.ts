import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME } from '../../../shared/constants';
import { matches } from '../../db/schema';
import {
  createTestApp,
  matchPair,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers';
import { openAuthedSocket, openSocket, socketUrl, type TestSocket } from './socket-test-client';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await socketUrl(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function connect(user: TestUser) {
  const socket = await openAuthedSocket(url, user.token);
  sockets.push(socket);
  return socket;
}

async function matched() {
  const a = await registerUser(t.app, { displayName: 'Ava' });
  const b = await registerUser(t.app, { displayName: 'Ben' });
  await t.database.db.insert(matches).values({ ...matchPair(a, b), createdAt: t.clock.now() });
  return { a, b };
}

describe('GET /api/ws (in-process bus)', () => {
  it('pushes a new message and its notification to the receiver, and the echo to the sender', async () => {
    const { a, b } = await matched();
    const bSocket = await connect(b);
    const aSocket = await connect(a);
    const res = await a.inject('POST', '/api/messages/send', {
      receiverId: b.user.id,
      content: 'hi',
    });
    expect(res.statusCode).toBe(200);
    const messageId = res.json().id;
    const event = { type: 'message', fromUserId: a.user.id, toUserId: b.user.id, messageId };
    expect(await bSocket.next((f) => f.type === 'message')).toEqual(event);
    expect(await bSocket.next((f) => f.type === 'notification')).toMatchObject({
      notificationId: expect.any(String),
    });
    expect(await aSocket.next((f) => f.type === 'message')).toEqual(event);

    // B opens the thread: A hears that B read it.
    await b.inject('GET', `/api/messages/conversation/${a.user.id}`);
    expect(await aSocket.next((f) => f.type === 'messages_read')).toEqual({
      type: 'messages_read',
      byUserId: b.user.id,
    });
  });

  it('never delivers an event to anyone but its user', async () => {
    const { a, b } = await matched();
    const bystander = await registerUser(t.app);
    const spy = await connect(bystander);
    await a.inject('POST', '/api/messages/send', { receiverId: b.user.id, content: 'secret' });
    // An event addressed to the bystander after the message: once it arrives, anything for
    // A or B would have arrived before it on the same ordered path.
    await t.app.ctx.bus.publish(bystander.user.id, { type: 'profile', reason: 'pets' });
    await spy.next((f) => f.type === 'profile');
    expect(spy.frames.map((f) => f.type)).toEqual(['ready', 'profile']);
  });

  it("tells the receiver's tabs when answering a super like reads its notification", async () => {
    const [a, b, c] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    for (const sender of [a, c]) {
      await sender.inject('POST', '/api/dating/swipe', { direction: 'super', swipedId: b.user.id });
    }
    const list = (await b.inject('GET', '/api/notifications?page=1&limit=25')).json()
      .notifications as { id: string; relatedUserId: string }[];
    const from = (u: TestUser) => list.find((n) => n.relatedUserId === u.user.id)!.id;
    const tab = await connect(b);

    await b.inject('POST', '/api/dating/swipe', { direction: 'left', swipedId: a.user.id });
    expect(await tab.next((f) => f.type === 'notification')).toEqual({
      type: 'notification',
      notificationId: from(a),
    });
    await b.inject('POST', '/api/dating/dismiss-request', { requesterId: c.user.id });
    await tab.next((f) => f.type === 'notification' && f.notificationId === from(c));
  });

  it('delivers to every open tab of the user', async () => {
    const { a, b } = await matched();
    const tab1 = await connect(b);
    const tab2 = await connect(b);
    await a.inject('POST', '/api/messages/send', { receiverId: b.user.id, content: 'both tabs' });
    await tab1.next((f) => f.type === 'message');
    await tab2.next((f) => f.type === 'message');
  });

  it("tells the user's other tabs each change to a pet, the coins or the inventory, never a refusal", async () => {
    const user = await registerUser(t.app);
    const otherTab = await connect(user);
    const reasons = () => otherTab.frames.filter((f) => f.type === 'profile').map((f) => f.reason);
    const post = async (path: string, body: unknown) => {
      const res = await user.inject('POST', path, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const pet = await post('/api/pets', { name: 'Miso', type: 'cat', variant: 'tabby' });
    await post(`/api/pets/${pet.id}/action`, { action: 'play' });
    await post('/api/shop/purchase', { itemId: 'accessory-bow' });
    // 2,500 coins is far beyond a new account's: refused, rolled back and never announced.
    const refused = await user.inject('POST', '/api/shop/purchase', { itemId: 'pet-egg-dragon' });
    expect(refused.statusCode).toBe(400);
    await post('/api/user/items/accessory-bow/equip', { petId: pet.id });
    await post(`/api/pets/${pet.id}/customize`, { name: 'Mochi' });
    await expect.poll(reasons).toEqual(['pets', 'pets', 'items', 'pets', 'pets']);
  });

  it("names the tab a change came from on its author's copies only, so that tab can skip its echo", async () => {
    const { a, b } = await matched();
    const aSocket = await connect(a);
    const bSocket = await connect(b);
    const fromTab = (tab: string, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${a.token}`, [REALTIME.tabHeader]: tab },
        payload,
      });
    const send = async (tab: string, content: string) => {
      const res = await fromTab(tab, '/api/messages/send', { receiverId: b.user.id, content });
      expect(res.statusCode, res.body).toBe(200);
      const id: string = res.json().id;
      return (f: Record<string, unknown>) => f.type === 'message' && f.messageId === id;
    };

    const first = await send('tab-a-12345', 'hi');
    expect(await aSocket.next(first)).toMatchObject({ origin: 'tab-a-12345' });
    // The receiver never learns the sender's tab.
    expect(await bSocket.next(first)).not.toHaveProperty('origin');
    // A malformed name is ignored, not refused: the change goes through, unnamed.
    const second = await send('not a tab id!', 'again');
    expect(await aSocket.next(second)).not.toHaveProperty('origin');

    const pet = await fromTab('tab-a-12345', '/api/pets', {
      name: 'Miso',
      type: 'cat',
      variant: 'tabby',
    });
    expect(pet.statusCode, pet.body).toBe(200);
    const care = await fromTab('tab-a-67890', `/api/pets/${pet.json().id}/action`, {
      action: 'play',
    });
    expect(care.statusCode, care.body).toBe(200);
    await expect
      .poll(() => aSocket.frames.filter((f) => f.type === 'profile').map((f) => f.origin))
      .toEqual(['tab-a-12345', 'tab-a-67890']);
  });

  it('closes a socket whose first frame is not a valid session, and sends it nothing', async () => {
    const { a, b } = await matched();
    const forged = await openSocket(url);
    sockets.push(forged);
    forged.send({ type: 'auth', token: 'x'.repeat(43) });
    expect((await forged.closed).code).toBe(4401);

    const garbage = await openSocket(url);
    sockets.push(garbage);
    garbage.send('hello');
    expect((await garbage.closed).code).toBe(4400);

    // Logged out: the old token no longer opens a socket.
    await b.inject('POST', '/api/auth/logout');
    const stale = await openSocket(url);
    sockets.push(stale);
    stale.send({ type: 'auth', token: b.token });
    expect((await stale.closed).code).toBe(4401);
    await a.inject('POST', '/api/messages/send', { receiverId: b.user.id, content: 'hi' });
    expect([...forged.frames, ...garbage.frames, ...stale.frames]).toEqual([]);
  });

  it('refuses a plain HTTP request to the socket path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ws' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
