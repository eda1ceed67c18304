import { and, eq, sql } from 'drizzle-orm';
import { CARE, ECONOMY } from '../../../shared/constants';
import type { Pet, PetActionRequest, PetActionResponse } from '../../../shared/schemas/pets';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import { challengeNames } from '../../domain/challenges';
import { type Actor, type AppContext, publishEvent } from '../../domain/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../domain/errors';
import { KEY_REUSED, keptAnswer } from '../../domain/idempotency';
import { petAsOf, statsToSave, toPetDto, type PetRow } from '../../domain/pet-state';
import { careWriter, type CareWritten } from './care-batch';
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
 * (care-batch.ts). With an Idempotency-Key, a repeat of an action done (its answer was lost) gets
 * the first answer again, with the pet as it is now, and does nothing (migration 0034).
 */
export async function careAction(
  ctx: AppContext,
  { userId, tab }: Actor,
  petId: string,
  input: PetActionRequest,
  key?: string,
): Promise<PetActionResponse> {
  const now = ctx.clock.now();
  const request = key ? `POST /api/pets/${petId}/action ${JSON.stringify(input)}` : '';
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
    if (refusal) {
      // A repeat of an action done is not refused for the energy that action spent.
      const first = key ? ((await keptAnswer(ctx.db, userId, key, request)) as KeptCare) : null;
      if (first) return respond(toPetDto(read.pet, now), first.answer, first);
      throw refusal;
    }

    const plan = planCare(pet, input);
    const answer: CareAnswer = {
      result: plan.result,
      coinsEarned: plan.coins.reduce((sum, c) => sum + c.amount, 0),
      xpGained: plan.xpGained,
      levelsGained: plan.levelsGained,
      gameReward: plan.game ? { kind: plan.game.kind, happiness: plan.game.happiness } : null,
    };
    const written = await careWriter(ctx.db).write({
      userId,
      version: read.version,
      plan,
      action: input.action,
      at: now,
      once: key ? { key, request, answer } : undefined,
    });
    switch (written.outcome) {
      case 'changed':
        forgetWritten(ctx, petId);
        continue;
      case 'key_reused':
        throw new HttpError(422, KEY_REUSED);
      case 'repeat': {
        // The pet as it is now: what was read or remembered may predate the first action (a
        // repeat racing it) or a change made elsewhere since. Repeats are rare; one read more.
        const first = written.first as KeptCare;
        const current = (await readOwnPet(ctx.db, userId, petId)) ?? read;
        return respond(toPetDto(current.pet, now), first.answer, first);
      }
    }
    rememberWritten(ctx, {
      userId,
      pet: { ...plan.pet, ...statsToSave(plan.pet) },
      version: written.version,
    });
    publishEvent(ctx, userId, { type: 'profile', reason: 'pets', origin: tab });
    if (written.notificationId) {
      publishEvent(ctx, userId, { type: 'notification', notificationId: written.notificationId });
    }
    return respond(toPetDto(plan.pet, now), answer, written);
  }
  throw conflict('Your pet was busy with something else just now. Please try again.');
}

/**
 * What an action's answer says of the action, kept for a repeat: all of it but the pet, the
 * balance, wins and challenges, with only the action's own coins in `coinsEarned`.
 */
type CareAnswer = Omit<PetActionResponse, 'pet' | 'coins' | 'gameWins' | 'challengesCompleted'>;

/** What is kept with a keyed action's key: its answer and what its write decided. */
type KeptCare = { answer: CareAnswer } & CareWritten;

/**
 * The answer to an action: the pet (after it; for a repeat, as it is now), what it did, and what
 * its write decided.
 */
function respond(pet: Pet, answer: CareAnswer, written: CareWritten): PetActionResponse {
  const challengesCompleted = challengeNames(written.challengesCompleted);
  return {
    pet,
    ...answer,
    coinsEarned: answer.coinsEarned + challengesCompleted.length * ECONOMY.challengeReward,
    coins: written.balance,
    gameWins: written.wins,
    challengesCompleted,
  };
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
