import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pets, type shopItems, userItems } from '../../db/schema';
import { CARE, STAT_MAX } from '../../../shared/constants';
import {
  PET_TYPES,
  VARIANTS_BY_TYPE,
  type PetRarity,
  type PetType,
} from '../../../shared/catalog/pets';
import type { PurchaseResponse } from '../../../shared/schemas/shop';
import { type Actor, type AppContext, inTransaction } from '../../domain/context';
import { badRequest, conflict, notFound } from '../../domain/errors';
import { onceForKey } from '../../domain/idempotency';
import { debitCoins } from '../../domain/ledger';
import { createPet } from '../../domain/pet-factory';
import { lockActivePet, lockUserRow, savePet, toPetDto } from '../../domain/pet-state';
import { findShopItem, toInventoryItem, toShopItem } from './items';

type ShopItemRow = typeof shopItems.$inferSelect;

export const SHOP_MESSAGES = {
  unknownItem: 'That item is not in the shop.',
  premium: 'Premium items are coming soon.',
  insufficientCoins: "You don't have enough coins for this purchase.",
  noActivePet: 'You need an active pet to use an energy item.',
  alreadyOwned: 'You already own this accessory.',
} as const;

/**
 * POST /api/shop/purchase (PRODUCT_RULES.md 6): item, balance check, debit, 'spent' transaction
 * and the item's effect in one database transaction. Any refusal after the debit rolls it back,
 * so a purchase either happens whole or costs nothing. With an Idempotency-Key, a repeat of a
 * purchase made gets its answer again and buys nothing (domain/idempotency.ts).
 */
export async function purchase(
  ctx: AppContext,
  { userId, tab }: Actor,
  itemId: string,
  key?: string,
): Promise<PurchaseResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, after) => {
    // Lock order of every pet operation: the user row, then pet rows (domain/pet-state.ts).
    // Taken before the key, so a repeat waiting on the key holds no lock the first one needs.
    await lockUserRow(tx, userId);
    return onceForKey(tx, userId, key, `purchase ${itemId}`, now, async () => {
      const item = await findShopItem(tx, itemId);
      if (!item) throw notFound(SHOP_MESSAGES.unknownItem);
      if (item.type === 'premium') throw badRequest(SHOP_MESSAGES.premium);
      // Sent only if the transaction commits: the buyer's other tabs refresh coins and what changed.
      const inventoryOnly = item.type === 'food' || item.type === 'accessory';
      after.publish(userId, {
        type: 'profile',
        reason: inventoryOnly ? 'items' : 'pets',
        origin: tab,
      });
      switch (item.type) {
        case 'energy':
          return buyEnergy(tx, userId, item, now);
        case 'food':
        case 'accessory':
          return buyForInventory(tx, userId, item, now);
        case 'pet':
          return buyPet(tx, userId, item, now);
      }
    });
  });
}

async function charge(tx: Tx, userId: string, item: ShopItemRow, at: Date): Promise<number> {
  const coins = await debitCoins(tx, userId, item.price, `Purchased ${item.name}`, at);
  if (coins === null) throw badRequest(SHOP_MESSAGES.insufficientCoins);
  return coins;
}

/** Energy items refill the active pet now; with no active pet nothing is charged. */
async function buyEnergy(
  tx: Tx,
  userId: string,
  item: ShopItemRow,
  now: Date,
): Promise<PurchaseResponse> {
  const pet = await lockActivePet(tx, userId, now);
  if (!pet) throw badRequest(SHOP_MESSAGES.noActivePet);
  if (pet.energy >= STAT_MAX) throw badRequest(`${pet.name}'s energy is already full.`);
  const coins = await charge(tx, userId, item, now);
  pet.energy = Math.min(STAT_MAX, pet.energy + (item.effectAmount ?? 0));
  // Back at 20+ re-arms the low_energy notification, as regeneration does.
  if (pet.energy >= CARE.lowEnergyThreshold) pet.lowEnergyNotified = false;
  await savePet(tx, pet);
  return { item: toShopItem(item), coins, pet: toPetDto(pet, now) };
}

/**
 * Food stacks (quantity + 1 per purchase). An accessory is owned at most once: one copy can be
 * worn by one pet and moved between pets, so a second copy would buy nothing.
 */
async function buyForInventory(
  tx: Tx,
  userId: string,
  item: ShopItemRow,
  now: Date,
): Promise<PurchaseResponse> {
  let line;
  if (item.type === 'accessory') {
    [line] = await tx
      .insert(userItems)
      .values({ userId, itemId: item.id, quantity: 1, createdAt: now })
      .onConflictDoNothing({ target: [userItems.userId, userItems.itemId] })
      .returning();
    if (!line) throw conflict(SHOP_MESSAGES.alreadyOwned);
  } else {
    [line] = await tx
      .insert(userItems)
      .values({ userId, itemId: item.id, quantity: 1, createdAt: now })
      .onConflictDoUpdate({
        target: [userItems.userId, userItems.itemId],
        set: { quantity: sql`${userItems.quantity} + 1` },
      })
      .returning();
  }
  if (!line) throw new Error('inventory upsert returned nothing');
  const coins = await charge(tx, userId, item, now);
  return { item: toShopItem(item), coins, inventoryItem: toInventoryItem(line, item) };
}

/**
 * A pet item hatches a pet inside this transaction (stats 100, level 1, random name and variant).
 * It becomes the active pet only when it is the user's first.
 */
async function buyPet(
  tx: Tx,
  userId: string,
  item: ShopItemRow,
  now: Date,
): Promise<PurchaseResponse> {
  const coins = await charge(tx, userId, item, now);
  const type = eggType(item.effectKey);
  const variants = VARIANTS_BY_TYPE[type];
  const [existing] = await tx
    .select({ id: pets.id })
    .from(pets)
    .where(eq(pets.userId, userId))
    .limit(1);
  const pet = await createPet(
    tx,
    {
      userId,
      type,
      variant: pick(variants),
      rarity: item.rarity as PetRarity,
      makeActive: !existing,
    },
    now,
  );
  return { item: toShopItem(item), coins, pet: toPetDto(pet, now) };
}

function eggType(kind: string | null): PetType {
  if (kind && (PET_TYPES as readonly string[]).includes(kind)) return kind as PetType;
  return pick(PET_TYPES);
}

function pick<T>(list: readonly T[]): T {
  const value = list[Math.floor(Math.random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}
