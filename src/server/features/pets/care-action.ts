import { and, eq, sql } from 'drizzle-orm';
import { CARE, ECONOMY } from '../../../shared/constants';
import type { PetActionRequest, PetActionResponse } from '../../../shared/schemas/pets';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import { challengeNames } from '../../domain/challenges';
import { type AppContext, publishEvent } from '../../domain/context';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors';
import { petAsOf, toPetDto, type PetRow } from '../../domain/pet-state';
import { careWriter } from './care-batch';
import { planCare } from './care-plan';
import { NOT_ACTIVE, PET_NOT_FOUND, tooTiredMessage } from './service';

/** Reads and writes before giving up on a pet that keeps changing in between. */
const MAX_ATTEMPTS = 10;

/**
 * POST /api/pets/{id}/action (PRODUCT_RULES.md 2 and 4): the pet is read without a lock, the
 * action is computed with the shared rules, and all its writes are one call of petmatch_care
 * (migration 0012, docs/decisions/002), applied only if the pet has not changed since the read;
 * if it has (another action, a switch, a shop item), the action is computed again from the new
 * state. Two round trips, one transaction, which under load it shares with other people's care
 * writes (care-batch.ts).
 */
export async function careAction(
  ctx: AppContext,
  userId: string,
  petId: string,
  input: PetActionRequest,
): Promise<PetActionResponse> {
  const now = ctx.clock.now();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const read = await readOwnPet(ctx.db, userId, petId, now);
    if (!read) throw notFound(PET_NOT_FOUND);
    if (!read.pet.isActive) throw forbidden(NOT_ACTIVE);
    if (read.pet.energy < CARE.energyCost) throw badRequest(tooTiredMessage(read.pet.name));

    const plan = planCare(read.pet, input);
    const written = await careWriter(ctx.db).write({
      userId,
      version: read.version,
      plan,
      action: input.action,
      at: now,
    });
    if (!written) continue;

    const challengesCompleted = challengeNames(written.challengesCompleted);
    const coinsEarned =
      plan.coins.reduce((sum, c) => sum + c.amount, 0) +
      challengesCompleted.length * ECONOMY.challengeReward;
    if (coinsEarned > 0) publishEvent(ctx, userId, { type: 'profile', reason: 'coins' });
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

/** The caller's pet as of now, with the row version the write will expect; null if not theirs. */
async function readOwnPet(
  db: Db,
  userId: string,
  petId: string,
  now: Date,
): Promise<{ pet: PetRow; version: string } | null> {
  const [row] = await ownPetRow(db).execute({ petId, userId });
  return row ? { pet: petAsOf(row.pet, now), version: row.version } : null;
}
