import { eq } from 'drizzle-orm';
import { pets, users } from '../../db/schema';
import { registerUser, type TestApp, type TestUser } from '../../test/helpers';
import type { Gender, SexualPreference } from '../../../shared/catalog/profile-options';
import { PERSONALITY_BY_TYPE, VARIANTS_BY_TYPE, type PetType } from '../../../shared/catalog/pets';
import { distanceMiles, US_STATES } from '../../../shared/catalog/us-locations';
import type { UpdatePreferencesRequest } from '../../../shared/schemas/update-preferences';

const HOUR_MS = 3_600_000;

/** Catalogue cities with no other city within 15 miles: one per test keeps decks apart. */
const ISOLATED = US_STATES.flatMap((s) =>
  s.cities.map((c) => ({ ...c, label: `${c.name}, ${s.name}` })),
)
  .filter((c, _, all) => all.every((o) => o === c || distanceMiles(c, o) > 15))
  .map((c) => c.label);
let nextCity = 0;
export function isolatedCity(): string {
  const city = ISOLATED[nextCity++ % ISOLATED.length];
  if (!city) throw new Error('no isolated city');
  return city;
}

export interface DaterOptions {
  location: string;
  age?: number;
  gender?: Gender;
  sexualPreference?: SexualPreference;
  displayName?: string;
  prefs?: Partial<UpdatePreferencesRequest>;
  /** The active pet; null for none. Default a level-1 cat. */
  pet?: { type: PetType; level?: number } | null;
  /** Hours since the last care action; null for never. Default 1. */
  lastActiveHoursAgo?: number | null;
  isDemo?: boolean;
}

/** Wide-open test preferences, 5 miles so only the same city counts unless a test says more. */
export const OPEN_PREFS: UpdatePreferencesRequest = {
  ageRange: [18, 65],
  distance: 5,
  petPreference: 'any',
  showOnlyActivePets: true,
  enableSuperLikes: true,
  genderPreference: 'any',
  sexualPreferenceFilter: 'any',
};

/** A registered user with preferences (set through the API), an active pet and recent care. */
export async function dater(t: TestApp, o: DaterOptions): Promise<TestUser> {
  const u = await registerUser(t.app, {
    location: o.location,
    age: o.age ?? 30,
    gender: o.gender ?? 'Female',
    sexualPreference: o.sexualPreference ?? 'Bisexual',
    ...(o.displayName ? { displayName: o.displayName } : {}),
  });
  const res = await u.inject('PUT', '/api/user/preferences', { ...OPEN_PREFS, ...o.prefs });
  if (res.statusCode !== 200) throw new Error(`preferences failed: ${res.body}`);
  const now = t.clock.now();
  if (o.pet !== null) {
    const type = o.pet?.type ?? 'cat';
    await t.database.db.insert(pets).values({
      userId: u.user.id,
      name: `${type} of ${u.user.displayName}`.slice(0, 20),
      type,
      variant: VARIANTS_BY_TYPE[type][0] ?? 'fire',
      personality: PERSONALITY_BY_TYPE[type],
      health: 90,
      hunger: 80,
      happiness: 85,
      energy: 70,
      level: o.pet?.level ?? 1,
      isActive: true,
      statsAt: now,
      createdAt: now,
    });
  }
  const hoursAgo = o.lastActiveHoursAgo === undefined ? 1 : o.lastActiveHoursAgo;
  await t.database.db
    .update(users)
    .set({
      lastPetActionAt: hoursAgo === null ? null : new Date(now.getTime() - hoursAgo * HOUR_MS),
      isDemo: o.isDemo ?? false,
    })
    .where(eq(users.id, u.user.id));
  return u;
}

/** `n` daters (default options) in a city of their own. */
export async function neighbours(t: TestApp, n: number): Promise<TestUser[]> {
  const location = isolatedCity();
  const list: TestUser[] = [];
  for (let i = 0; i < n; i++) list.push(await dater(t, { location }));
  return list;
}

export async function deckIds(u: TestUser): Promise<string[]> {
  const res = await u.inject('GET', '/api/dating/potential-matches');
  if (res.statusCode !== 200) throw new Error(`deck failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }[]).map((c) => c.id);
}

export async function swipeOn(u: TestUser, swipedId: string, direction = 'right') {
  return u.inject('POST', '/api/dating/swipe', { direction, swipedId });
}

/** Two likes that make a match. */
export async function makeMatch(a: TestUser, b: TestUser) {
  await swipeOn(a, b.user.id, 'right');
  const res = await swipeOn(b, a.user.id, 'right');
  if (res.json().isMatch !== true) throw new Error(`no match: ${res.body}`);
}

async function getList<T>(u: TestUser, path: string): Promise<T[]> {
  const res = await u.inject('GET', path);
  if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T[];
}

export const wantsToMeet = (u: TestUser) =>
  getList<{ id: string; superLike: boolean; likedAt: string }>(u, '/api/dating/wants-to-meet');

export const matchList = (u: TestUser) =>
  getList<{ id: string; matchId: string; matchedAt: string; displayName: string }>(
    u,
    '/api/dating/matches',
  );

export async function sendMessage(from: TestUser, to: TestUser) {
  return from.inject('POST', '/api/messages/send', { receiverId: to.user.id, content: 'Hi!' });
}
