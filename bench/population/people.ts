import { randomUUID } from 'node:crypto';
import { PERSONALITY_BY_TYPE, PET_TYPES, VARIANTS_BY_TYPE } from '../../src/shared/catalog/pets';
import { GENDERS, SEXUAL_PREFERENCES } from '../../src/shared/catalog/profile-options';
import { US_STATES } from '../../src/shared/catalog/us-locations';
import { DAY_MS, rng, type Draw } from './rows';

const CITIES = US_STATES.flatMap((s) => s.cities.map((c) => ({ state: s.code, ...c })));

export interface People {
  /** Users in generation order: neighbours in this list mostly share a city. */
  userIds: string[];
  /** Each user's active pet, by the same index. */
  petIds: string[];
  /** Each user's last care action (null for one in five), by the same index. */
  lastAction: (Date | null)[];
}

/**
 * The people: `n` users spread evenly over every state's bundled cities in generation order,
 * their photos, preferences and pets (an active one each, an inactive second for every fifth).
 */
export async function insertPeople(draw: Draw, n: number, seed: number): Promise<People> {
  const { rand, pick, ago, ins, log } = draw;
  const userIds = Array.from({ length: n }, () => randomUUID());
  const petIds = Array.from({ length: n }, () => randomUUID());
  const userCity = Array.from(
    { length: n },
    (_, i) => CITIES[Math.floor((i * CITIES.length) / n)]!,
  );
  const petType = Array.from({ length: n }, () => pick(PET_TYPES));
  const lastAction = Array.from({ length: n }, () => (rand() < 0.8 ? ago(10) : null));

  log(`users (${n})`);
  await ins.insert(
    'users',
    [
      'id',
      'email',
      'username',
      'password_hash',
      'display_name',
      'age',
      'bio',
      'gender',
      'sexual_preference',
      'state_code',
      'city',
      'lat',
      'lng',
      'coins',
      'game_wins',
      'last_pet_action_at',
      'created_at',
    ],
    n,
    (i) => {
      const c = userCity[i]!;
      return [
        userIds[i],
        `bench${i}@example.test`,
        `bench_${i}`,
        'not-a-real-hash',
        `Bench ${i}`,
        18 + Math.floor(rand() * 47),
        'Here for the pets.',
        pick(GENDERS),
        pick(SEXUAL_PREFERENCES),
        c.state,
        c.name,
        c.lat,
        c.lng,
        0,
        Math.floor(rand() * 20),
        lastAction[i],
        ago(365),
      ];
    },
  );

  await insertPhotos(draw, userIds, seed);

  log('preferences');
  await ins.insert(
    'preferences',
    [
      'user_id',
      'age_min',
      'age_max',
      'distance',
      'pet_preference',
      'show_only_active_pets',
      'enable_super_likes',
      'gender_preference',
      'sexual_preference_filter',
      'state_code',
      'city',
    ],
    n,
    (i) => {
      const min = 18 + Math.floor(rand() * 12);
      return [
        userIds[i],
        min,
        Math.min(65, min + 20 + Math.floor(rand() * 30)),
        [50, 100, 200, 200][Math.floor(rand() * 4)],
        rand() < 0.85 ? 'any' : pick(PET_TYPES),
        rand() < 0.1,
        true,
        rand() < 0.8 ? 'any' : pick(GENDERS),
        rand() < 0.85 ? 'any' : pick(SEXUAL_PREFERENCES),
        userCity[i]!.state,
        userCity[i]!.name,
      ];
    },
  );

  log('pets');
  const petColumns = [
    'id',
    'user_id',
    'name',
    'type',
    'variant',
    'personality',
    'health',
    'hunger',
    'happiness',
    'energy',
    'level',
    'experience',
    'is_active',
    'stats_at',
    'created_at',
  ];
  const petRow = (id: string, i: number, active: boolean) => {
    const type = active ? petType[i]! : pick(PET_TYPES);
    return [
      id,
      userIds[i],
      `Pet${i}`,
      type,
      pick(VARIANTS_BY_TYPE[type]),
      PERSONALITY_BY_TYPE[type],
      50 + Math.floor(rand() * 50),
      30 + Math.floor(rand() * 40),
      50 + Math.floor(rand() * 50),
      100,
      1 + Math.floor(rand() * 10),
      Math.floor(rand() * 50),
      active,
      draw.now,
      ago(365),
    ];
  };
  await ins.insert('pets', petColumns, n, (i) => petRow(petIds[i]!, i, true));
  await ins.insert('pets', petColumns, n, (i) =>
    i % 5 === 0 ? petRow(randomUUID(), i, false) : null,
  );
  return { userIds, petIds, lastAction };
}

/**
 * Photos: one person in ten has none, the others 1-4 (2.25 on average; the app takes 5), a
 * minute apart in upload order. Only their rows: the bench never fetches a photo file.
 */
async function insertPhotos(draw: Draw, userIds: string[], seed: number): Promise<void> {
  draw.log('profile_images');
  // Drawn from their own sequence, so every other table is drawn as before photos were added.
  const photoRand = rng(seed + 1);
  const photos: { user: number; at: Date }[] = [];
  for (let i = 0; i < userIds.length; i++) {
    const count = photoRand() < 0.1 ? 0 : 1 + Math.floor(photoRand() * 4);
    const first = draw.now.getTime() - photoRand() * 365 * DAY_MS;
    for (let k = 0; k < count; k++) photos.push({ user: i, at: new Date(first + k * 60_000) });
  }
  await draw.ins.insert(
    'profile_images',
    ['id', 'user_id', 'storage_key', 'thumbnail_key', 'mime_type', 'width', 'height', 'created_at'],
    photos.length,
    (k) => {
      const { user, at } = photos[k]!;
      const id = randomUUID();
      return [
        id,
        userIds[user],
        `photos/${id}.webp`,
        `photos/${id}-thumb.webp`,
        'image/webp',
        1080,
        1080,
        at,
      ];
    },
  );
}
