/**
 * The shop's catalogue (PRODUCT_RULES.md 6). The server upserts it into shop_items at start, so
 * these rows are what every deployment sells; the client reads them through GET /api/shop/items.
 * Prices are set against what play earns (5 coins per paid care action, 50 per challenge, 100 per
 * level-up, 100 to start): a snack or a bow is a few actions' pay, a legendary crown a week's play.
 */
import { CARE, ECONOMY } from '../constants';
import type { PetRarity, PetType } from './pets';

export const SHOP_ITEM_TYPES = ['energy', 'accessory', 'food', 'premium', 'pet'] as const;
export type ShopItemType = (typeof SHOP_ITEM_TYPES)[number];

/** The accessory keys the pet art draws. */
export const ACCESSORY_KEYS = [
  'crown',
  'bow',
  'sunglasses',
  'scarf',
  'top-hat',
  'flower-crown',
] as const;
export type AccessoryKey = (typeof ACCESSORY_KEYS)[number];

/**
 * Where an accessory sits. A pet wears at most one accessory per slot: putting on a top hat takes
 * off the crown it was wearing (they would be drawn on top of each other).
 */
export const ACCESSORY_SLOT: Record<AccessoryKey, 'hat' | 'face' | 'neck' | 'hair'> = {
  crown: 'hat',
  'top-hat': 'hat',
  'flower-crown': 'hat',
  sunglasses: 'face',
  scarf: 'neck',
  bow: 'hair',
};

/** Pet items hatch one type, or any type at random. */
export type PetEggKind = PetType | 'any';

export interface ShopItemDef {
  id: string;
  name: string;
  description: string;
  price: number;
  type: ShopItemType;
  rarity: PetRarity;
  /** energy: energy restored; food: hunger restored; otherwise null. */
  effectAmount: number | null;
  /** accessory: the AccessoryKey; pet: the PetEggKind; premium: the plan id; otherwise null. */
  effectKey: string | null;
  sortOrder: number;
}

const energy = (
  id: string,
  name: string,
  description: string,
  price: number,
  rarity: PetRarity,
  amount: number,
): Omit<ShopItemDef, 'sortOrder'> => ({
  id,
  name,
  description,
  price,
  type: 'energy',
  rarity,
  effectAmount: amount,
  effectKey: null,
});

const food = (
  id: string,
  name: string,
  description: string,
  price: number,
  rarity: PetRarity,
  amount: number,
): Omit<ShopItemDef, 'sortOrder'> => ({
  id,
  name,
  description,
  price,
  type: 'food',
  rarity,
  effectAmount: amount,
  effectKey: null,
});

const accessory = (
  key: AccessoryKey,
  name: string,
  description: string,
  price: number,
  rarity: PetRarity,
): Omit<ShopItemDef, 'sortOrder'> => ({
  id: `accessory-${key}`,
  name,
  description,
  price,
  type: 'accessory',
  rarity,
  effectAmount: null,
  effectKey: key,
});

const egg = (
  kind: PetEggKind,
  name: string,
  description: string,
  price: number,
  rarity: PetRarity,
): Omit<ShopItemDef, 'sortOrder'> => ({
  id: `pet-egg-${kind}`,
  name,
  description,
  price,
  type: 'pet',
  rarity,
  effectAmount: null,
  effectKey: kind,
});

const ITEMS: Omit<ShopItemDef, 'sortOrder'>[] = [
  energy(
    'energy-snack',
    'Energy Snack',
    'A crunchy treat that restores 25 energy.',
    30,
    'common',
    25,
  ),
  energy(
    'energy-potion',
    'Power Potion',
    'A fizzy potion that restores 50 energy.',
    55,
    'uncommon',
    50,
  ),
  energy(
    'energy-full-recharge',
    'Full Recharge',
    'Restores 100 energy: your pet is ready for anything.',
    100,
    'rare',
    100,
  ),
  food(
    'food-kibble',
    'Crunchy Kibble',
    'A tasty bowl of kibble. Restores 15 hunger.',
    10,
    'common',
    15,
  ),
  food(
    'food-berry-bowl',
    'Berry Bowl',
    'Fresh berries, a favourite of every pet. Restores 30 hunger.',
    20,
    'uncommon',
    30,
  ),
  food(
    'food-royal-feast',
    'Royal Feast',
    'A banquet fit for a dragon. Restores 60 hunger.',
    40,
    'rare',
    60,
  ),
  accessory('bow', 'Cute Bow', 'A bright ribbon bow for a touch of charm.', 40, 'common'),
  accessory(
    'sunglasses',
    'Cool Shades',
    'Too cool for the sun. Looks great on dating cards.',
    60,
    'uncommon',
  ),
  accessory('scarf', 'Cozy Scarf', 'A warm knitted scarf for chilly days.', 75, 'uncommon'),
  accessory('flower-crown', 'Flower Crown', 'A ring of fresh blossoms.', 150, 'rare'),
  accessory('top-hat', 'Top Hat', 'For the most distinguished pets.', 250, 'epic'),
  accessory(
    'crown',
    'Royal Crown',
    'Solid gold and jewels: rule the dating scene.',
    600,
    'legendary',
  ),
  egg('any', 'Mystery Egg', 'Hatches a random pet of any kind. Who will it be?', 1200, 'rare'),
  egg(
    'dragon',
    'Dragon Egg',
    'A warm, glowing egg that hatches a legendary dragon.',
    2500,
    'legendary',
  ),
  {
    id: 'premium-pets-plan',
    name: 'Premium Pets Plan',
    description: 'Exclusive premium pets and accessories every month.',
    price: 0,
    type: 'premium',
    rarity: 'epic',
    effectAmount: null,
    effectKey: 'premium-pets',
  },
  {
    id: 'premium-unlimited-coins',
    name: 'Unlimited Coins',
    description: 'Never run out of coins for treats, boosts and eggs.',
    price: 0,
    type: 'premium',
    rarity: 'legendary',
    effectAmount: null,
    effectKey: 'unlimited-coins',
  },
];

export const SHOP_ITEMS: readonly ShopItemDef[] = ITEMS.map((item, i) => ({
  ...item,
  sortOrder: (i + 1) * 10,
}));

/** Premium plans: shown with a monthly price and never sold (spec section 2 "Shop"). */
export const PREMIUM_MONTHLY_PRICE: Record<string, number> = {
  'premium-pets': ECONOMY.premiumPrices[0],
  'unlimited-coins': ECONOMY.premiumPrices[1],
};

/** The Premium tab's 'Earn Free Coins' list (spec section 9 "Coins"). */
export const FREE_COIN_HINTS: readonly { label: string; coins: number }[] = [
  { label: 'Complete daily challenges', coins: ECONOMY.challengeReward },
  { label: 'Level up your pet', coins: CARE.levelUpCoins },
  { label: 'Get a new match', coins: ECONOMY.newMatchCoins },
];

export function isAccessoryKey(key: string | null): key is AccessoryKey {
  return key !== null && (ACCESSORY_KEYS as readonly string[]).includes(key);
}

/**
 * What a pet wears after putting `key` on: whatever it wore in the same slot comes off. Used by
 * the server's equip and by the wardrobe's preview, so both agree.
 */
export function wearAccessory(current: readonly string[], key: AccessoryKey): string[] {
  const kept = current.filter(
    (k) => k !== key && !(isAccessoryKey(k) && ACCESSORY_SLOT[k] === ACCESSORY_SLOT[key]),
  );
  return [...kept, key];
}
