import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preferences, users } from '../db/schema';
import { findState, locationLabel } from '../../shared/catalog/us-locations';
import type { User } from '../../shared/schemas/user';
import type { Preferences } from '../../shared/schemas/preferences';
import { photoUrl } from '../../shared/schemas/photos';
import { DEFAULT_PREFERENCES } from '../../shared/constants';
import { notFound } from './errors';

/** The answer when the signed-in user's row is gone (deleted meanwhile). */
export const USER_NOT_FOUND = 'User not found.';

type UserRow = typeof users.$inferSelect;
type PreferencesRow = typeof preferences.$inferSelect;

export function userLocationLabel(row: Pick<UserRow, 'stateCode' | 'city'>): string | null {
  if (!row.stateCode || !row.city) return null;
  const state = findState(row.stateCode);
  return state ? locationLabel(row.city, state.name) : null;
}

export function toPreferences(row: PreferencesRow | undefined): Preferences {
  if (!row) {
    return { ...DEFAULT_PREFERENCES, ageRange: [...DEFAULT_PREFERENCES.ageRange], location: null };
  }
  const state = row.stateCode ? findState(row.stateCode) : undefined;
  return {
    ageRange: [row.ageMin, row.ageMax],
    distance: row.distance,
    petPreference: row.petPreference as Preferences['petPreference'],
    showOnlyActivePets: row.showOnlyActivePets,
    enableSuperLikes: row.enableSuperLikes,
    genderPreference: row.genderPreference as Preferences['genderPreference'],
    sexualPreferenceFilter: row.sexualPreferenceFilter as Preferences['sexualPreferenceFilter'],
    location:
      state && row.city ? { state: state.name, stateCode: state.code, city: row.city } : null,
  };
}

/** The caller's own user as the API shows it (spec section 3 "User"). */
export async function loadOwnUser(db: Executor, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  const [prefs] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.displayName,
    age: row.age,
    bio: row.bio,
    location: userLocationLabel(row),
    gender: row.gender,
    sexualPreference: row.sexualPreference,
    profileImage: row.mainImageId ? photoUrl(row.mainImageId) : null,
    coins: row.coins,
    gameWins: row.gameWins,
    lastPetActionAt: row.lastPetActionAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    preferences: toPreferences(prefs),
  };
}
