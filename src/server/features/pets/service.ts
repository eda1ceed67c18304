import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { CARE, CARE_EFFECTS, ECONOMY, GAME, type CareAction } from '../../../shared/constants';
import { findAdoptionTemplate, ADOPTION_TEMPLATES } from '../../../shared/catalog/adoption';
import { ONBOARDING_CATALOG, isValidVariant } from '../../../shared/catalog/pets';
import type { ChallengeEvent } from '../../../shared/catalog/challenges';
import { addExperience, isMaxLevel } from '../../../shared/rules/levelling';
import { clampStat } from '../../../shared/rules/pet-time';
import type {
  AdoptablePet,
  AdoptPetRequest,
  CreatePetRequest,
  GameResult,
  Pet,
  PetActionRequest,
  PetActionResponse,
  PetActivity,
} from '../../../shared/schemas/pets';
import type { Executor, Tx } from '../../db/client';
import { gameResults, petActivities, pets, users } from '../../db/schema';
import { recordChallengeEvents } from '../../domain/challenges';
import { type AfterCommit, type AppContext, inTransaction } from '../../domain/context';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors';
import { creditCoins, debitCoins } from '../../domain/ledger';
import { createNotification } from '../../domain/notifications';
import { createPet } from '../../domain/pet-factory';
import { lockOwnPet, lockUserRow, savePet, toPetDto, type PetRow } from '../../domain/pet-state';

export const PET_NOT_FOUND = 'Pet not found.';
export const NOT_ACTIVE =
  'Only your active pet can be cared for. Switch pets to care for this one.';
export const NOT_ENOUGH_COINS_TO_ADOPT = "You don't have enough coins to adopt this pet.";
export const ALREADY_HAS_PET =
  'You already have a pet. Visit the adoption centre to welcome another one.';

export function tooTiredMessage(name: string): string {
  return `${name} is too tired and needs ${CARE.energyCost} energy. Let them rest or visit the shop for an energy boost.`;
}

/** The caller's pets, active first, then oldest first. */
export async function listPets(ctx: AppContext, userId: string): Promise<Pet[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(pets)
    .where(eq(pets.userId, userId))
    .orderBy(desc(pets.isActive), asc(pets.createdAt), asc(pets.id));
  return rows.map((row) => toPetDto(row, now));
}

export async function activePet(ctx: AppContext, userId: string): Promise<Pet | null> {
  const [row] = await ctx.db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.isActive, true)));
  return row ? toPetDto(row, ctx.clock.now()) : null;
}

async function petCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pets).where(eq(pets.userId, userId));
  return Number(row?.n ?? 0);
}

/** What adopting costs this caller now: the first pet is free (PRODUCT_RULES.md 6). */
function adoptionCost(existingPets: number): number {
  return existingPets === 0 ? 0 : ECONOMY.adoptionCost;
}

export async function adoptablePets(ctx: AppContext, userId: string): Promise<AdoptablePet[]> {
  const cost = adoptionCost(await petCount(ctx.db, userId));
  return ADOPTION_TEMPLATES.map((t) => ({
    ...t,
    images: { ...t.images },
    breedInfo: { ...t.breedInfo, traits: [...t.breedInfo.traits] },
    cost,
  }));
}

async function userCoins(
  db: Executor,
  userId: string,
): Promise<{ coins: number; gameWins: number }> {
  const [row] = await db
    .select({ coins: users.coins, gameWins: users.gameWins })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return row;
}

/**
 * POST /api/pets, onboarding: the first pet only, free, active. Everything but name, type and
 * variant comes from the onboarding catalogue (PRODUCT_RULES.md 6).
 */
export async function createFirstPet(
  ctx: AppContext,
  userId: string,
  input: CreatePetRequest,
): Promise<Pet> {
  if (!isValidVariant(input.type, input.variant)) {
    throw badRequest(`"${input.variant}" is not a ${input.type} variant.`);
  }
  const entry = ONBOARDING_CATALOG[input.type];
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    if ((await petCount(tx, userId)) > 0) throw conflict(ALREADY_HAS_PET);
    const pet = await createPet(
      tx,
      {
        userId,
        type: input.type,
        variant: input.variant,
        name: input.name,
        rarity: 'common',
        personality: entry.personality,
        stats: { ...entry.base, energy: 100 },
        makeActive: true,
      },
      now,
    );
    after.publish(userId, { type: 'profile', reason: 'pets' });
    return pet;
  });
  return toPetDto(row, now);
}

/**
 * POST /api/pets/adopt: matched to a catalogue template by type and variant; the template sets
 * rarity and personality, the caller chooses the name. Free for the first pet, else
 * ECONOMY.adoptionCost, debited in the same transaction as the pet is created.
 */
export async function adoptPet(
  ctx: AppContext,
  userId: string,
  input: AdoptPetRequest,
): Promise<{ pet: Pet; coins: number }> {
  const template = findAdoptionTemplate(input.type, input.variant);
  if (!template) throw notFound('That pet is not available for adoption.');
  const now = ctx.clock.now();
  const { row, coins } = await inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    const existing = await petCount(tx, userId);
    const cost = adoptionCost(existing);
    if (cost > 0) {
      const left = await debitCoins(tx, userId, cost, `Adopted ${input.name}`, now);
      if (left === null) throw badRequest(NOT_ENOUGH_COINS_TO_ADOPT);
    }
    const pet = await createPet(
      tx,
      {
        userId,
        type: template.type,
        variant: template.variant,
        name: input.name,
        rarity: template.rarity,
        personality: template.personality,
        makeActive: existing === 0,
      },
      now,
    );
    after.publish(userId, { type: 'profile', reason: 'pets' });
    return { row: pet, coins: (await userCoins(tx, userId)).coins };
  });
  return { pet: toPetDto(row, now), coins };
}

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
    await lockUserRow(tx, userId);
    const pet = await lockOwnPet(tx, userId, petId, now);
    if (!pet) throw notFound(PET_NOT_FOUND);
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
    await tx
      .insert(petActivities)
      .values({ petId: pet.id, userId, action, result, createdAt: now });
    await tx.update(users).set({ lastPetActionAt: now }).where(eq(users.id, userId));

    const events: ChallengeEvent[] = ['care'];
    if (action === 'feed') events.push('feed');
    if (game?.won) events.push('game_win');
    const challengesCompleted = await recordChallengeEvents(tx, userId, events, now);

    if (pet.energy < CARE.lowEnergyThreshold && !pet.lowEnergyNotified) {
      await notifyLowEnergy(tx, after, userId, pet, now);
      pet.lowEnergyNotified = true;
    }
    await savePet(tx, pet);

    const { coins, gameWins } = await userCoins(tx, userId);
    if (coinsEarned > 0 || challengesCompleted.length > 0) {
      after.publish(userId, { type: 'profile', reason: 'coins' });
    }
    return {
      pet: toPetDto(pet, now),
      result,
      coinsEarned: coinsEarned + challengesCompleted.length * ECONOMY.challengeReward,
      xpGained,
      levelsGained: progress.levelsGained,
      coins,
      gameReward: game ? { kind: game.kind, happiness: game.happiness } : null,
      gameWins,
      challengesCompleted,
    };
  });
}

/** PRODUCT_RULES.md 4: won in at most 12 moves is a perfect match (+20), anything else +5. */
export function judgeGame(result: GameResult): {
  kind: 'perfect' | 'good';
  happiness: number;
  won: boolean;
  seconds: number;
} {
  const perfect = result.won && result.moves <= GAME.perfectMaxMoves;
  return {
    kind: perfect ? 'perfect' : 'good',
    happiness: perfect ? GAME.perfectHappiness : GAME.goodTryHappiness,
    won: result.won,
    seconds: Math.round(result.timeElapsed),
  };
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
export async function setActivePet(ctx: AppContext, userId: string, petId: string): Promise<Pet> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    const pet = await lockOwnPet(tx, userId, petId, now);
    if (!pet) throw notFound(PET_NOT_FOUND);
    if (pet.isActive) return pet;
    await tx
      .update(pets)
      .set({ isActive: false })
      .where(and(eq(pets.userId, userId), eq(pets.isActive, true)));
    await tx
      .update(pets)
      .set({ isActive: true })
      .where(and(eq(pets.id, pet.id), eq(pets.userId, userId)));
    after.publish(userId, { type: 'profile', reason: 'pets' });
    return { ...pet, isActive: true };
  });
  return toPetDto(row, now);
}

/** POST /api/pets/{id}/customize: rename one of the caller's pets (trimmed, 1-20 characters). */
export async function renamePet(
  ctx: AppContext,
  userId: string,
  petId: string,
  name: string,
): Promise<Pet> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(pets)
    .set({ name })
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .returning();
  if (!row) throw notFound(PET_NOT_FOUND);
  return toPetDto(row, now);
}

/** GET /api/pets/{id}/activities: the latest CARE.activityListSize, newest first; owner only. */
export async function petActivityList(
  ctx: AppContext,
  userId: string,
  petId: string,
): Promise<PetActivity[]> {
  const [owned] = await ctx.db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  if (!owned) throw notFound(PET_NOT_FOUND);
  const rows = await ctx.db
    .select()
    .from(petActivities)
    .where(and(eq(petActivities.petId, petId), eq(petActivities.userId, userId)))
    .orderBy(desc(petActivities.createdAt), desc(petActivities.id))
    .limit(CARE.activityListSize);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    result: r.result,
    createdAt: r.createdAt.toISOString(),
  }));
}
