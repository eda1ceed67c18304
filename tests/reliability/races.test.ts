/**
 * Races: the same request sent several times at once, each race repeated RACE_REPS times (50 by
 * default) with a fresh user. Invariants: no negative balance, coins == earned - spent for every
 * user, one match per pair, at most 5 photos (the main one never a deleted one), energy never
 * below 0, a heart on a message whose sender is leaving answered 200, 403 or 404 (never 500). On PostgreSQL (npm run test:pg) the requests really run in parallel transactions.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARE, ECONOMY, PHOTOS } from '../../src/shared/constants';
import {
  matches,
  notifications,
  pets,
  profileImages,
  transactions,
  userItems,
  users,
} from '../../src/server/db/schema';
import { ledgerMismatches, useTestApp } from '../../src/server/test/helpers';
import { uploadImage } from '../security/image-upload';
import { activePetId, quickUser } from '../security/quick-user';

const t = useTestApp({ timeout: 120_000 });

const REPS = Number(process.env.RACE_REPS ?? 50);
const LONG = 600_000;
const figures: Record<string, number> = {};

async function coinsOf(userId: string) {
  const [row] = await t.database.db
    .select({ coins: users.coins })
    .from(users)
    .where(eq(users.id, userId));
  return row?.coins;
}

/** `n` photo rows of the user, oldest first (rows only, no files), answering their ids. */
function seedPhotoRows(userId: string, n: number) {
  return t.database.db
    .insert(profileImages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        storageKey: `photos/seeded-${userId}-${i}.webp`,
        thumbnailKey: `photos/seeded-${userId}-${i}-thumb.webp`,
        mimeType: 'image/webp',
        width: 10,
        height: 10,
        createdAt: new Date(t.clock.now().getTime() - 10_000 + i),
      })),
    )
    .returning({ id: profileImages.id });
}

function count(statuses: number[], status: number) {
  return statuses.filter((s) => s === status).length;
}

describe('races', () => {
  it(
    `never overspends on concurrent purchases (${REPS} rounds of 5)`,
    async () => {
      // 100 coins, items at 40: two can be bought, whatever the interleaving.
      const price = 40;
      for (let rep = 0; rep < REPS; rep += 1) {
        const u = await quickUser(t, { pet: 'cat' });
        const statuses = (
          await Promise.all(
            Array.from({ length: 5 }, () =>
              u.inject('POST', '/api/shop/purchase', { itemId: 'food-royal-feast' }),
            ),
          )
        ).map((r) => r.statusCode);
        expect(count(statuses, 200), `round ${rep}: ${statuses.join(',')}`).toBe(2);
        expect(statuses.every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
        expect(await coinsOf(u.user.id)).toBe(100 - 2 * price);
        const [line] = await t.database.db
          .select()
          .from(userItems)
          .where(eq(userItems.userId, u.user.id));
        expect(line?.quantity).toBe(2);
      }
      figures.purchases = REPS;
      expect(await ledgerMismatches(t.database)).toEqual([]);
    },
    LONG,
  );

  it(
    `adopts once when three adoptions race for one price (${REPS} rounds)`,
    async () => {
      const probe = await quickUser(t, { pet: 'cat' });
      const [template] = (await probe.inject('GET', '/api/pets/adoptable')).json() as {
        type: string;
        variant: string;
      }[];
      expect(template).toBeDefined();
      for (let rep = 0; rep < REPS; rep += 1) {
        // One pet already, so each adoption costs 2,000; the balance covers exactly one.
        const u = await quickUser(t, { pet: 'cat', extraCoins: ECONOMY.adoptionCost });
        const statuses = (
          await Promise.all(
            Array.from({ length: 3 }, (_, i) =>
              u.inject('POST', '/api/pets/adopt', {
                type: template?.type,
                variant: template?.variant,
                name: `Racer ${i}`,
              }),
            ),
          )
        ).map((r) => r.statusCode);
        expect(count(statuses, 200), `round ${rep}: ${statuses.join(',')}`).toBe(1);
        const owned = await t.database.db.select().from(pets).where(eq(pets.userId, u.user.id));
        expect(owned).toHaveLength(2);
        expect(await coinsOf(u.user.id)).toBe(100);
      }
      figures.adoptions = REPS;
      expect(await ledgerMismatches(t.database)).toEqual([]);
    },
    LONG,
  );

  it(
    `makes exactly one match when two people like each other at once (${REPS} rounds)`,
    async () => {
      for (let rep = 0; rep < REPS; rep += 1) {
        const [a, b] = await Promise.all([
          quickUser(t, { pet: 'cat' }),
          quickUser(t, { pet: 'dog' }),
        ]);
        const responses = await Promise.all([
          a.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: b.user.id }),
          b.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: a.user.id }),
          a.inject('POST', '/api/dating/swipe', { direction: 'super', swipedId: b.user.id }),
        ]);
        const statuses = responses.map((r) => r.statusCode);
        expect(
          statuses.every((s) => s === 200 || s === 409),
          statuses.join(','),
        ).toBe(true);
        const pair = await t.database.db
          .select()
          .from(matches)
          .where(
            sql`(${matches.userA} = ${a.user.id} and ${matches.userB} = ${b.user.id}) or
              (${matches.userA} = ${b.user.id} and ${matches.userB} = ${a.user.id})`,
          );
        expect(pair, `round ${rep}`).toHaveLength(1);
        for (const u of [a, b]) {
          const paid = await t.database.db
            .select()
            .from(transactions)
            .where(
              and(eq(transactions.userId, u.user.id), eq(transactions.description, 'New match')),
            );
          expect(paid).toHaveLength(1);
          expect(await coinsOf(u.user.id)).toBe(100 + ECONOMY.newMatchCoins);
          const told = await t.database.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, u.user.id), eq(notifications.type, 'new_match')));
          expect(told).toHaveLength(1);
        }
      }
      figures.matches = REPS;
      expect(await ledgerMismatches(t.database)).toEqual([]);
    },
    LONG,
  );

  it(
    `keeps at most ${PHOTOS.maxPerUser} photos when uploads race at the limit (${REPS} rounds)`,
    async () => {
      for (let rep = 0; rep < REPS; rep += 1) {
        const u = await quickUser(t);
        // Four photos already (rows only: the count is what the limit reads).
        await seedPhotoRows(u.user.id, PHOTOS.maxPerUser - 1);
        const statuses = (await Promise.all([1, 2, 3].map(() => uploadImage(t, u)))).map(
          (r) => r.statusCode,
        );
        expect(count(statuses, 200), `round ${rep}: ${statuses.join(',')}`).toBe(1);
        expect(count(statuses, 409)).toBe(2);
        const rows = await t.database.db
          .select()
          .from(profileImages)
          .where(eq(profileImages.userId, u.user.id));
        expect(rows).toHaveLength(PHOTOS.maxPerUser);
      }
      figures.uploads = REPS;
    },
    LONG,
  );

  it(
    `never leaves a deleted photo as the main one when it is chosen as it goes (${REPS} rounds)`,
    async () => {
      for (let rep = 0; rep < REPS; rep += 1) {
        const u = await quickUser(t);
        const [first, second] = await seedPhotoRows(u.user.id, 2);
        const [chosen, deleted] = await Promise.all([
          u.inject('PUT', '/api/profile/images/main', { imageId: second!.id }),
          u.inject('DELETE', `/api/profile/images/${second!.id}`),
        ]);
        expect(deleted.statusCode, deleted.body).toBe(200);
        // Chosen before the delete (then replaced by the photo left) or after it (not found).
        expect([200, 404], chosen.body).toContain(chosen.statusCode);
        const [row] = await t.database.db
          .select({ main: users.mainImageId })
          .from(users)
          .where(eq(users.id, u.user.id));
        expect(row?.main, `round ${rep}: ${chosen.statusCode}`).toBe(first!.id);
      }
      figures.mainPhotoChoices = REPS;
    },
    LONG,
  );

  it(
    `never takes energy below 0 when care actions race at the limit (${REPS} rounds)`,
    async () => {
      for (let rep = 0; rep < REPS; rep += 1) {
        // Energy for exactly two actions.
        const u = await quickUser(t, { pet: 'dog', petStats: { energy: 2 * CARE.energyCost } });
        const pet = await activePetId(t, u.user.id);
        const statuses = (
          await Promise.all(
            Array.from({ length: 4 }, () =>
              u.inject('POST', `/api/pets/${pet}/action`, { action: 'train' }),
            ),
          )
        ).map((r) => r.statusCode);
        expect(count(statuses, 200), `round ${rep}: ${statuses.join(',')}`).toBe(2);
        expect(count(statuses, 400)).toBe(2);
        const [row] = await t.database.db.select().from(pets).where(eq(pets.id, pet));
        expect(row?.energy).toBe(0);
        expect(row?.experience).toBe(2 * CARE.xpPerAction);
      }
      figures.careActions = REPS;
    },
    LONG,
  );

  it(
    `applies every one of many simultaneous care actions on one pet exactly once (${REPS} rounds)`,
    async () => {
      // Actions read the pet without a lock and write only if it is unchanged; the losers of each
      // round read again and recompute, so none is refused and none is lost (care-action.ts).
      const actions = 6;
      for (let rep = 0; rep < REPS; rep += 1) {
        const u = await quickUser(t, { pet: 'dog', petStats: { energy: 100, happiness: 10 } });
        const pet = await activePetId(t, u.user.id);
        const statuses = (
          await Promise.all(
            Array.from({ length: actions }, () =>
              u.inject('POST', `/api/pets/${pet}/action`, { action: 'play' }),
            ),
          )
        ).map((r) => r.statusCode);
        expect(count(statuses, 200), `round ${rep}: ${statuses.join(',')}`).toBe(actions);
        const [row] = await t.database.db.select().from(pets).where(eq(pets.id, pet));
        expect(row?.energy).toBe(100 - actions * CARE.energyCost);
        expect(row?.happiness).toBe(10 + actions * 10);
        expect(row?.experience).toBe(actions * CARE.xpPerAction);
        const plays = await t.database.db
          .select()
          .from(transactions)
          .where(
            and(eq(transactions.userId, u.user.id), eq(transactions.description, 'Pet care: play')),
          );
        expect(plays).toHaveLength(actions);
      }
      figures.careActionsAtOnce = REPS;
    },
    LONG,
  );

  it(
    `answers a heart put on as the message's sender leaves with a 4xx, never a 500 (${REPS} rounds)`,
    async () => {
      const seen = new Set<number>();
      for (let rep = 0; rep < REPS; rep += 1) {
        const [a, b] = await Promise.all([
          quickUser(t, { pet: 'cat' }),
          quickUser(t, { pet: 'dog' }),
        ]);
        await a.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: b.user.id });
        await b.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: a.user.id });
        const sent = await a.inject('POST', '/api/messages/send', {
          receiverId: b.user.id,
          content: 'Heart me if you can',
        });
        expect(sent.statusCode, sent.body).toBe(200);
        // The account's row goes, and its messages and match with it (cascades), a little later
        // each round so that it lands before, during and after the heart's transaction.
        const [hearted] = await Promise.all([
          b.inject('PUT', `/api/messages/${sent.json().id}/heart`, { hearted: true }),
          new Promise((resolve) => setTimeout(resolve, (rep % 10) * 0.5)).then(() =>
            t.database.db.delete(users).where(eq(users.id, a.user.id)),
          ),
        ]);
        // Before the delete, or after it (the match gone: 403; the message gone: 404).
        expect([200, 403, 404], `round ${rep}: ${hearted.body}`).toContain(hearted.statusCode);
        seen.add(hearted.statusCode);
      }
      figures.heartsAsSenderLeaves = REPS;
      console.log(`[reliability] hearts as the sender leaves: ${[...seen].sort().join(', ')}`);
    },
    LONG,
  );

  it('holds every invariant over all the races', async () => {
    const db = t.database.db;
    expect(await ledgerMismatches(t.database)).toEqual([]);
    const [money] = (await db.execute(sql`select min(coins)::int as lowest from users`)).rows as {
      lowest: number;
    }[];
    expect(money?.lowest).toBeGreaterThanOrEqual(0);
    const [stats] = (
      await db.execute(
        sql`select min(least(energy, hunger, happiness, health))::int as lowest from pets`,
      )
    ).rows as { lowest: number }[];
    expect(stats?.lowest).toBeGreaterThanOrEqual(0);
    const pairs = (
      await db.execute(sql`
        select least(user_a, user_b) as a, greatest(user_a, user_b) as b, count(*)::int as n
        from matches group by 1, 2 having count(*) > 1`)
    ).rows;
    expect(pairs).toEqual([]);
    const crowded = (
      await db.execute(sql`
        select user_id, count(*)::int as n from profile_images
        group by user_id having count(*) > ${PHOTOS.maxPerUser}`)
    ).rows;
    expect(crowded).toEqual([]);
    const total = Object.values(figures).reduce((a, b) => a + b, 0);
    console.log(
      `[reliability] races: ${total} rounds (${Object.entries(figures)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}) on ${t.database.kind}`,
    );
  });
});
