import { and, eq } from 'drizzle-orm';
import { parseLocationLabel } from '../../../shared/catalog/us-locations';
import type { PatchProfileRequest, UpdateProfileRequest } from '../../../shared/schemas/profile';
import type { User } from '../../../shared/schemas/user';
import { preferences, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { badRequest, notFound } from '../../domain/errors';
import { loadOwnUser, USER_NOT_FOUND } from '../../domain/users';

type UserChanges = Partial<typeof users.$inferInsert>;

/** PUT /api/user/profile: every field present is written, an absent one stays as it is. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: UpdateProfileRequest,
): Promise<User> {
  const changes: UserChanges = {};
  if (input.displayName !== undefined) changes.displayName = input.displayName;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.age !== undefined) changes.age = input.age;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.sexualPreference !== undefined) changes.sexualPreference = input.sexualPreference;
  const place = input.location === undefined ? undefined : parseLocationLabel(input.location);
  if (input.location !== undefined && !place) {
    throw badRequest('Please select your location from the list of US cities.');
  }
  if (place) {
    // Stored like registration does: the label's parts plus the city centre's coordinates.
    changes.stateCode = place.state.code;
    changes.city = place.city.name;
    changes.lat = place.city.lat;
    changes.lng = place.city.lng;
  }
  return applyChanges(ctx, userId, changes);
}

/** PATCH /api/user/profile: the inline edit of gender or sexual preference. */
export function patchProfile(
  ctx: AppContext,
  userId: string,
  input: PatchProfileRequest,
): Promise<User> {
  const changes: UserChanges = {};
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.sexualPreference !== undefined) changes.sexualPreference = input.sexualPreference;
  return applyChanges(ctx, userId, changes);
}

async function applyChanges(ctx: AppContext, userId: string, changes: UserChanges) {
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx
      .select({ stateCode: users.stateCode, city: users.city })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    if (Object.keys(changes).length === 0) return loadOwnUser(tx, userId);
    await tx.update(users).set(changes).where(eq(users.id, userId));
    // A dating search that was centred on the user's home follows them when they move; one
    // set to somewhere else on purpose is left alone (see docs/rules.md, "Profile").
    if (changes.stateCode && changes.city && before.stateCode && before.city) {
      await tx
        .update(preferences)
        .set({ stateCode: changes.stateCode, city: changes.city, updatedAt: ctx.clock.now() })
        .where(
          and(
            eq(preferences.userId, userId),
            eq(preferences.stateCode, before.stateCode),
            eq(preferences.city, before.city),
          ),
        );
    }
    return loadOwnUser(tx, userId);
  });
}
