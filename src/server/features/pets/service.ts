import { and, asc, count, desc, eq } from 'drizzle-orm';
import { CARE, ECONOMY } from '../../../shared/constants';
import { findAdoptionTemplate, ADOPTION_TEMPLATES } from '../../../shared/catalog/adoption';
import { ONBOARDING_CATALOG, isValidVariant } from '../../../shared/catalog/pets';
import type {
  AdoptablePet,
  AdoptPetRequest,
  CreatePetRequest,
  Pet,
  PetActivity,
} from '../../../shared/schemas/pets';
import type { Executor } from '../../db/client';
import { petActivities, pets, users } from '../../db/schema';
import { type Actor, type AppContext, inTransaction, publishEvent } from '../../domain/context';
import { badRequest, conflict, notFound } from '../../domain/errors';
import { USER_NOT_FOUND } from '../../domain/users';
import { onceForKey } from '../../domain/idempotency';
import { debitCoins } from '../../domain/ledger';
import { createPet } from '../../domain/pet-factory';
import { lockOwnPet, lockUserRow, toPetDto } from '../../domain/pet-state';

export const PET_NOT_FOUND = 'Pet not found.';
export const NOT_ACTIVE =
  'Only your active pet can be cared for. Switch pets to care for this one.';
export const NOT_ENOUGH_COINS_TO_ADOPT = "You don't have enough coins to adopt this pet.";
export const ALREADY_HAS_PET =
  'You already have a pet. Visit the adoption centre to welcome another one.';

export function tooTiredMessage(name: string): string {
  return `${name} is too tired and needs ${CARE.energyCost} energy. Let them rest or visit the shop for an energy boost.`;
}

/** The caller's pets, active first, then oldest first (on any connection or transaction). */
export async function readPets(db: Executor, userId: string, now: Date): Promise<Pet[]> {
  const rows = await db
    .select()
    .from(pets)
    .where(eq(pets.userId, userId))
    .orderBy(desc(pets.isActive), asc(pets.createdAt), asc(pets.id));
  return rows.map((row) => toPetDto(row, now));
}

export function listPets(ctx: AppContext, userId: string): Promise<Pet[]> {
  return readPets(ctx.db, userId, ctx.clock.now());
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

export async function userCoins(
  db: Executor,
  userId: string,
): Promise<{ coins: number; gameWins: number }> {
  const [row] = await db
    .select({ coins: users.coins, gameWins: users.gameWins })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * POST /api/pets, onboarding: the first pet only, free, active. Everything but name, type and
 * variant comes from the onboarding catalogue (PRODUCT_RULES.md 6).
 */
export async function createFirstPet(
  ctx: AppContext,
  { userId, tab }: Actor,
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
    after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
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
  { userId, tab }: Actor,
  input: AdoptPetRequest,
  key?: string,
): Promise<{ pet: Pet; coins: number }> {
  const template = findAdoptionTemplate(input.type, input.variant);
  if (!template) throw notFound('That pet is not available for adoption.');
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    // With a key, a repeat of an adoption made gets its answer again (domain/idempotency.ts).
    return onceForKey(tx, userId, key, `adopt ${JSON.stringify(input)}`, now, async () => {
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
      after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
      return { pet: toPetDto(pet, now), coins: (await userCoins(tx, userId)).coins };
    });
  });
}

export async function setActivePet(
  ctx: AppContext,
  { userId, tab }: Actor,
  petId: string,
): Promise<Pet> {
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
    after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
    return { ...pet, isActive: true };
  });
  return toPetDto(row, now);
}

/** POST /api/pets/{id}/customize: rename one of the caller's pets (trimmed, 1-20 characters). */
export async function renamePet(
  ctx: AppContext,
  { userId, tab }: Actor,
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
  publishEvent(ctx, userId, { type: 'profile', reason: 'pets', origin: tab });
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
