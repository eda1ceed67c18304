import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, countDistinct, eq, gte, max, min, sql } from 'drizzle-orm';
import { createTestApp, ledgerMismatches, registerUser, type TestApp } from '../../test/helpers';
import { gameResults, matches, petActivities, pets, users } from '../schema';
import { DATING } from '../../../shared/constants';
import { VARIANTS_BY_TYPE } from '../../../shared/catalog/pets';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { DEMO_PEOPLE } from './demo-users-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('demo users seed', () => {
  it('makes at least 60 varied people across several states, each with a pet', async () => {
    const db = t.database.db;
    const [totals] = await db
      .select({
        people: count(),
        states: countDistinct(users.stateCode),
        genders: countDistinct(users.gender),
        youngest: min(users.age),
        oldest: max(users.age),
      })
      .from(users)
      .where(eq(users.isDemo, true));
    expect(totals!.people).toBeGreaterThanOrEqual(60);
    expect(totals!.states).toBeGreaterThanOrEqual(8);
    expect(totals!.genders).toBeGreaterThanOrEqual(3);
    expect(totals!.oldest! - totals!.youngest!).toBeGreaterThanOrEqual(15);
    const byState = await db
      .select({ state: users.stateCode, n: count() })
      .from(users)
      .where(eq(users.isDemo, true))
      .groupBy(users.stateCode);
    const inState = (code: string) => byState.find((r) => r.state === code)?.n ?? 0;
    expect(inState('TX')).toBeGreaterThanOrEqual(15);
    expect(inState('CA')).toBeGreaterThanOrEqual(10);
    expect(inState('NY')).toBeGreaterThanOrEqual(6);

    const [withPets] = await db
      .select({ n: countDistinct(pets.userId), types: countDistinct(pets.type) })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.userId))
      .where(and(eq(users.isDemo, true), eq(pets.isActive, true)));
    expect(withPets!.n).toBe(totals!.people);
    expect(withPets!.types).toBe(6);
  });

  it('gives everyone weeks of care at varied hours, game results and recent activity', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const history = await db
      .select({
        userId: petActivities.userId,
        n: count(),
        first: min(petActivities.createdAt),
        hours: sql<number>`count(distinct extract(hour from ${petActivities.createdAt}))`.mapWith(
          Number,
        ),
      })
      .from(petActivities)
      .groupBy(petActivities.userId);
    expect(history.length).toBeGreaterThanOrEqual(60);
    for (const h of history) {
      expect(now - h.first!.getTime()).toBeGreaterThanOrEqual(13 * DAY_MS);
      expect(h.hours).toBeGreaterThanOrEqual(3);
    }
    const [games] = await db
      .select({ people: countDistinct(gameResults.userId) })
      .from(gameResults);
    expect(games!.people).toBeGreaterThanOrEqual(60);
    const [recent] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.isDemo, true),
          gte(users.lastPetActionAt, new Date(now - DATING.activePetWithinDays * DAY_MS)),
        ),
      );
    expect(recent!.n).toBeGreaterThanOrEqual(60);
  });

  it('keeps coins equal to their transactions, and has demo people matched', async () => {
    expect(await ledgerMismatches(t.database)).toEqual([]);
    const [matched] = await t.database.db.select({ n: count() }).from(matches);
    expect(matched!.n).toBeGreaterThan(0);
  });

  it('runs once: a second run adds nobody', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    await seedDemoUsers(t.app.ctx);
    const afterRun = await t.database.db.select({ n: count() }).from(users);
    expect(afterRun[0]!.n).toBe(before[0]!.n);
  });

  it('gives a new user in Austin a deck with varied hearts and demo people who like back', async () => {
    const newcomer = await registerUser(t.app, {
      location: 'Austin, Texas',
      age: 29,
      gender: 'Female',
      sexualPreference: 'Straight',
    });
    await t.database.db.insert(pets).values({
      userId: newcomer.user.id,
      name: 'Ember',
      type: 'dragon',
      variant: 'fire',
      personality: 'Fierce and Loyal',
      health: 100,
      hunger: 100,
      happiness: 100,
      energy: 100,
      isActive: true,
    });
    const res = await newcomer.inject('GET', '/api/dating/potential-matches');
    const deck = res.json() as { id: string; location: string; compatibility: number }[];
    expect(deck.length).toBeGreaterThanOrEqual(8);
    expect(deck.some((c) => c.location === 'Austin, Texas')).toBe(true);
    expect(new Set(deck.map((c) => c.compatibility)).size).toBeGreaterThanOrEqual(2);

    let matchesFound = 0;
    for (const card of deck) {
      const swipe = await newcomer.inject('POST', '/api/dating/swipe', {
        direction: 'right',
        swipedId: card.id,
      });
      if (swipe.json().isMatch) matchesFound += 1;
    }
    expect(matchesFound).toBeGreaterThan(0);
    expect(matchesFound).toBeLessThan(deck.length);
  });

  it('lets a demo account sign in with the shared password and find people who like them', async () => {
    const [someone] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isDemo, true), eq(users.displayName, 'Maya')));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: someone!.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const [wants, matched] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/dating/wants-to-meet', headers }),
      t.app.inject({ method: 'GET', url: '/api/dating/matches', headers }),
    ]);
    expect(wants.json().length + matched.json().length).toBeGreaterThan(0);
  });
  it('gives each demo person the pet their bio describes: its breed or kind, and its name', async () => {
    // Breed and kind words only: colours and elements ('black', 'fire') also mean other things.
    const BREED_WORDS = new Set(
      'corgi husky german-shepherd persian siamese calico tabby maine-coon parrot canary owl cockatiel goldfish betta clownfish koi'.split(
        ' ',
      ),
    );
    for (const person of DEMO_PEOPLE) {
      if (person.variant)
        expect(VARIANTS_BY_TYPE[person.pet], person.name).toContain(person.variant);
      for (const variant of VARIANTS_BY_TYPE[person.pet].filter((v) => BREED_WORDS.has(v))) {
        const word = new RegExp(`\\b${variant.replace('-', '[ -]')}\\b`, 'i');
        if (word.test(person.bio))
          expect(person.variant, `${person.name}: ${person.bio}`).toBe(variant);
      }
    }
    const stored = await t.database.db
      .select({ name: users.displayName, variant: pets.variant, petName: pets.name })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.userId))
      .where(and(eq(users.isDemo, true), eq(pets.isActive, true)));
    for (const person of DEMO_PEOPLE) {
      const pet = stored.find((p) => p.name === person.name);
      expect(pet, person.name).toBeDefined();
      if (person.variant) expect(pet!.variant, person.name).toBe(person.variant);
      if (person.petName) expect(pet!.petName, person.name).toBe(person.petName);
    }
  });
});
