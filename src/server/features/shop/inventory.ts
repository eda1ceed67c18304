import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { petActivities, pets, userItems } from '../../db/schema';
import { STAT_MAX } from '../../../shared/constants';
import { isAccessoryKey, SHOP_ITEMS, wearAccessory } from '../../../shared/catalog/shop-items';
import type { EquipResponse, UseItemResponse } from '../../../shared/schemas/shop';
import { type Actor, type AppContext, inTransaction } from '../../domain/context';
import { badRequest, notFound } from '../../domain/errors';
import {
  lockActivePet,
  lockOwnPet,
  lockUserRow,
  savePet,
  toPetDto,
  type PetRow,
} from '../../domain/pet-state';
import type { Pet } from '../../../shared/schemas/pets';
import { lockInventoryLine, toInventoryItem } from './items';

export const INVENTORY_MESSAGES = {
  notOwned: "You don't have this item.",
  notFood: 'Only food can be used on your pet.',
  notAccessory: 'Only accessories can be worn.',
  noActivePet: 'You need an active pet to feed.',
  petNotFound: 'Pet not found.',
} as const;

/**
 * POST /api/user/items/{itemId}/use: the active pet eats one food item. It costs no energy and
 * earns no XP or coins (the food was paid for); it is logged in the pet's activity list.
 */
export async function useItem(
  ctx: AppContext,
  { userId, tab }: Actor,
  itemId: string,
): Promise<UseItemResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    const owned = await lockInventoryLine(tx, userId, itemId);
    if (!owned) throw notFound(INVENTORY_MESSAGES.notOwned);
    const { line, item } = owned;
    if (item.type !== 'food') throw badRequest(INVENTORY_MESSAGES.notFood);
    const pet = await lockActivePet(tx, userId, now);
    if (!pet) throw badRequest(INVENTORY_MESSAGES.noActivePet);
    if (pet.hunger >= STAT_MAX) throw badRequest(`${pet.name} isn't hungry right now.`);

    const before = pet.hunger;
    pet.hunger = Math.min(STAT_MAX, pet.hunger + (item.effectAmount ?? 0));
    await savePet(tx, pet);
    const result = `${pet.name} ate ${item.name}: hunger +${pet.hunger - before}`;
    await tx
      .insert(petActivities)
      .values({ petId: pet.id, userId, action: 'feed', result, createdAt: now });

    let remaining = null;
    if (line.quantity > 1) {
      const [updated] = await tx
        .update(userItems)
        .set({ quantity: line.quantity - 1 })
        .where(eq(userItems.id, line.id))
        .returning();
      remaining = updated ? toInventoryItem(updated, item) : null;
    } else {
      await tx.delete(userItems).where(eq(userItems.id, line.id));
    }
    after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
    return { pet: toPetDto(pet, now), inventoryItem: remaining, result };
  });
}

/**
 * POST /api/user/items/{itemId}/equip: puts the accessory on one of the caller's pets. It comes
 * off the pet that wore it before, and whatever the pet wore in the same slot comes off (one hat
 * at a time). pets.accessories is what the pet art draws everywhere; user_items records who
 * wears what; both change together here.
 */
export async function equip(
  ctx: AppContext,
  { userId, tab }: Actor,
  itemId: string,
  petId: string,
): Promise<EquipResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    const { line, item, key } = await ownedAccessory(tx, userId, itemId);
    const pet = await lockOwnPet(tx, userId, petId, now);
    if (!pet) throw notFound(INVENTORY_MESSAGES.petNotFound);

    const changed: Pet[] = [];
    if (line.equippedPetId && line.equippedPetId !== petId) {
      const previous = await lockOwnPet(tx, userId, line.equippedPetId, now);
      if (previous) {
        changed.push(await setAccessories(tx, previous, without(previous.accessories, [key]), now));
      }
    }
    const worn = wearAccessory(pet.accessories, key);
    const displaced = pet.accessories.filter((k) => k !== key && !worn.includes(k));
    if (displaced.length > 0) {
      await tx
        .update(userItems)
        .set({ equippedPetId: null })
        .where(
          and(
            eq(userItems.userId, userId),
            eq(userItems.equippedPetId, petId),
            inArray(userItems.itemId, accessoryItemIds(displaced)),
          ),
        );
    }
    changed.unshift(await setAccessories(tx, pet, worn, now));

    const [updated] = await tx
      .update(userItems)
      .set({ equippedPetId: petId })
      .where(eq(userItems.id, line.id))
      .returning();
    if (!updated) throw new Error('equip update returned nothing');
    after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
    return { pets: changed, inventoryItem: toInventoryItem(updated, item) };
  });
}

/** POST /api/user/items/{itemId}/unequip: takes the accessory off whichever pet wears it. */
export async function unequip(
  ctx: AppContext,
  { userId, tab }: Actor,
  itemId: string,
): Promise<EquipResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    await lockUserRow(tx, userId);
    const { line, item, key } = await ownedAccessory(tx, userId, itemId);
    const changed: Pet[] = [];
    if (line.equippedPetId) {
      const pet = await lockOwnPet(tx, userId, line.equippedPetId, now);
      if (pet) changed.push(await setAccessories(tx, pet, without(pet.accessories, [key]), now));
    }
    const [updated] = await tx
      .update(userItems)
      .set({ equippedPetId: null })
      .where(eq(userItems.id, line.id))
      .returning();
    if (!updated) throw new Error('unequip update returned nothing');
    after.publish(userId, { type: 'profile', reason: 'pets', origin: tab });
    return { pets: changed, inventoryItem: toInventoryItem(updated, item) };
  });
}

async function ownedAccessory(tx: Tx, userId: string, itemId: string) {
  const owned = await lockInventoryLine(tx, userId, itemId);
  if (!owned) throw notFound(INVENTORY_MESSAGES.notOwned);
  const key = owned.item.effectKey;
  if (owned.item.type !== 'accessory' || !isAccessoryKey(key)) {
    throw badRequest(INVENTORY_MESSAGES.notAccessory);
  }
  return { ...owned, key };
}

async function setAccessories(tx: Tx, pet: PetRow, accessories: string[], now: Date): Promise<Pet> {
  await tx
    .update(pets)
    .set({ accessories })
    .where(and(eq(pets.id, pet.id), eq(pets.userId, pet.userId)));
  return toPetDto({ ...pet, accessories }, now);
}

function without(list: readonly string[], keys: readonly string[]): string[] {
  return list.filter((k) => !keys.includes(k));
}

function accessoryItemIds(keys: readonly string[]): string[] {
  return SHOP_ITEMS.filter((i) => i.type === 'accessory' && keys.includes(i.effectKey ?? '')).map(
    (i) => i.id,
  );
}
