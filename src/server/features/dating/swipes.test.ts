import { describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { ledgerMismatches, type TestUser, useTestApp } from '../../test/helpers';
import { challengeProgress, matches, notifications, transactions, users } from '../../db/schema';
import { blocks } from '../../db/schema';
import { ACCOUNT, DATING, ECONOMY } from '../../../shared/constants';
import { challengeDayKey } from '../../../shared/rules/day';
import { demoLikesBack } from './demo-likes';
import { dater, isolatedCity, swipeOn } from './test-fixtures';

const t = useTestApp();

async function pair(): Promise<[TestUser, TestUser]> {
  const location = isolatedCity();
  return [await dater(t, { location }), await dater(t, { location })];
}

async function coinsOf(u: TestUser): Promise<number> {
  const res = await u.inject('GET', '/api/user/profile');
  return res.json().coins as number;
}

async function matchRows(a: TestUser, b: TestUser) {
  return t.database.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.userA, a.user.id), eq(matches.userB, b.user.id)),
        and(eq(matches.userA, b.user.id), eq(matches.userB, a.user.id)),
      ),
    );
}

async function notificationsOf(u: TestUser, type: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, u.user.id), eq(notifications.type, type as 'new_match')));
}

describe('POST /api/dating/swipe', () => {
  it('a like is not a match until it is mutual; then both are told and paid once', async () => {
    const [a, b] = await pair();
    const first = await swipeOn(a, b.user.id, 'right');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isMatch: false, match: null });
    expect(await matchRows(a, b)).toHaveLength(0);

    const second = await swipeOn(b, a.user.id, 'right');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      isMatch: true,
      match: {
        userId: a.user.id,
        displayName: a.user.displayName,
        pet: { type: 'cat' },
        yourPet: { type: 'cat' },
      },
    });
    const rows = await matchRows(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userA < rows[0]!.userB).toBe(true);
    expect(rows[0]!.endedAt).toBeNull();

    for (const [u, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await coinsOf(u)).toBe(ACCOUNT.welcomeBonus + ECONOMY.newMatchCoins);
      const matchNotes = await notificationsOf(u, 'new_match');
      expect(matchNotes).toHaveLength(1);
      expect(matchNotes[0]).toMatchObject({ relatedUserId: other.user.id, title: "It's a Match!" });
      const earned = await t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, u.user.id), eq(transactions.description, 'New match')));
      expect(earned).toMatchObject([{ type: 'earned', amount: ECONOMY.newMatchCoins }]);
    }
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('two simultaneous mutual likes make exactly one match, every time', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = await pair();
      const results = await Promise.all([
        swipeOn(a, b.user.id, round % 2 ? 'super' : 'right'),
        swipeOn(b, a.user.id, 'right'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results.filter((r) => r.json().isMatch)).toHaveLength(1);
      expect(await matchRows(a, b)).toHaveLength(1);
      expect(await coinsOf(a)).toBe(ACCOUNT.welcomeBonus + ECONOMY.newMatchCoins);
      expect(await coinsOf(b)).toBe(ACCOUNT.welcomeBonus + ECONOMY.newMatchCoins);
      expect(await notificationsOf(a, 'new_match')).toHaveLength(1);
    }
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('a pass never matches, even when the other person liked me', async () => {
    const [a, b] = await pair();
    await swipeOn(a, b.user.id, 'right');
    const pass = await swipeOn(b, a.user.id, 'left');
    expect(pass.json()).toEqual({ isMatch: false, match: null });
    expect(await matchRows(a, b)).toHaveLength(0);
    expect(await coinsOf(b)).toBe(ACCOUNT.welcomeBonus);
  });

  it('refuses swiping yourself, swiping twice, unknown and blocked people', async () => {
    const [a, b] = await pair();
    const self = await swipeOn(a, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/yourself/);

    expect((await swipeOn(a, b.user.id, 'left')).statusCode).toBe(200);
    const again = await swipeOn(a, b.user.id, 'right');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already swiped/);

    const unknown = await swipeOn(a, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/could not be found/);

    const [c, d] = await pair();
    await t.database.db.insert(blocks).values({ blockerId: d.user.id, blockedId: c.user.id });
    expect((await swipeOn(c, d.user.id)).statusCode).toBe(404);
    expect((await swipeOn(d, c.user.id)).statusCode).toBe(404);
  });

  it.each([
    [{ direction: 'up', swipedId: '00000000-0000-4000-8000-000000000000' }, /left, right, super/],
    [{ direction: 'right', swipedId: 'not-a-uuid' }, /user id is not valid/],
    [{ direction: 'right' }, /swipedId/],
    [
      { direction: 'right', swipedId: '00000000-0000-4000-8000-000000000000', isMatch: true },
      /Unexpected field/,
    ],
  ])('answers bad input %j with 400 and a message', async (body, message) => {
    const [a] = await pair();
    const res = await a.inject('POST', '/api/dating/swipe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dating/potential-matches' });
    expect(res.statusCode).toBe(401);
  });

  it('allows 3 super likes per New York day, each telling the other person', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const others = await Promise.all(
      Array.from({ length: DATING.superLikesPerDay + 2 }, () => dater(t, { location })),
    );
    // 23:30 in New York: the next day starts in half an hour.
    t.clock.set('2026-06-16T03:30:00Z');
    for (const other of others.slice(0, DATING.superLikesPerDay)) {
      expect((await swipeOn(me, other.user.id, 'super')).statusCode).toBe(200);
      const notes = await notificationsOf(other, 'want_to_meet');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ relatedUserId: me.user.id });
    }
    const fourth = await swipeOn(me, others[3]!.user.id, 'super');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/all 3 super likes/);
    // A normal like still works.
    expect((await swipeOn(me, others[3]!.user.id, 'right')).statusCode).toBe(200);
    t.clock.advanceHours(1);
    expect(challengeDayKey(t.clock.now())).not.toBe(
      challengeDayKey(new Date('2026-06-16T03:30:00Z')),
    );
    expect((await swipeOn(me, others[4]!.user.id, 'super')).statusCode).toBe(200);
  });

  it('refuses super likes when the caller turned them off', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location, prefs: { enableSuperLikes: false } });
    const other = await dater(t, { location });
    const res = await swipeOn(me, other.user.id, 'super');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/turned off/);
    expect(await notificationsOf(other, 'want_to_meet')).toHaveLength(0);
    expect((await swipeOn(me, other.user.id, 'right')).statusCode).toBe(200);
  });

  it('a super like on someone who already liked me is a match (no extra want_to_meet)', async () => {
    const [a, b] = await pair();
    await swipeOn(a, b.user.id, 'right');
    const res = await swipeOn(b, a.user.id, 'super');
    expect(res.json().isMatch).toBe(true);
    expect(await notificationsOf(a, 'want_to_meet')).toHaveLength(0);
    expect(await notificationsOf(a, 'new_match')).toHaveLength(1);
  });

  it('counts toward Social Butterfly: the 10th swipe pays 50 once, a refused swipe counts nothing', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const others = await Promise.all(Array.from({ length: 11 }, () => dater(t, { location })));
    const progress = async () => {
      const [row] = await t.database.db
        .select()
        .from(challengeProgress)
        .where(
          and(
            eq(challengeProgress.userId, me.user.id),
            eq(challengeProgress.challengeId, 'social-butterfly'),
          ),
        );
      return row;
    };
    const start = await coinsOf(me);
    expect((await swipeOn(me, others[0]!.user.id, 'left')).statusCode).toBe(200);
    expect((await swipeOn(me, others[0]!.user.id, 'right')).statusCode).toBe(409);
    expect((await progress())?.progress).toBe(1);

    for (const other of others.slice(1, 9)) await swipeOn(me, other.user.id, 'left');
    expect((await progress())?.completedAt).toBeNull();
    expect(await coinsOf(me)).toBe(start);
    expect((await swipeOn(me, others[9]!.user.id, 'left')).statusCode).toBe(200);
    expect(await progress()).toMatchObject({ progress: 10, completedAt: expect.any(Date) });
    expect(await coinsOf(me)).toBe(start + ECONOMY.challengeReward);
    // An 11th swipe the same day pays nothing more.
    expect((await swipeOn(me, others[10]!.user.id, 'right')).statusCode).toBe(200);
    expect(await coinsOf(me)).toBe(start + ECONOMY.challengeReward);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('demo users like back half of all pairs, decided by the pair, through a real match', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const seen = new Map<boolean, TestUser>();
    for (let i = 0; i < 20 && seen.size < 2; i++) {
      const demo = await dater(t, { location, isDemo: true });
      seen.set(demoLikesBack(me.user.id, demo.user.id), demo);
    }
    expect(seen.size).toBe(2);
    const keen = seen.get(true)!;
    const res = await swipeOn(me, keen.user.id, 'right');
    expect(res.json()).toMatchObject({ isMatch: true, match: { userId: keen.user.id } });
    expect(await matchRows(me, keen)).toHaveLength(1);
    expect(await coinsOf(me)).toBe(ACCOUNT.welcomeBonus + ECONOMY.newMatchCoins);

    const shy = seen.get(false)!;
    expect((await swipeOn(me, shy.user.id, 'right')).json().isMatch).toBe(false);
    expect(await matchRows(me, shy)).toHaveLength(0);
    // Real people never like back on their own.
    const [realA, realB] = await pair();
    await t.database.db.update(users).set({ isDemo: false }).where(eq(users.id, realB.user.id));
    expect((await swipeOn(realA, realB.user.id, 'right')).json().isMatch).toBe(false);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });
});
