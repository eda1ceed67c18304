import { and, eq, sql } from 'drizzle-orm';
import { CARE, ECONOMY } from '../../../shared/constants';
import type { PetActionRequest, PetActionResponse } from '../../../shared/schemas/pets';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import { challengeNames } from '../../domain/challenges';
import { type Actor, type AppContext, publishEvent } from '../../domain/context';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors';
import { petAsOf, statsToSave, toPetDto, type PetRow } from '../../domain/pet-state';
import { careWriter } from './care-batch';
import { planCare } from './care-plan';
import { NOT_ACTIVE, PET_NOT_FOUND, tooTiredMessage } from './service';
import { forgetWritten, lastWritten, rememberWritten } from './written-pets';

/** Reads and writes before giving up on a pet that keeps changing in between. */
const MAX_ATTEMPTS = 10;

/**
 * POST /api/pets/{id}/action (PRODUCT_RULES.md 2 and 4): the pet is read without a lock (or
 * taken as this instance last wrote it, written-pets.ts), the action is computed with the shared
 * rules, and all its writes are one call of petmatch_care (migrations 0012 and 0018,
 * docs/decisions/002), applied only if the pet has not changed since; if it has (another
 * action, a switch, a shop item), the action is computed again from the pet read anew. One or
 * two round trips, one transaction, which under load it shares with other people's care writes
 * (care-batch.ts).
 */
export async function careAction(
  ctx: AppContext,
  { userId, tab }: Actor,
  petId: string,
  input: PetActionRequest,
): Promise<PetActionResponse> {
  const now = ctx.clock.now();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // First from this instance's own last write to the pet, if any (written-pets.ts).
    const known = attempt === 0 ? lastWritten(ctx, userId, petId) : null;
    const read = known ?? (await readOwnPet(ctx.db, userId, petId));
    if (!read) throw notFound(PET_NOT_FOUND);
    const pet = petAsOf(read.pet, now);
    const refusal = !pet.isActive
      ? forbidden(NOT_ACTIVE)
      : pet.energy < CARE.energyCost
        ? badRequest(tooTiredMessage(pet.name))
        : null;
    // A refusal is only ever decided on the pet as the database has it now.
    if (refusal && known) continue;
    if (refusal) throw refusal;

    const plan = planCare(pet, input);
    const written = await careWriter(ctx.db).write({
      userId,
      version: read.version,
      plan,
      action: input.action,
      at: now,
    });
    if (!written) {
      forgetWritten(ctx, petId);
      continue;
    }
    rememberWritten(ctx, {
      userId,
      pet: { ...plan.pet, ...statsToSave(plan.pet) },
      version: written.version,
    });

    const challengesCompleted = challengeNames(written.challengesCompleted);
    const coinsEarned =
      plan.coins.reduce((sum, c) => sum + c.amount, 0) +
      challengesCompleted.length * ECONOMY.challengeReward;
    publishEvent(ctx, userId, { type: 'profile', reason: 'pets', origin: tab });
    if (written.notificationId) {
      publishEvent(ctx, userId, { type: 'notification', notificationId: written.notificationId });
    }
    return {
      pet: toPetDto(plan.pet, now),
      result: plan.result,
      coinsEarned,
      xpGained: plan.xpGained,
      levelsGained: plan.levelsGained,
      coins: written.balance,
      gameReward: plan.game ? { kind: plan.game.kind, happiness: plan.game.happiness } : null,
      gameWins: written.wins,
      challengesCompleted,
    };
  }
  throw conflict('Your pet was busy with something else just now. Please try again.');
}

const ownPetRow = builtOnce((db) =>
  db
    .select({ pet: pets, version: sql<string>`${pets}.xmin::text` })
    .from(pets)
    .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.userId, sql.placeholder('userId'))))
    .prepare('care_own_pet'),
);

/** The caller's pet as stored, with the row version the write will expect; null if not theirs. */
async function readOwnPet(
  db: Db,
  userId: string,
  petId: string,
): Promise<{ pet: PetRow; version: string } | null> {
  const [row] = await ownPetRow(db).execute({ petId, userId });
  return row ?? null;
}
