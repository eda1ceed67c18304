import { describe, expect, it } from 'vitest';
import { ACCOUNT } from '../constants';
import { ACCESSORY_KEYS, SHOP_ITEMS, wearAccessory } from './shop-items';

describe('wearAccessory', () => {
  it('adds an accessory once, keeping what sits in other slots', () => {
    expect(wearAccessory([], 'bow')).toEqual(['bow']);
    expect(wearAccessory(['bow', 'scarf'], 'sunglasses')).toEqual(['bow', 'scarf', 'sunglasses']);
    expect(wearAccessory(['bow'], 'bow')).toEqual(['bow']);
  });

  it('takes off the hat already worn when another hat goes on', () => {
    expect(wearAccessory(['crown', 'scarf'], 'top-hat')).toEqual(['scarf', 'top-hat']);
    expect(wearAccessory(['flower-crown'], 'crown')).toEqual(['crown']);
  });
});

describe('the shop catalogue', () => {
  it('has unique ids, positive prices for everything sold and an art key for every accessory', () => {
    const ids = SHOP_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of SHOP_ITEMS.filter((i) => i.type !== 'premium')) {
      expect(item.price).toBeGreaterThan(0);
    }
    const keys = SHOP_ITEMS.filter((i) => i.type === 'accessory').map((i) => i.effectKey);
    expect(new Set(keys)).toEqual(new Set(ACCESSORY_KEYS));
  });

  it('lets a new user afford an energy item and an accessory together', () => {
    const cheapest = (type: string) =>
      Math.min(...SHOP_ITEMS.filter((i) => i.type === type).map((i) => i.price));
    expect(cheapest('energy') + cheapest('accessory')).toBeLessThanOrEqual(ACCOUNT.welcomeBonus);
  });
});
