/** Fast test users, written straight to the database, and the id of a user's active pet. */
import { and, eq } from 'drizzle-orm';
import { ACCOUNT } from '../../src/shared/constants';
import { PERSONALITY_BY_TYPE, VARIANTS_BY_TYPE, type PetType } from '../../src/shared/catalog/pets';
import { parseLocationLabel } from '../../src/shared/catalog/us-locations';
import type { RegisterRequest } from '../../src/shared/schemas/auth';
import type { User } from '../../src/shared/schemas/user';
import { pets, preferences, sessions, users } from '../../src/server/db/schema';
import { creditCoins } from '../../src/server/domain/ledger';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { registrationPreferences } from '../../src/server/features/dating/preferences';
import { newSessionToken } from '../../src/server/plugins/auth';
import {
  authedInject,
  newRegistration,
  type TestApp,
  type TestUser,
} from '../../src/server/test/helpers';

const PASSWORD = 'secret-pass';
let passwordHash: Promise<string> | undefined;

export interface QuickUserOptions extends Partial<RegisterRequest> {
  /** Coins on top of the welcome bonus (recorded in the ledger). */
  extraCoins?: number;
  /** An active pet of this type, inserted directly; null or absent for none. */
  pet?: PetType | null;
  /** Pet stats to start from. */
  petStats?: Partial<typeof pets.$inferInsert>;
}

/**
 * A user as registration makes one (user row, preferences, welcome bonus in the ledger, a live
 * session) written straight to the database: no argon2 per user, so races can use a fresh
 * user per repetition. The password is 'secret-pass' (one shared hash per test process).
 */
export async function quickUser(t: TestApp, o: QuickUserOptions = {}): Promise<TestUser> {
  const { extraCoins, pet, petStats, ...overrides } = o;
  const reg = newRegistration(overrides);
  const place = parseLocationLabel(reg.location);
  if (!place) throw new Error(`unknown location ${reg.location}`);
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const now = t.clock.now();
  const { token, tokenHash } = newSessionToken();
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: reg.email,
        username: reg.username,
        passwordHash: hash,
        displayName: reg.displayName,
        age: reg.age,
        gender: reg.gender,
        sexualPreference: reg.sexualPreference,
        stateCode: place.state.code,
        city: place.city.name,
        lat: place.city.lat,
        lng: place.city.lng,
        createdAt: now,
        lastPetActionAt: pet ? now : null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('quickUser insert returned nothing');
    await tx.insert(preferences).values(registrationPreferences(row.id, place, now));
    await creditCoins(tx, row.id, ACCOUNT.welcomeBonus, 'Welcome bonus', now);
    if (extraCoins) await creditCoins(tx, row.id, extraCoins, 'Test top-up', now);
    await tx.insert(sessions).values({
      userId: row.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT.sessionDays * 86_400_000),
    });
    if (pet) {
      await tx.insert(pets).values({
        userId: row.id,
        name: `${pet} pal`,
        type: pet,
        variant: VARIANTS_BY_TYPE[pet][0] ?? 'fire',
        personality: PERSONALITY_BY_TYPE[pet],
        health: 90,
        hunger: 80,
        happiness: 85,
        energy: 70,
        isActive: true,
        statsAt: now,
        createdAt: now,
        ...petStats,
      });
    }
  });
  const me = await authedInject(t.app, token, 'GET', '/api/user/profile');
  if (me.statusCode !== 200) throw new Error(`quickUser profile: ${me.statusCode} ${me.body}`);
  return {
    token,
    user: me.json() as User,
    email: reg.email,
    password: PASSWORD,
    inject: (method, url, body) => authedInject(t.app, token, method, url, body),
  } as TestUser & { email: string; password: string };
}

export async function activePetId(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.isActive, true)));
  if (!row) throw new Error('no active pet');
  return row.id;
}
