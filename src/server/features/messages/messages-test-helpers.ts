/** Helpers shared by the messages server tests. */
import { and, eq, or } from 'drizzle-orm';
import { matches, messages } from '../../db/schema';
import { matchPair, registerUser, type TestApp, type TestUser } from '../../test/helpers';

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
