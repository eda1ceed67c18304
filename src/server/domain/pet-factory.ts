import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pets } from '../db/schema';
import { STAT_MAX } from '../../shared/constants';
import {
  isValidVariant,
  PERSONALITY_BY_TYPE,
  type PetRarity,
  type PetType,
} from '../../shared/catalog/pets';
import { randomPetName } from '../../shared/catalog/pet-names';
import type { PetStats } from '../../shared/rules/pet-time';
import { badRequest } from './errors';
import { lockUserRow, type PetRow } from './pet-state';

export { randomPetName };

export interface NewPet {
  userId: string;
  type: PetType;
  variant: string;
  /** Omitted: a random name from the type's list (spec section 9). */
  name?: string;
  rarity: PetRarity;
  /** Omitted: the type's catalogue personality. */
  personality?: string;
  /** Omitted: every stat 100 (spec section 9 "New pet defaults on purchase"). */
  stats?: Partial<PetStats>;
  /** True: the new pet becomes the active one and the previous active pet is unset. */
  makeActive: boolean;
}

/**
 * Creates a pet inside the caller's transaction (level 1, XP 0, stats exact as of `at`).
 * Locks the owner's user row first, so pet creation, switching and care for one user run one
 * at a time (lock order everywhere: user row, then pet rows).
 */
export async function createPet(tx: Tx, input: NewPet, at: Date): Promise<PetRow> {
  if (!isValidVariant(input.type, input.variant)) {
    throw badRequest(`"${input.variant}" is not a ${input.type} variant.`);
  }
  await lockUserRow(tx, input.userId);
  if (input.makeActive) {
    await tx
      .update(pets)
      .set({ isActive: false })
      .where(and(eq(pets.userId, input.userId), eq(pets.isActive, true)));
  }
  const [row] = await tx
    .insert(pets)
    .values({
      userId: input.userId,
      name: input.name ?? randomPetName(input.type),
      type: input.type,
      variant: input.variant,
      rarity: input.rarity,
      personality: input.personality ?? PERSONALITY_BY_TYPE[input.type],
      health: input.stats?.health ?? STAT_MAX,
      hunger: input.stats?.hunger ?? STAT_MAX,
      happiness: input.stats?.happiness ?? STAT_MAX,
      energy: input.stats?.energy ?? STAT_MAX,
      level: 1,
      experience: 0,
      isActive: input.makeActive,
      statsAt: at,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('pet insert returned nothing');
  return row;
}
