/** Helpers shared by the messages server tests. */
import { and, eq, or } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { matches, messages } from '../../db/schema';
import { matchPair, registerUser, type TestApp, type TestUser } from '../../test/helpers';
import { openAuthedSocket, socketUrl, type TestSocket } from '../realtime/socket-test-client';

/** The helpers that need the test file's app; `app` returns it once beforeAll has made it. */
export function messageHelpers(app: () => TestApp) {
  /** Matches are made by the dating feature; here the row is written directly. */
  async function match(a: TestUser, b: TestUser, endedAt: Date | null = null) {
    const t = app();
    await t.database.db
      .insert(matches)
      .values({ ...matchPair(a, b), createdAt: t.clock.now(), endedAt })
      .onConflictDoUpdate({ target: [matches.userA, matches.userB], set: { endedAt } });
  }

  async function pair() {
    const t = app();
    const a = await registerUser(t.app, { displayName: 'Alex' });
    const b = await registerUser(t.app, { displayName: 'Blair' });
    await match(a, b);
    return { a, b };
  }

  async function send(from: TestUser, to: TestUser, content: string) {
    const t = app();
    t.clock.advanceMs(1000); // each message its own moment, so order is unambiguous
    return from.inject('POST', '/api/messages/send', { receiverId: to.user.id, content });
  }

  async function storedBetween(a: TestUser, b: TestUser) {
    const t = app();
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

  return { match, pair, send, storedBetween };
}

/** Sockets the test file opens as its users (closed after it), and what reached them. */
export function socketHelpers(app: () => TestApp) {
  const sockets: TestSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  async function listen(user: TestUser) {
    const t = app();
    const socket = await openAuthedSocket(await socketUrl(t.app), user.token);
    sockets.push(socket);
    return socket;
  }

  /**
   * The types of the frames a socket got up to now: a marker event sent to its user after the
   * call under test arrives after anything the call sent, so once it is there nothing else is on
   * its way. Each call waits for a marker of its own, so it can be asked again later.
   */
  async function framesSoFar(user: TestUser, socket: TestSocket) {
    const isMarker = (f: Record<string, unknown>) => f.type === 'profile';
    const markers = socket.frames.filter(isMarker).length;
    await app().app.ctx.bus.publish(user.user.id, { type: 'profile', reason: 'items' });
    await socket.next(() => socket.frames.filter(isMarker).length > markers);
    return socket.frames.filter((f) => f.type !== 'ready' && !isMarker(f)).map((f) => f.type);
  }

  return { listen, framesSoFar };
}
