import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, messages, pets, profileImages, reports, swipes, users } from '../../db/schema';
import type { RealtimeEvent } from '../../../shared/schemas/realtime';
import { deckIds, makeMatch, matchList, neighbours, sendMessage } from '../dating/test-fixtures';
import { jpeg, photoHelpers } from '../photos/photos-test-helpers';
import { ledgerMismatches, matchPair, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();
const { upload, storedFiles } = photoHelpers(() => t);

const deleteAccount = (u: TestUser, password: unknown) =>
  u.inject('POST', '/api/auth/delete-account', { password });

describe('POST /api/auth/delete-account', () => {
  it('removes the account and everything that was theirs, and their matches see them go', async () => {
    const [me, match, liker] = await neighbours(t, 3);
    await makeMatch(me!, match!);
    expect((await sendMessage(match!, me!)).statusCode).toBe(200);
    expect((await sendMessage(me!, match!)).statusCode).toBe(200);
    expect(
      (
        await liker!.inject('POST', '/api/dating/swipe', {
          direction: 'right',
          swipedId: me!.user.id,
        })
      ).statusCode,
    ).toBe(200);
    const filesWithout = storedFiles().length;
    expect((await upload(me!, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    expect(storedFiles().length).toBeGreaterThan(filesWithout);
    const seen: [string, RealtimeEvent][] = [];
    const stop = t.app.ctx.bus.subscribe((userId, event) => void seen.push([userId, event]));

    const res = await deleteAccount(me!, 'secret-pass');
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const id = me!.user.id;
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(pets).where(eq(pets.userId, id))).toEqual([]);
    expect(await db.select().from(profileImages).where(eq(profileImages.userId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(swipes)
        .where(or(eq(swipes.swiperId, id), eq(swipes.swipedId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(matches)
        .where(or(eq(matches.userA, id), eq(matches.userB, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, id), eq(messages.receiverId, id))),
    ).toEqual([]);
    // The photo files went with the rows.
    expect(storedFiles()).toHaveLength(filesWithout);
    expect(await ledgerMismatches(t.database)).toEqual([]);

    // Their match is told at once, and finds no trace of them.
    expect(seen).toContainEqual([match!.user.id, { type: 'match_ended', withUserId: id }]);
    expect(await matchList(match!)).toEqual([]);
    const conversations = await match!.inject('GET', '/api/messages/conversations');
    expect(conversations.json()).toEqual([]);
    expect((await sendMessage(match!, me!)).statusCode).toBe(403);
    expect((await match!.inject('GET', `/api/users/${id}`)).statusCode).toBe(404);
    const notices = await match!.inject('GET', '/api/notifications');
    expect(JSON.stringify(notices.json())).not.toContain(id);
    expect(await deckIds(liker!)).not.toContain(id);

    // The token is dead, and the email and password no longer sign in.
    expect((await me!.inject('GET', '/api/user/profile')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me!.user.email, password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the reports they made, without them, and drops the reports about them', async () => {
    const [me, harasser, accuser] = await neighbours(t, 3);
    const report = (from: TestUser, about: TestUser, details: string) =>
      from.inject('POST', `/api/users/${about.user.id}/report`, { reason: 'harassment', details });
    expect((await report(me!, harasser!, 'Kept messaging after I said stop.')).statusCode).toBe(
      200,
    );
    expect((await report(accuser!, me!, 'Rude.')).statusCode).toBe(200);

    expect((await deleteAccount(me!, 'secret-pass')).statusCode).toBe(200);

    // The report about the harasser stays for the safety team; who made it is gone.
    expect(
      await t.database.db
        .select({ reporterId: reports.reporterId, details: reports.details })
        .from(reports)
        .where(eq(reports.reportedId, harasser!.user.id)),
    ).toEqual([{ reporterId: null, details: 'Kept messaging after I said stop.' }]);
    expect(
      await t.database.db.select().from(reports).where(eq(reports.reportedId, me!.user.id)),
    ).toEqual([]);
  });

  it('keeps the account when the password is wrong, missing or not text', async () => {
    const [me] = await neighbours(t, 1);
    const wrong = await deleteAccount(me!, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'That password is not right. Your account has not been deleted.',
    );
    for (const bad of ['', 42, null]) {
      const res = await deleteAccount(me!, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/password/i);
    }
    const extra = await me!.inject('POST', '/api/auth/delete-account', {
      password: 'secret-pass',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(extra.statusCode).toBe(400);
    expect((await me!.inject('GET', '/api/user/profile')).statusCode).toBe(200);
  });

  it('keeps the shared demo accounts', async () => {
    const [demo] = await neighbours(t, 1);
    await t.database.db.update(users).set({ isDemo: true }).where(eq(users.id, demo!.user.id));
    const res = await deleteAccount(demo!, 'secret-pass');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Demo accounts are shared, so they cannot be deleted.');
    expect((await demo!.inject('GET', '/api/user/profile')).statusCode).toBe(200);
  });

  it('counts wrong passwords as failed sign-ins, so they cannot be guessed faster', async () => {
    const [me] = await neighbours(t, 1);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await deleteAccount(me!, `guess-${i}`)).statusCode);
    expect(codes).toContain(429);
    const blocked = await deleteAccount(me!, 'secret-pass');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many wrong passwords/);
    expect((await me!.inject('GET', '/api/user/profile')).statusCode).toBe(200);
  });

  it('a deleted account still signed in on another instance gets clear answers, not errors', async () => {
    const [me, match, other] = await neighbours(t, 3);
    await makeMatch(me!, match!);
    expect((await me!.inject('GET', '/api/user/profile')).statusCode).toBe(200);
    // Deleted by another instance: this one's session cache has not heard yet.
    await t.database.db.delete(users).where(eq(users.id, me!.user.id));
    const answers = await Promise.all([
      me!.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: other!.user.id }),
      sendMessage(me!, match!),
      sendMessage(match!, me!),
      me!.inject('GET', '/api/dating/potential-matches'),
      me!.inject('GET', '/api/shop/items'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 403, 403, 404, 200]);
    for (const res of answers.slice(0, 4)) expect(res.json().message).toMatch(/\w/);
  });

  it('needs a signed-in caller and deletes only the caller', async () => {
    const [me, other] = await neighbours(t, 2);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      payload: { password: 'secret-pass' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Deleting one account leaves everyone else's.
    expect((await deleteAccount(me!, 'secret-pass')).statusCode).toBe(200);
    expect((await other!.inject('GET', '/api/user/profile')).statusCode).toBe(200);
    // A second call with the dead token is refused.
    expect((await deleteAccount(me!, 'secret-pass')).statusCode).toBe(401);
  });
});

// PGlite has one connection, so a second transaction cannot be open beside the app's.
describe.skipIf(!process.env.TEST_DATABASE_URL)('deleting an account during a send to them', () => {
  it('waits for the send to commit instead of deadlocking with it', async () => {
    const [me, match] = await neighbours(t, 2);
    await makeMatch(me!, match!);
    const db = t.database.db;
    const pair = matchPair(me!, match!);
    let deletion: ReturnType<typeof deleteAccount> | undefined;
    // A send under way holds the match row, then stores the message (petmatch_send_message).
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from matches where user_a = ${pair.userA} and user_b = ${pair.userB} for update`,
      );
      deletion = deleteAccount(me!, 'secret-pass');
      await waitUntil(someoneWaitsForALock);
      await tx
        .insert(messages)
        .values({ senderId: match!.user.id, receiverId: me!.user.id, content: 'Still there?' });
    });
    expect((await deletion!).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, me!.user.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.receiverId, me!.user.id))).toEqual(
      [],
    );
  });

  it('a report that reaches them as they go is answered 409, not a server error', async () => {
    const [me, reporter] = await neighbours(t, 2);
    const db = t.database.db;
    let report: ReturnType<TestUser['inject']> | undefined;
    // The deletion holds their row; the report found them a moment before and waits to be stored.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${me!.user.id} for update`);
      report = reporter!.inject('POST', `/api/users/${me!.user.id}/report`, { reason: 'spam' });
      await waitUntil(someoneWaitsForALock);
      await tx.delete(users).where(eq(users.id, me!.user.id));
    });
    const res = await report!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That is no longer available. Please refresh and try again.');
  });
});

/** A request of this test file's app waits for a lock (other files' databases do not count). */
async function someoneWaitsForALock(): Promise<boolean> {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (res.rows[0]?.n ?? 0) > 0;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
