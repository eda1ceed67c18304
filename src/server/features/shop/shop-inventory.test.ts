/** The user's items: using food on the active pet, and putting accessories on and off. */
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../../shared/schemas/shop';
import { registerUser, useTestApp } from '../../test/helpers';
import { BOW, buy, CROWN, KIBBLE, SHADES, shopHelpers, TOP_HAT } from './shop-test-helpers';

const t = useTestApp({ ledger: true });

const { givePet, petRow, give } = shopHelpers(() => t);

describe('POST /api/user/items/{itemId}/use', () => {
  it('feeds the active pet without energy cost and uses up the food', async () => {
    const user = await registerUser(t.app);
    const pet = await givePet(user, { hunger: 40, energy: 50 });
    await buy(user, KIBBLE.id);
    await buy(user, KIBBLE.id);
    const res = await user.inject('POST', `/api/user/items/${KIBBLE.id}/use`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pet: { id: pet.id, hunger: 55, energy: 50 },
      inventoryItem: { itemId: KIBBLE.id, quantity: 1 },
      result: `${pet.name} ate Crunchy Kibble: hunger +15`,
    });
    const last = await user.inject('POST', `/api/user/items/${KIBBLE.id}/use`);
    expect(last.statusCode).toBe(200);
    expect(last.json().inventoryItem).toBeNull();
    expect(last.json().pet.hunger).toBe(70);
    expect((await user.inject('GET', '/api/user/items')).json()).toEqual([]);
    const none = await user.inject('POST', `/api/user/items/${KIBBLE.id}/use`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("You don't have this item.");
    expect((await petRow(pet.id)).hunger).toBe(70);
  });

  it('refuses a full pet, a missing active pet and a non-food item, keeping the item', async () => {
    const user = await registerUser(t.app);
    await buy(user, KIBBLE.id);
    await buy(user, BOW.id);
    const noPet = await user.inject('POST', `/api/user/items/${KIBBLE.id}/use`);
    expect(noPet.statusCode).toBe(400);
    expect(noPet.json().message).toBe('You need an active pet to feed.');
    await givePet(user, { hunger: 100 });
    const full = await user.inject('POST', `/api/user/items/${KIBBLE.id}/use`);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toMatch(/isn't hungry/);
    const bow = await user.inject('POST', `/api/user/items/${BOW.id}/use`);
    expect(bow.statusCode).toBe(400);
    expect(bow.json().message).toBe('Only food can be used on your pet.');
    const list = (await user.inject('GET', '/api/user/items')).json() as InventoryItem[];
    expect(list.find((l) => l.itemId === KIBBLE.id)?.quantity).toBe(1);
  });
});

describe('equip and unequip', () => {
  it('puts an accessory on an own pet, moves it to another pet, and takes it off', async () => {
    const user = await registerUser(t.app);
    const first = await givePet(user);
    await buy(user, SHADES.id);
    const on = await user.inject('POST', `/api/user/items/${SHADES.id}/equip`, { petId: first.id });
    expect(on.statusCode).toBe(200);
    expect(on.json().pets[0]).toMatchObject({ id: first.id, accessories: ['sunglasses'] });
    expect(on.json().inventoryItem.equippedPetId).toBe(first.id);
    expect((await petRow(first.id)).accessories).toEqual(['sunglasses']);

    const second = await givePet(user);
    const moved = await user.inject('POST', `/api/user/items/${SHADES.id}/equip`, {
      petId: second.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await petRow(first.id)).accessories).toEqual([]);
    expect((await petRow(second.id)).accessories).toEqual(['sunglasses']);

    const off = await user.inject('POST', `/api/user/items/${SHADES.id}/unequip`);
    expect(off.statusCode).toBe(200);
    expect(off.json().inventoryItem.equippedPetId).toBeNull();
    expect((await petRow(second.id)).accessories).toEqual([]);
  });

  it('wears one hat at a time: a new hat takes the old one off', async () => {
    const user = await registerUser(t.app);
    const pet = await givePet(user);
    await give(user, CROWN.price + TOP_HAT.price);
    await buy(user, CROWN.id);
    await buy(user, TOP_HAT.id);
    await buy(user, BOW.id);
    for (const id of [CROWN.id, BOW.id, TOP_HAT.id]) {
      const res = await user.inject('POST', `/api/user/items/${id}/equip`, { petId: pet.id });
      expect(res.statusCode).toBe(200);
    }
    expect((await petRow(pet.id)).accessories).toEqual(['bow', 'top-hat']);
    const list = (await user.inject('GET', '/api/user/items')).json() as InventoryItem[];
    expect(list.find((l) => l.itemId === CROWN.id)?.equippedPetId).toBeNull();
    expect(list.find((l) => l.itemId === TOP_HAT.id)?.equippedPetId).toBe(pet.id);
  });

  it("refuses another user's pet, an unowned item, a food item and a bad pet id", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const theirPet = await givePet(other);
    const myPet = await givePet(user);
    await buy(user, BOW.id);
    await buy(user, KIBBLE.id);

    const theirs = await user.inject('POST', `/api/user/items/${BOW.id}/equip`, {
      petId: theirPet.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Pet not found.');
    expect((await petRow(theirPet.id)).accessories).toEqual([]);

    const unowned = await user.inject('POST', `/api/user/items/${CROWN.id}/equip`, {
      petId: myPet.id,
    });
    expect(unowned.statusCode).toBe(404);
    const notMine = await other.inject('POST', `/api/user/items/${BOW.id}/unequip`);
    expect(notMine.statusCode).toBe(404);

    const food = await user.inject('POST', `/api/user/items/${KIBBLE.id}/equip`, {
      petId: myPet.id,
    });
    expect(food.statusCode).toBe(400);
    expect(food.json().message).toBe('Only accessories can be worn.');

    const bad = await user.inject('POST', `/api/user/items/${BOW.id}/equip`, { petId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose one of your pets.');
  });
});
