import { expect, test, type Page } from '@playwright/test';
import { api, registerViaApi, signInWithSession, snap, type Auth } from './support';

/** A user with an active cat whose energy has been spent down by a few training sessions. */
async function userWithTiredPet(page: Page, actions = 4) {
  const auth = await registerViaApi(page);
  const pet = await api(page, auth, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'cat',
    variant: 'orange',
  });
  const id = (pet.pet ?? pet).id as string;
  for (let i = 0; i < actions; i += 1) {
    await api(page, auth, 'POST', `/api/pets/${id}/action`, { action: 'train' });
  }
  return auth;
}

function balance(page: Page) {
  return page.getByTestId('shop-balance');
}

test('buys an energy boost: the balance drops, the pet gains energy and the bank lists it', async ({
  page,
}) => {
  const auth = await userWithTiredPet(page);
  const before = await api(page, auth, 'GET', '/api/pets/active');
  const profile = await api(page, auth, 'GET', '/api/user/profile');
  await signInWithSession(page, auth, '/shop');

  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  await expect(balance(page)).toHaveText(String(profile.coins));
  const energy = page.getByRole('progressbar', { name: "Biscuit's energy" });
  await expect(energy).toHaveAttribute('aria-valuenow', String(before.energy));
  await snap(page, 'shop-boost');
  // On narrow phones each Buy stays inside its card and each tab on one line.
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    for (const card of await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Buy / }) })
      .all()) {
      const outer = (await card.boundingBox())!;
      const buy = (await card.getByRole('button', { name: /^Buy / }).boundingBox())!;
      expect(buy.x + buy.width).toBeLessThanOrEqual(outer.x + outer.width);
    }
    for (const tab of await page.getByRole('tab').all()) {
      expect((await tab.boundingBox())!.height, await tab.innerText()).toBeLessThan(44);
    }
    await snap(page, `shop-boost-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Buy Energy Snack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Energy Snack' });
  await expect(dialog).toBeVisible();
  // The dialog takes focus, so a keyboard or screen reader user lands in it.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expect(dialog).toContainText('A crunchy treat that restores 25 energy.');
  await expect(dialog).toContainText('30');
  // 80 % + 25 passes the cap of 100: the dialog says what will be lost before the coins go.
  expect(before.energy).toBe(80);
  await expect(dialog.getByRole('note')).toHaveText(
    "Biscuit has 80% energy, so only 20 of this item's 25 energy will be used.",
  );
  await snap(page, 'shop-confirm');
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Energy Snack purchased!', { exact: true })).toBeVisible();
  await expect(balance(page)).toHaveText(String(profile.coins - 30));
  await expect(energy).toHaveAttribute('aria-valuenow', String(Math.min(100, before.energy + 25)));
  // Full now: energy items, used as they are bought, say so rather than offer a refused purchase.
  expect(before.energy + 25).toBeGreaterThanOrEqual(100);
  await expect(page.getByRole('listitem', { name: 'Energy Snack' })).toContainText('Energy Full');
  await expect(page.getByRole('button', { name: 'Buy Energy Snack' })).toHaveCount(0);
  await snap(page, 'shop-energy-full');

  await page.getByRole('link', { name: /Open My Bank/ }).click();
  await expect(page).toHaveURL(/\/my-bank$/);
  await expect(page.getByText('Purchased Energy Snack')).toBeVisible();
});

test('a too-expensive item cannot be bought; a server refusal shows Purchase Failed', async ({
  page,
}) => {
  const auth = await registerViaApi(page); // 100 coins and no pet yet
  await signInWithSession(page, auth, '/shop?tab=items');
  await expect(page.getByRole('button', { name: 'Buy Royal Crown' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Dragon Egg' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Cute Bow' })).toBeEnabled();
  await snap(page, 'shop-items');
  await page.getByRole('region', { name: 'Food' }).scrollIntoViewIfNeeded();
  await snap(page, 'shop-items-food');
  await page.getByRole('region', { name: 'Pet Eggs' }).scrollIntoViewIfNeeded();
  await snap(page, 'shop-items-eggs');

  // Energy items need an active pet: without one their Buy is disabled.
  await page.getByRole('tab', { name: 'Boost' }).click();
  await expect(page.getByText('No active pet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Energy Snack' })).toBeDisabled();

  // Another device buys the bow while this one asks: the server refuses the second and keeps the
  // coins.
  const items: { id: string; name: string; price: number }[] = await api(
    page,
    auth,
    'GET',
    '/api/shop/items',
  );
  const item = (name: string) => items.find((i) => i.name === name)!;
  await page.getByRole('tab', { name: 'Items', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Cute Bow' }).click();
  const bowDialog = page.getByRole('dialog', { name: 'Cute Bow' });
  await expect(bowDialog).toContainText(`Balance after${100 - item('Cute Bow').price}`);
  await api(page, auth, 'POST', '/api/shop/purchase', { itemId: item('Cute Bow').id });
  await bowDialog.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Purchase Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('You already own this accessory.', { exact: true })).toBeVisible();
  const left = 100 - item('Cute Bow').price;
  await expect(balance(page)).toHaveText(String(left));

  // A dialog open while the balance drops says how many coins are missing, never a negative balance.
  const shades = item('Cool Shades');
  expect(shades.price).toBeLessThanOrEqual(left);
  await page.getByRole('button', { name: 'Buy Cool Shades' }).click();
  const shadesDialog = page.getByRole('dialog', { name: 'Cool Shades' });
  await expect(shadesDialog).toContainText(`Balance after${left - shades.price}`);
  const kibble = item('Crunchy Kibble');
  await api(page, auth, 'POST', '/api/shop/purchase', { itemId: kibble.id });
  const short = shades.price - (left - kibble.price);
  await expect(shadesDialog).toContainText(`Balance after${short} coins short`);
  await expect(shadesDialog).not.toContainText(/-\d/);
  await snap(page, 'shop-confirm-short');
  await shadesDialog.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Insufficient Coins', { exact: true })).toBeVisible();
  await expect(balance(page)).toHaveText(String(left - kibble.price));
});

test('premium offers are coming soon, and the free coin ways are listed', async ({ page }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/shop');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await expect(page.getByText('$4.99')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  const earn = page.getByRole('region', { name: 'Earn Free Coins' });
  await expect(earn).toContainText('+50');
  await expect(earn).toContainText('+100');
  await expect(earn).toContainText('+25');
  await snap(page, 'shop-premium');
  await earn.scrollIntoViewIfNeeded();
  await snap(page, 'shop-premium-earn');
  await page.getByRole('button', { name: 'Subscribe to Unlimited Coins' }).click();
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Premium features will be available soon!', { exact: true }),
  ).toBeVisible();
  await expect(balance(page)).toHaveText('100');
});

test('buys a bow, puts it on the pet and sees it on Home; feeds a snack from the pantry', async ({
  page,
}) => {
  const auth = await userWithTiredPet(page, 0);
  await signInWithSession(page, auth, '/shop?tab=inventory');
  await expect(page.getByText('No items yet')).toBeVisible();
  await snap(page, 'shop-inventory-empty');
  await page.getByRole('button', { name: 'Browse Items' }).click();

  await page.getByRole('button', { name: 'Buy Cute Bow' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Cute Bow purchased!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Cute Bow' }).getByText('Owned', { exact: true }),
  ).toBeVisible();

  // A double tap on Buy buys once: both taps land before the button re-renders as disabled.
  const purchases: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/shop/purchase')) purchases.push(r.url());
  });
  await page.getByRole('button', { name: 'Buy Crunchy Kibble' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).dblclick();
  await expect(page.getByText('Crunchy Kibble purchased!', { exact: true })).toBeVisible();
  expect(purchases).toHaveLength(1);

  await page.getByRole('tab', { name: 'My Items' }).click();
  const preview = page.getByTestId('wardrobe-preview');
  await expect(preview.locator('[data-accessory="bow"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Put on Cute Bow' }).click();
  await expect(page.getByRole('button', { name: 'Take off Cute Bow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(preview.locator('[data-accessory="bow"]')).toHaveCount(1);

  const hunger = page.getByRole('progressbar', { name: "Biscuit's hunger" });
  const hungerBefore = Number(await hunger.getAttribute('aria-valuenow'));
  // A new cat starts below full hunger (catalogue base 85), so it is hungry enough to eat.
  expect(hungerBefore).toBeLessThan(100);
  await page.getByRole('button', { name: 'Feed Crunchy Kibble' }).click();
  await expect(page.getByText(/^Biscuit ate Crunchy Kibble: hunger \+\d+\.$/)).toBeVisible();
  await expect(hunger).toHaveAttribute('aria-valuenow', String(Math.min(100, hungerBefore + 15)));
  await expect(page.getByRole('button', { name: 'Feed Crunchy Kibble' })).toHaveCount(0);
  await snap(page, 'shop-inventory');

  await page.goto('/home');
  await expect(page.locator('[data-accessory="bow"]').first()).toBeVisible();
  await snap(page, 'shop-home-with-bow');
});

/**
 * A pet egg costs more than play earns in a test, so the server's answers are stubbed here: what
 * is checked is the client's part of spec section 4 "Shop purchase" (the server's part is in
 * src/server/features/shop/shop-purchase.test.ts).
 */
async function stubEggPurchase(page: Page, auth: Auth, listIncludesNewPet: boolean) {
  const items = await api(page, auth, 'GET', '/api/shop/items');
  const egg = items.find((i: { id: string }) => i.id === 'pet-egg-any');
  const hatched = {
    id: '7d1c0f8e-3c55-4f0e-9a57-2f2d7f1a9b10',
    userId: auth.user.id,
    name: 'Nova',
    type: 'phoenix',
    variant: 'cosmic',
    rarity: 'rare',
    personality: 'Mystical and Proud',
    health: 100,
    hunger: 100,
    happiness: 100,
    energy: 100,
    level: 1,
    experience: 0,
    isActive: false,
    mood: 'happy',
    accessories: [],
    createdAt: new Date().toISOString(),
  };
  await page.route('**/api/user/profile', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), coins: 5000 } });
  });
  await page.route('**/api/shop/purchase', (route) =>
    route.fulfill({ json: { item: egg, coins: 5000 - egg.price, pet: hatched } }),
  );
  await page.route('**/api/pets', async (route) => {
    const res = await route.fetch();
    const pets = await res.json();
    await route.fulfill({ response: res, json: listIncludesNewPet ? [...pets, hatched] : pets });
  });
}

test('after buying a pet egg with a pet already, the pet list is read and /pet-selection follows', async ({
  page,
}) => {
  const auth = await userWithTiredPet(page, 0);
  await stubEggPurchase(page, auth, true);
  await signInWithSession(page, auth, '/shop?tab=items');
  await expect(balance(page)).toHaveText('5,000');
  await page.getByRole('button', { name: 'Buy Mystery Egg' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Mystery Egg purchased!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pet-selection$/);
});

test('a bought pet missing from the pet list shows Pet Creation Failed', async ({ page }) => {
  const auth = await userWithTiredPet(page, 0);
  await stubEggPurchase(page, auth, false);
  await signInWithSession(page, auth, '/shop?tab=items');
  await expect(balance(page)).toHaveText('5,000');
  await page.getByRole('button', { name: 'Buy Mystery Egg' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Pet Creation Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to create your pet. Please contact support.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/shop/);
});

test('More shows the balance the server holds, also after spending on another device', async ({
  page,
}) => {
  const auth = await userWithTiredPet(page);
  const before = (await api(page, auth, 'GET', '/api/user/profile')).coins as number;
  await signInWithSession(page, auth, '/more');
  const badge = page.getByText(/ coins$/).locator('xpath=..');
  await expect(badge).toHaveText(`${before} coins`);
  // Another device buys an Energy Snack (30 coins); this one opens More again.
  const items = await api(page, auth, 'GET', '/api/shop/items');
  const snack = items.find((i: { name: string }) => i.name === 'Energy Snack');
  await api(page, auth, 'POST', '/api/shop/purchase', { itemId: snack.id });
  await page.goto('/more');
  await expect(badge).toHaveText(`${before - 30} coins`);
});
