import { and, eq, sql } from 'drizzle-orm';
import { CARE, CARE_EFFECTS, ECONOMY, type CareAction } from '../../../shared/constants';
import type { ChallengeEvent } from '../../../shared/catalog/challenges';
import { gameReward } from '../../../shared/rules/emoji-game';
import { addExperience, isMaxLevel } from '../../../shared/rules/levelling';
import { clampStat } from '../../../shared/rules/pet-time';
import type { GameResult, PetActionRequest, PetActionResponse } from '../../../shared/schemas/pets';
import type { Tx } from '../../db/client';
import { gameResults, petActivities, pets, users } from '../../db/schema';
import { countChallengeEvents, settleChallenges } from '../../domain/challenges';
import { type AfterCommit, type AppContext, inTransaction } from '../../domain/context';
import { badRequest, forbidden, notFound } from '../../domain/errors';
import { creditCoins } from '../../domain/ledger';
import { createNotification } from '../../domain/notifications';
import { petAsOf, savePetQuery, toPetDto, type PetRow } from '../../domain/pet-state';
import { NOT_ACTIVE, PET_NOT_FOUND, tooTiredMessage } from './service';

const VERB: Record<CareAction, string> = {
  feed: 'Fed',
  play: 'Played with',
  groom: 'Groomed',
  train: 'Trained',
};

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The activity row's text, e.g. 'Fed Ember: hunger +10, +2 XP' (docs/rules.md). */
export function activityText(a: {
  action: CareAction;
  name: string;
  stat: string;
  statDelta: number;
  coins: number;
  xp: number;
  newLevel: number | null;
  game: { perfect: boolean; moves: number; seconds: number } | null;
}): string {
  const head = a.game
    ? `Played emoji match with ${a.name} (${a.game.perfect ? 'perfect match' : 'good try'}, ${a.game.moves} moves, ${a.game.seconds}s)`
    : `${VERB[a.action]} ${a.name}`;
  const parts = [a.statDelta === 0 ? `${a.stat} already full` : `${a.stat} ${signed(a.statDelta)}`];
  if (a.coins > 0) parts.push(`+${a.coins} coins`);
  if (a.xp > 0) parts.push(`+${a.xp} XP`);
  if (a.newLevel !== null) parts.push(`reached level ${a.newLevel}!`);
  return `${head}: ${parts.join(', ')}`;
}

/** POST /api/pets/{id}/action: one care action in one transaction (PRODUCT_RULES.md 2 and 4). */
export async function careAction(
  ctx: AppContext,
  userId: string,
  petId: string,
  input: PetActionRequest,
): Promise<PetActionResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    const locked = await lockCallerAndPet(tx, userId, petId, now);
    if (!locked) throw notFound(PET_NOT_FOUND);
    const { caller, pet } = locked;
    if (!pet.isActive) throw forbidden(NOT_ACTIVE);
    if (pet.energy < CARE.energyCost) throw badRequest(tooTiredMessage(pet.name));

    const action = input.action;
    const effect = CARE_EFFECTS[action];
    const before = pet[effect.stat];
    // Energy at 20+ before this action means any earlier low_energy warning is over.
    if (pet.energy >= CARE.lowEnergyThreshold) pet.lowEnergyNotified = false;

    pet[effect.stat] = clampStat(before + effect.amount);
    const game = action === 'play' && input.gameResult ? judgeGame(input.gameResult) : null;
    if (game) pet.happiness = clampStat(pet.happiness + game.happiness);
    pet.energy = clampStat(pet.energy - CARE.energyCost);

    const xpGained = isMaxLevel(pet.level) ? 0 : CARE.xpPerAction;
    const progress = addExperience(pet, CARE.xpPerAction);
    pet.level = progress.level;
    pet.experience = progress.experience;

    let coinsEarned = 0;
    if (effect.coins > 0) {
      await creditCoins(tx, userId, effect.coins, `Pet care: ${action}`, now);
      coinsEarned += effect.coins;
    }
    for (let i = 0; i < progress.levelsGained; i++) {
      await creditCoins(tx, userId, CARE.levelUpCoins, 'Pet level up', now);
      coinsEarned += CARE.levelUpCoins;
    }

    if (game && input.gameResult) {
      if (game.won) {
        await tx
          .update(users)
          .set({ gameWins: sql`${users.gameWins} + 1` })
          .where(eq(users.id, userId));
      }
      await tx.insert(gameResults).values({
        userId,
        petId: pet.id,
        won: game.won,
        moves: input.gameResult.moves,
        timeElapsed: game.seconds,
        perfect: game.kind === 'perfect',
        createdAt: now,
      });
    }

    const result = activityText({
      action,
      name: pet.name,
      stat: effect.stat,
      statDelta: pet[effect.stat] - before,
      coins: coinsEarned,
      xp: xpGained,
      newLevel: progress.levelsGained > 0 ? pet.level : null,
      game: game
        ? {
            perfect: game.kind === 'perfect',
            moves: input.gameResult?.moves ?? 0,
            seconds: game.seconds,
          }
        : null,
    });
    const warnLowEnergy = pet.energy < CARE.lowEnergyThreshold && !pet.lowEnergyNotified;
    if (warnLowEnergy) pet.lowEnergyNotified = true;
    const events: ChallengeEvent[] = ['care'];
    if (action === 'feed') events.push('feed');
    if (game?.won) events.push('game_win');
    // The pet's new state, the activity row and the challenge counts in one statement (round
    // trips are much of a care action's cost, bench/README.md); what completed is paid next.
    const savedPet = tx.$with('saved_pet').as(savePetQuery(tx, pet));
    const activity = tx
      .$with('activity')
      .as(
        tx
          .insert(petActivities)
          .values({ petId: pet.id, userId, action, result, createdAt: now })
          .returning({ id: petActivities.id }),
      );
    const counted = tx.$with('counted').as(countChallengeEvents(tx, userId, events, now));
    const counts = await tx.with(savedPet, activity, counted).select().from(counted);
    const challengesCompleted = await settleChallenges(tx, userId, counts, now);
    if (warnLowEnergy) await notifyLowEnergy(tx, after, userId, pet, now);

    // The row has been locked since the start: every change to it was made just above.
    const challengeCoins = challengesCompleted.length * ECONOMY.challengeReward;
    const coins = caller.coins + coinsEarned + challengeCoins;
    const gameWins = caller.gameWins + (game?.won ? 1 : 0);
    if (coinsEarned > 0 || challengesCompleted.length > 0) {
      after.publish(userId, { type: 'profile', reason: 'coins' });
    }
    return {
      pet: toPetDto(pet, now),
      result,
      coinsEarned: coinsEarned + challengeCoins,
      xpGained,
      levelsGained: progress.levelsGained,
      coins,
      gameReward: game ? { kind: game.kind, happiness: game.happiness } : null,
      gameWins,
      challengesCompleted,
    };
  });
}

/**
 * Locks the caller's row for the whole action (coins, challenges; every pet operation takes it
 * before pet rows) while marking them as having just cared for a pet, then locks the pet: one
 * statement. The balance read here is what the answer is computed from. Null when the pet is not
 * the caller's; everything is rolled back if the action is then refused.
 */
async function lockCallerAndPet(
  tx: Tx,
  userId: string,
  petId: string,
  now: Date,
): Promise<{ caller: { coins: number; gameWins: number }; pet: PetRow } | null> {
  const caller = tx
    .$with('caller')
    .as(
      tx
        .update(users)
        .set({ lastPetActionAt: now })
        .where(eq(users.id, userId))
        .returning({ coins: users.coins, gameWins: users.gameWins }),
    );
  // The join reads the caller CTE (taking the user row's lock) before FOR UPDATE locks the pet.
  const [row] = await tx
    .with(caller)
    .select({ coins: caller.coins, gameWins: caller.gameWins, pet: pets })
    .from(caller)
    .innerJoin(pets, and(eq(pets.id, petId), eq(pets.userId, userId)))
    .for('update', { of: pets });
  if (!row) return null;
  return { caller: { coins: row.coins, gameWins: row.gameWins }, pet: petAsOf(row.pet, now) };
}

/** PRODUCT_RULES.md 4: won in at most 12 moves is a perfect match (+20), anything else +5. */
export function judgeGame(result: GameResult): {
  kind: 'perfect' | 'good';
  happiness: number;
  won: boolean;
  seconds: number;
} {
  return { ...gameReward(result), won: result.won, seconds: Math.round(result.timeElapsed) };
}

async function notifyLowEnergy(tx: Tx, after: AfterCommit, userId: string, pet: PetRow, at: Date) {
  await createNotification(tx, after, {
    userId,
    type: 'low_energy',
    title: 'Your pet is exhausted',
    message: `${pet.name} is down to ${pet.energy} energy. Let them rest or give them an energy boost from the shop.`,
    at,
  });
}

/** POST /api/pets/{id}/set-active: exactly one active pet, switched in one transaction. */
