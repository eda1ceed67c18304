import { eq } from 'drizzle-orm';
import { preferences, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { notFound } from '../../domain/errors';
import { toPreferences, USER_NOT_FOUND } from '../../domain/users';
import { DEFAULT_PREFERENCES } from '../../../shared/constants';
import type { UsCity, UsState } from '../../../shared/catalog/us-locations';
import type { Preferences } from '../../../shared/schemas/preferences';
import type { UpdatePreferencesRequest } from '../../../shared/schemas/update-preferences';

/**
 * The preferences row a new account gets: the defaults, stored on registration so every screen
 * shows the same values (PRODUCT_RULES.md 1), with the profile city as the dating location.
 */
export function registrationPreferences(
  userId: string,
  place: { state: UsState; city: UsCity },
  now: Date,
): typeof preferences.$inferInsert {
  return {
    userId,
    ageMin: DEFAULT_PREFERENCES.ageRange[0],
    ageMax: DEFAULT_PREFERENCES.ageRange[1],
    distance: DEFAULT_PREFERENCES.distance,
    petPreference: DEFAULT_PREFERENCES.petPreference,
    showOnlyActivePets: DEFAULT_PREFERENCES.showOnlyActivePets,
    enableSuperLikes: DEFAULT_PREFERENCES.enableSuperLikes,
    genderPreference: DEFAULT_PREFERENCES.genderPreference,
    sexualPreferenceFilter: DEFAULT_PREFERENCES.sexualPreferenceFilter,
    stateCode: place.state.code,
    city: place.city.name,
    updatedAt: now,
  };
}

export async function getPreferences(ctx: AppContext, me: string): Promise<Preferences> {
  const [row] = await ctx.db.select().from(preferences).where(eq(preferences.userId, me));
  return toPreferences(row);
}

/**
 * PUT /api/user/preferences. `location` in the body is accepted and ignored: the dating location
 * is always the profile city (distance is measured between profile cities, PRODUCT_RULES.md 3),
 * so it is stored as the user's own city and changes only through Edit Profile.
 */
export async function updatePreferences(
  ctx: AppContext,
  me: string,
  input: UpdatePreferencesRequest,
): Promise<Preferences> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [user] = await tx
      .select({ stateCode: users.stateCode, city: users.city })
      .from(users)
      .where(eq(users.id, me));
    if (!user) throw notFound(USER_NOT_FOUND);
    const values = {
      ageMin: input.ageRange[0],
      ageMax: input.ageRange[1],
      distance: input.distance,
      petPreference: input.petPreference,
      showOnlyActivePets: input.showOnlyActivePets,
      enableSuperLikes: input.enableSuperLikes,
      genderPreference: input.genderPreference,
      sexualPreferenceFilter: input.sexualPreferenceFilter,
      stateCode: user.stateCode,
      city: user.city,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(preferences)
      .values({ userId: me, ...values })
      .onConflictDoUpdate({ target: preferences.userId, set: values })
      .returning();
    return toPreferences(row);
  });
}
