import { count, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { gameResults, petActivities, pets, preferences, swipes, users } from '../schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { creditCoins } from '../../domain/ledger';
import { hashPassword } from '../../features/auth/passwords';
import { matchIfMutual } from '../../features/dating/swipes';
import { PET_NAMES } from '../../../shared/catalog/pet-names';
import { PERSONALITY_BY_TYPE, VARIANTS_BY_TYPE } from '../../../shared/catalog/pets';
import { parseLocationLabel } from '../../../shared/catalog/us-locations';
import { ACCOUNT, CARE, CARE_EFFECTS, GAME, type CareAction } from '../../../shared/constants';
import { ARCHETYPES } from './demo-archetypes';
import { DEMO_PEOPLE, type DemoPerson } from './demo-users-data';
import type { Seeder } from './index';

/** Every demo account signs in with this password (docs/rules.md "Dating"). */
export const DEMO_PASSWORD = 'petmatch-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.petmatch.app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ACTIONS: readonly CareAction[] = ['feed', 'play', 'groom', 'train'];
const VERB: Record<CareAction, string> = {
  feed: 'Fed',
  play: 'Played with',
  groom: 'Groomed',
  train: 'Trained',
};
const ACCESSORIES = ['crown', 'bow', 'sunglasses', 'scarf', 'top-hat', 'flower-crown'];

/** A small seeded generator, so every install gets the same demo people. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    weighted: <T>(list: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < list.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return list[i] as T;
      }
      return list[list.length - 1] as T;
    },
  };
}

/** New York hour -> an instant on the given day (New York is UTC-4 or -5; -5 is close enough). */
function atNewYorkHour(day: Date, hour: number, minute: number): Date {
  const d = new Date(day);
  d.setUTCHours(hour + 5, minute, 0, 0);
  return d;
}

function actionResult(action: CareAction, petName: string): string {
  const effect = CARE_EFFECTS[action];
  const coins = effect.coins ? `, +${effect.coins} coins` : '';
  return `${VERB[action]} ${petName}: ${effect.stat} +${effect.amount}${coins}, +${CARE.xpPerAction} XP`;
}

/**
 * At least 60 demo people across the country (many around Austin, in California and New York)
 * with pets, 2-4 weeks of care at their own favourite hours, game results, coins with their
 * transactions, and likes among themselves (some mutual, so some are matched). Runs once: a
 * database that already has demo users is left alone. One transaction, all or nothing.
 */
export const seedDemoUsers: Seeder = async (ctx: AppContext) => {
  const [existing] = await ctx.db.select({ n: count() }).from(users).where(eq(users.isDemo, true));
  if ((existing?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // argon2 is slow: once for everyone
  const now = ctx.clock.now();

  await inTransaction(ctx, async (tx, after) => {
    const made: { id: string; person: DemoPerson }[] = [];
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      const id = await seedPerson(tx, person, index, passwordHash, now);
      made.push({ id, person });
    }
    await seedLikes(tx, after, made, now);
  });
};

async function seedPerson(
  tx: Tx,
  person: DemoPerson,
  index: number,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const rng = random(1000 + index);
  const place = parseLocationLabel(person.location);
  if (!place) throw new Error(`demo location not in the catalogue: ${person.location}`);
  const username = `demo.${person.name.toLowerCase().replace(/[^a-z]+/g, '')}.${index + 1}`;
  const historyDays = rng.int(14, 28);
  const createdAt = new Date(now.getTime() - (historyDays + rng.int(1, 20)) * DAY_MS);

  const [user] = await tx
    .insert(users)
    .values({
      email: `${username}@${DEMO_EMAIL_DOMAIN}`,
      username,
      passwordHash,
      displayName: person.name,
      age: person.age,
      bio: person.bio.slice(0, ACCOUNT.bioMaxLength),
      gender: person.gender,
      sexualPreference: person.sexualPreference,
      stateCode: place.state.code,
      city: place.city.name,
      lat: place.city.lat,
      lng: place.city.lng,
      isDemo: true,
      createdAt,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('demo user insert returned nothing');
  const userId = user.id;

  await tx.insert(preferences).values({
    userId,
    ageMin: Math.max(18, person.age - rng.int(6, 12)),
    ageMax: Math.min(65, person.age + rng.int(6, 14)),
    distance: rng.pick([50, 75, 100, 150]),
    petPreference: 'any',
    showOnlyActivePets: rng.next() < 0.3,
    enableSuperLikes: true,
    genderPreference: person.genderPreference ?? 'any',
    sexualPreferenceFilter: 'any',
    stateCode: place.state.code,
    city: place.city.name,
    updatedAt: createdAt,
  });
  await creditCoins(tx, userId, ACCOUNT.welcomeBonus, 'Welcome bonus', createdAt);

  // Care history: 2-6 actions a day at the person's favourite hours, in their favourite mix.
  const style = ARCHETYPES[person.style];
  // Picked even when the bio fixes them, so every later draw stays as it was.
  const pickedName = rng.pick(PET_NAMES[person.pet]);
  const petName = person.petName ?? pickedName;
  const activities: { action: CareAction; at: Date }[] = [];
  for (let day = historyDays; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY_MS);
    const perDay = rng.int(2, 6);
    for (let i = 0; i < perDay; i++) {
      const at = atNewYorkHour(date, rng.pick(style.hours), rng.int(0, 59));
      if (at.getTime() >= now.getTime()) continue;
      activities.push({ action: rng.weighted(ACTIONS, style.care), at });
    }
  }
  activities.sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = activities[activities.length - 1]?.at ?? createdAt;

  const level = rng.int(1, 4) + Math.floor((activities.length * CARE.xpPerAction) / 100);
  const pickedVariant = rng.pick(VARIANTS_BY_TYPE[person.pet]);
  const [pet] = await tx
    .insert(pets)
    .values({
      userId,
      name: petName,
      type: person.pet,
      variant: person.variant ?? pickedVariant,
      rarity: rng.weighted(['common', 'uncommon', 'rare', 'epic'], [6, 3, 2, 1]),
      personality: PERSONALITY_BY_TYPE[person.pet],
      health: rng.int(70, 100),
      hunger: rng.int(55, 95),
      happiness: rng.int(55, 98),
      energy: rng.int(35, 95),
      level,
      experience: rng.int(0, 98),
      isActive: true,
      statsAt: last,
      accessories: rng.next() < 0.4 ? [rng.pick(ACCESSORIES)] : [],
      createdAt,
    })
    .returning({ id: pets.id });
  if (!pet) throw new Error('demo pet insert returned nothing');
  if (activities.length > 0) {
    await tx.insert(petActivities).values(
      activities.map((a) => ({
        petId: pet.id,
        userId,
        action: a.action,
        result: actionResult(a.action, petName),
        createdAt: a.at,
      })),
    );
  }

  // Emoji games at the same hours, with the archetype's speed and accuracy.
  const games = Math.max(1, Math.round((style.games.perWeek * historyDays) / 7));
  const results = Array.from({ length: games }, () => {
    const moves = rng.int(...style.games.moves);
    const day = new Date(now.getTime() - rng.int(0, historyDays) * DAY_MS);
    const at = atNewYorkHour(day, rng.pick(style.hours), rng.int(0, 59));
    return {
      userId,
      petId: pet.id,
      won: true,
      moves,
      timeElapsed: rng.int(...style.games.seconds),
      perfect: moves <= GAME.perfectMaxMoves,
      createdAt: at.getTime() < now.getTime() ? at : new Date(now.getTime() - HOUR_MS),
    };
  });
  await tx.insert(gameResults).values(results);

  const careCoins = activities.reduce((sum, a) => sum + CARE_EFFECTS[a.action].coins, 0);
  if (careCoins > 0) await creditCoins(tx, userId, careCoins, 'Pet care rewards', last);
  for (let l = 1; l < level; l++) {
    const at = new Date(createdAt.getTime() + (l / level) * (last.getTime() - createdAt.getTime()));
    await creditCoins(tx, userId, CARE.levelUpCoins, 'Pet level up', at);
  }
  await tx
    .update(users)
    .set({ lastPetActionAt: last, gameWins: results.length })
    .where(eq(users.id, userId));
  return userId;
}

/** Demo people like a few others nearby; a like that meets a like becomes a real match. */
async function seedLikes(
  tx: Tx,
  after: Parameters<typeof matchIfMutual>[1],
  made: { id: string; person: DemoPerson }[],
  now: Date,
) {
  const rng = random(42);
  const state = (p: DemoPerson) => p.location.split(', ')[1];
  for (const [i, me] of made.entries()) {
    const nearby = made.filter(
      (o) =>
        o.id !== me.id &&
        state(o.person) === state(me.person) &&
        fits(me.person, o.person) &&
        fits(o.person, me.person),
    );
    const likes = Math.min(nearby.length, rng.int(1, 4));
    for (let k = 0; k < likes; k++) {
      const other = nearby.splice(rng.int(0, nearby.length - 1), 1)[0];
      if (!other) break;
      const at = new Date(now.getTime() - rng.int(2, 72) * HOUR_MS - i * 60_000);
      const inserted = await tx
        .insert(swipes)
        .values({
          swiperId: me.id,
          swipedId: other.id,
          direction: rng.next() < 0.15 ? 'super' : 'right',
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: swipes.swiperId });
      if (inserted.length === 0) continue;
      await matchIfMutual(
        tx,
        after,
        { id: me.id, displayName: me.person.name },
        { id: other.id, displayName: other.person.name },
        at,
      );
    }
  }
}

function fits(viewer: DemoPerson, other: DemoPerson): boolean {
  const wanted = viewer.genderPreference ?? 'any';
  return wanted === 'any' || wanted === other.gender;
}
