import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../test/helpers';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { eq } from 'drizzle-orm';
import { blocks, preferences, users } from '../../db/schema';
import { newQueue, queuedId, queueLength, withoutIndexes } from './deck-queue';
import { dater, deckIds, isolatedCity, OPEN_PREFS, swipeOn } from './test-fixtures';

const t = useTestApp();

/** A viewer in a fresh city with more people than one deck holds, so their deck is queued. */
async function crowd(extra = 10): Promise<{ me: TestUser; others: TestUser[]; city: string }> {
  const city = isolatedCity();
  const me = await dater(t, { location: city });
  const others: TestUser[] = [];
  for (let i = 0; i < DATING.deckSize + extra; i++) others.push(await dater(t, { location: city }));
  return { me, others, city };
}

describe('the deck queue (a large pool is searched once, then served)', () => {
  it('shows someone who joined after the search only once the queue is searched again', async () => {
    const { me, city } = await crowd();
    expect(await deckIds(me)).toHaveLength(DATING.deckSize);
    const newcomer = await dater(t, { location: city });

    // Swiping away whole decks: the newcomer is not in my queue yet.
    const seen: string[] = [];
    for (let round = 0; round < 2; round++) {
      const deck = await deckIds(me);
      seen.push(...deck);
      for (const id of deck.slice(0, 10)) await swipeOn(me, id, 'left');
    }
    expect(seen).not.toContain(newcomer.user.id);

    t.clock.advanceMs(DATING_QUERY.queueTtlMs + 1_000);
    const later: string[] = [];
    for (let round = 0; round < 3 && !later.includes(newcomer.user.id); round++) {
      const deck = await deckIds(me);
      later.push(...deck);
      for (const id of deck) await swipeOn(me, id, 'left');
    }
    expect(later).toContain(newcomer.user.id);
  });

  it('drops people I swiped, blocked or who blocked me since the search, at once', async () => {
    const { me } = await crowd();
    const first = await deckIds(me);
    const [passed, liked, iBlock, blocksMe] = first;
    await swipeOn(me, passed!, 'left');
    await swipeOn(me, liked!, 'right');
    await t.database.db.insert(blocks).values([
      { blockerId: me.user.id, blockedId: iBlock! },
      { blockerId: blocksMe!, blockedId: me.user.id },
    ]);
    const next = await deckIds(me);
    expect(next).toHaveLength(DATING.deckSize);
    for (const gone of [passed, liked, iBlock, blocksMe]) expect(next).not.toContain(gone);
  });

  it('drops someone whose preferences no longer fit me, and follows my new preferences at once', async () => {
    const { me, others } = await crowd();
    const first = await deckIds(me);
    const picky = others.find((o) => o.user.id === first[0])!;
    // They now only want men; I am a woman.
    const res = await picky.inject('PUT', '/api/user/preferences', {
      ...OPEN_PREFS,
      genderPreference: 'Male',
    });
    expect(res.statusCode).toBe(200);
    expect(await deckIds(me)).not.toContain(picky.user.id);

    // My own preferences change: a new search, with nobody who fails them.
    const older = others[0]!;
    await me.inject('PUT', '/api/user/preferences', { ...OPEN_PREFS, ageRange: [40, 65] });
    expect(await deckIds(me)).not.toContain(older.user.id); // everyone in the crowd is 30
  });

  it('re-checks every filter when serving, for a viewer on the default preferences too', async () => {
    const { me, others } = await crowd();
    // Never saved preferences: the defaults apply (ages 18-35, 50 miles, recent care only).
    await t.database.db.delete(preferences).where(eq(preferences.userId, me.user.id));
    const first = await deckIds(me); // searched again: my filters changed
    expect(first).toHaveLength(DATING.deckSize);
    const byId = (id: string) => others.find((o) => o.user.id === id)!;
    const [older, wantsMen, wantsDragons, movedAway, idle] = first.map(byId);
    const now = t.clock.now();
    await t.database.db.update(users).set({ age: 40 }).where(eq(users.id, older!.user.id));
    await wantsMen!.inject('PUT', '/api/user/preferences', {
      ...OPEN_PREFS,
      genderPreference: 'Male',
    });
    await wantsDragons!.inject('PUT', '/api/user/preferences', {
      ...OPEN_PREFS,
      petPreference: 'dragon',
    });
    const [away] = await t.database.db
      .select({ lat: users.lat })
      .from(users)
      .where(eq(users.id, movedAway!.user.id));
    await t.database.db
      .update(users)
      .set({ lat: away!.lat! + 5 })
      .where(eq(users.id, movedAway!.user.id));
    await t.database.db
      .update(users)
      .set({ lastPetActionAt: new Date(now.getTime() - 8 * 86_400_000) })
      .where(eq(users.id, idle!.user.id));

    const next = await deckIds(me); // served from the queue, every filter checked again
    expect(next).toHaveLength(DATING.deckSize);
    for (const gone of [older, wantsMen, wantsDragons, movedAway, idle]) {
      expect(next).not.toContain(gone!.user.id);
    }
    expect(next).toEqual(expect.arrayContaining(first.slice(5)));
  });

  it('serves a short deck from a search that found everyone, searching again 30 s later', async () => {
    const city = isolatedCity();
    const me = await dater(t, { location: city });
    const few: TestUser[] = [];
    for (let i = 0; i < 3; i++) few.push(await dater(t, { location: city }));
    expect(await deckIds(me)).toHaveLength(3);
    const newcomer = await dater(t, { location: city });

    // The search found all three, so the next loads re-check them instead of searching again.
    await swipeOn(me, few[0]!.user.id, 'left');
    expect(await deckIds(me)).toEqual(expect.not.arrayContaining([newcomer.user.id]));
    expect(await deckIds(me)).toHaveLength(2);
    for (const other of few.slice(1)) await swipeOn(me, other.user.id, 'left');
    expect(await deckIds(me)).toEqual([]);

    t.clock.advanceMs(DATING_QUERY.shortQueueTtlMs + 1_000);
    expect(await deckIds(me)).toEqual([newcomer.user.id]);
  });

  it('searches again at once when I care for my pet, so people who want active pets appear', async () => {
    // Two new people in one city (the report from Fargo): I never cared for my pet, and she
    // asks for active pets only, the default, so the search cannot find her for me.
    const city = isolatedCity();
    const me = await dater(t, { location: city, lastActiveHoursAgo: null });
    const her = await dater(t, { location: city });
    expect(await deckIds(me)).toEqual([]);

    const [pet] = (await me.inject('GET', '/api/pets')).json() as { id: string }[];
    const fed = await me.inject('POST', `/api/pets/${pet!.id}/action`, { action: 'feed' });
    expect(fed.statusCode).toBe(200);
    // Within the 30 s a complete empty queue is kept for, and without any time passing.
    expect(await deckIds(me)).toEqual([her.user.id]);
  });

  it('leaves out everyone I swiped when it searches again (the search reads my swipes once)', async () => {
    const { me, others } = await crowd();
    const first = await deckIds(me);
    const swiped = first.slice(0, 15);
    for (const [i, id] of swiped.entries()) await swipeOn(me, id, i % 3 === 0 ? 'right' : 'left');

    t.clock.advanceMs(DATING_QUERY.queueTtlMs + 1_000);
    const unswiped = others.map((o) => o.user.id).filter((id) => !swiped.includes(id));
    expect(new Set(await deckIds(me))).toEqual(new Set(unswiped));
  });

  it('puts a super like sent after the search at the front of the next deck', async () => {
    const { me, city } = await crowd();
    await deckIds(me);
    const admirer = await dater(t, { location: city });
    expect((await swipeOn(admirer, me.user.id, 'super')).statusCode).toBe(200);
    const deck = (await me.inject('GET', '/api/dating/potential-matches')).json() as {
      id: string;
      superLikedYou: boolean;
    }[];
    expect(deck[0]).toMatchObject({ id: admirer.user.id, superLikedYou: true });
  });
});

describe('the compact queue', () => {
  it('keeps ids, order and hearts through encoding, and drops by position', () => {
    const people = Array.from({ length: 5 }, (_, i) => ({ id: randomUUID(), hearts: (i % 5) + 1 }));
    const queue = newQueue(people, 1, 'sig', false);
    expect(queueLength(queue)).toBe(5);
    expect(people.map((_, i) => queuedId(queue, i))).toEqual(people.map((p) => p.id));
    const kept = withoutIndexes(queue, new Set([0, 3]));
    expect([0, 1, 2].map((i) => queuedId(kept, i))).toEqual(
      [people[1], people[2], people[4]].map((p) => p!.id),
    );
    expect([...kept.hearts]).toEqual([2, 3, 5]);
  });
});
