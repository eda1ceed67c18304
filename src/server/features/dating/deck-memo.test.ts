import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pets, users } from '../../db/schema';
import { type TestUser, useTestApp } from '../../test/helpers';
import { DATING, DATING_QUERY, MOOD } from '../../../shared/constants';
import type { DeckCard } from '../../../shared/schemas/dating';
import { dater, deckIds, isolatedCity, OPEN_PREFS, swipeOn } from './test-fixtures';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const t = useTestApp();

/** A viewer with more people in their city than one deck holds. */
async function crowd(): Promise<{ me: TestUser; others: TestUser[] }> {
  const location = isolatedCity();
  const me = await dater(t, { location });
  const others: TestUser[] = [];
  for (let i = 0; i < DATING.deckSize + 10; i++) others.push(await dater(t, { location }));
  return { me, others };
}

async function deck(u: TestUser): Promise<DeckCard[]> {
  const res = await u.inject('GET', '/api/dating/potential-matches');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The search, then a next deck checked in SQL: the instance now keeps that deck. */
async function keptDeckOf(me: TestUser): Promise<string[]> {
  await deckIds(me);
  const checked = await deckIds(me);
  expect(checked).toHaveLength(DATING.deckSize);
  return checked;
}

function byId(others: TestUser[], id: string): TestUser {
  return others.find((o) => o.user.id === id)!;
}

describe('a kept deck (repeat loads answered without the database)', () => {
  it('answers a repeat load with the same deck; a write made outside the app shows within 30 s', async () => {
    const { me } = await crowd();
    const checked = await keptDeckOf(me);
    // Moved 5 degrees north by hand in SQL: no request of theirs, so nothing tells the instance.
    const [movedAway] = checked;
    await t.database.db
      .update(users)
      .set({ lat: sql`${users.lat} + 5` })
      .where(eq(users.id, movedAway!));

    expect(await deckIds(me)).toEqual(checked);
    t.clock.advanceMs(DATING_QUERY.servedDeckMaxAgeMs);
    const rechecked = await deckIds(me);
    expect(rechecked).not.toContain(movedAway);
    expect(rechecked).toEqual(expect.arrayContaining(checked.slice(1)));
  });

  it('drops at once whoever I swiped, who blocked me, or whose preferences no longer fit me', async () => {
    const { me, others } = await crowd();
    const checked = await keptDeckOf(me);
    const [swiped, blocker, picky] = checked;
    expect((await swipeOn(me, swiped!, 'left')).statusCode).toBe(200);
    const blocked = await byId(others, blocker!).inject(
      'POST',
      `/api/users/${me.user.id}/block`,
      {},
    );
    expect(blocked.statusCode).toBe(200);
    const refit = await byId(others, picky!).inject('PUT', '/api/user/preferences', {
      ...OPEN_PREFS,
      genderPreference: 'Male', // I am a woman
    });
    expect(refit.statusCode).toBe(200);

    const next = await deckIds(me);
    expect(next).toHaveLength(DATING.deckSize);
    for (const gone of [swiped, blocker, picky]) expect(next).not.toContain(gone);
  });

  it('shows at once a pet its owner renamed', async () => {
    const { me, others } = await crowd();
    const checked = await keptDeckOf(me);
    const owner = byId(others, checked[0]!);
    const [pet] = (await owner.inject('GET', '/api/pets')).json<{ id: string }[]>();
    const renamed = await owner.inject('POST', `/api/pets/${pet!.id}/customize`, {
      name: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);

    const card = (await deck(me)).find((c) => c.id === owner.user.id);
    expect(card?.pet?.name).toBe('Renamed');
  });

  it('gives a pet’s mood as of now: a kept deck ends at a shown pet’s next stats hour', async () => {
    const { me } = await crowd();
    const [first] = await deckIds(me);
    // One hour's decay from sad: happiness drops to just below the line in 10 seconds' time.
    const now = t.clock.now().getTime();
    await t.database.db
      .update(pets)
      .set({ happiness: MOOD.happyAtHappiness, statsAt: new Date(now - HOUR_MS + 10_000) })
      .where(eq(pets.userId, first!));
    const moodOf = async () => (await deck(me)).find((c) => c.id === first)?.pet?.mood;

    expect(await moodOf()).toBe('happy'); // checked in SQL, then kept
    expect(await moodOf()).toBe('happy');
    t.clock.advanceMs(15_000);
    expect(await moodOf()).toBe('sad');
  });

  it('ends when someone on it stops counting as caring lately', async () => {
    const { me } = await crowd();
    const [first] = await deckIds(me);
    // My preferences show only people who cared in the last 7 days; theirs lapses in 10 s.
    const now = t.clock.now().getTime();
    await t.database.db
      .update(users)
      .set({ lastPetActionAt: new Date(now - 7 * DAY_MS + 10_000) })
      .where(eq(users.id, first!));

    expect(await deckIds(me)).toContain(first); // checked in SQL, then kept
    expect(await deckIds(me)).toContain(first);
    t.clock.advanceMs(15_000);
    expect(await deckIds(me)).not.toContain(first);
  });

  it('counts each load by how it was served (deck_loads_total): search, queue or kept', async () => {
    const served = async () => {
      const { values } = await t.app.metrics.deckLoads.get();
      const count = (how: string) => values.find((v) => v.labels.served === how)?.value ?? 0;
      return { search: count('search'), queue: count('queue'), kept: count('kept') };
    };
    const { me } = await crowd();
    const before = await served();
    const [first] = await deckIds(me); // search
    await deckIds(me); // queue, re-checked in SQL, then kept
    await deckIds(me); // kept
    expect((await swipeOn(me, first!, 'left')).statusCode).toBe(200);
    await deckIds(me); // my swipe ends the kept deck: queue

    const after = await served();
    expect({
      search: after.search - before.search,
      queue: after.queue - before.queue,
      kept: after.kept - before.kept,
    }).toEqual({ search: 1, queue: 2, kept: 1 });
  });
});
