import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { pets, users } from '../db/schema';
import { advancePetStats } from '../../shared/rules/pet-time';
import { deriveMood } from '../../shared/rules/mood';
import { CARE } from '../../shared/constants';
import type { Pet } from '../../shared/schemas/pets';
import type { PetType } from '../../shared/catalog/pets';

export type PetRow = typeof pets.$inferSelect;

/** The pet as of `now`: regeneration and decay applied in memory (PRODUCT_RULES.md 2). */
export function petAsOf(row: PetRow, now: Date): PetRow {
  const { stats, statsAt, hours } = advancePetStats(row, row.statsAt, now);
  if (hours === 0) return row;
  return {
    ...row,
    ...stats,
    statsAt,
    // Energy back at 20+ re-arms the low_energy notification.
    lowEnergyNotified: stats.energy >= CARE.lowEnergyThreshold ? false : row.lowEnergyNotified,
  };
}

export function toPetDto(row: PetRow, now: Date): Pet {
  const pet = petAsOf(row, now);
  return {
    id: pet.id,
    userId: pet.userId,
    name: pet.name,
    type: pet.type as PetType,
    variant: pet.variant,
    rarity: pet.rarity,
    personality: pet.personality,
    health: pet.health,
    hunger: pet.hunger,
    happiness: pet.happiness,
    energy: pet.energy,
    level: pet.level,
    experience: pet.experience,
    isActive: pet.isActive,
    mood: deriveMood(pet),
    accessories: pet.accessories,
    createdAt: pet.createdAt.toISOString(),
  };
}

/**
 * Loads one of the caller's pets and locks it for this transaction, with elapsed time applied.
 * Ownership is part of the query: another user's pet id finds nothing.
 */
export async function lockOwnPet(
  tx: Tx,
  userId: string,
  petId: string,
  now: Date,
): Promise<PetRow | null> {
  const [row] = await tx
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .for('update');
  return row ? petAsOf(row, now) : null;
}

/** The caller's active pet, locked, with elapsed time applied; null when there is none. */
export async function lockActivePet(tx: Tx, userId: string, now: Date): Promise<PetRow | null> {
  const [row] = await tx
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.isActive, true)))
    .for('update');
  return row ? petAsOf(row, now) : null;
}

/**
 * Locks the user's row for this transaction. Every pet operation takes this lock first (then pet
 * rows), so one user's pet operations run one at a time and never deadlock each other.
 */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Writes a pet's stats, progress and time marker back (after petAsOf and any changes). The row
 * must have come through petAsOf (lockOwnPet/lockActivePet) at the same `now`, or the hours
 * since its statsAt would be lost.
 */
export async function savePet(db: Executor, pet: PetRow): Promise<void> {
  await db.update(pets).set(statsToSave(pet)).where(eq(pets.id, pet.id));
}

/** What saving a pet writes: its stats, progress and time marker (savePet, petmatch_care). */
export function statsToSave(pet: PetRow) {
  return {
    health: pet.health,
    hunger: pet.hunger,
    happiness: pet.happiness,
    energy: pet.energy,
    level: pet.level,
    experience: pet.experience,
    statsAt: pet.statsAt,
    // Energy back at 20+ by any means (time, a shop item) re-arms the low_energy notification.
    lowEnergyNotified: pet.energy >= CARE.lowEnergyThreshold ? false : pet.lowEnergyNotified,
  };
}
