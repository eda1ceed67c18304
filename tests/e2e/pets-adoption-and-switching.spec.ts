// A first pet adopted from /adopt-pet and renamed; switching the active pet (and its failure
// message) and the level-up celebration.
import { expect, test } from '@playwright/test';
import { api, registerViaApi, signInWithSession, snap } from './support';

test('a first pet adopted from /adopt-pet is free, skips onboarding and can be renamed', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  // With no pet, Your Pets offers the free first pet before the shop (whose eggs cost 1,200+).
  // The registration wizard's pick waits for onboarding, which this person skips.
  const pendingKey = `petmatch.pendingPet.${auth.user.id}`;
  await signInWithSession(page, auth, '/pet-selection');
  await page.evaluate(
    (key) => localStorage.setItem(key, '{"type":"cat","variant":"tabby"}'),
    pendingKey,
  );
  await expect(page.getByRole('heading', { name: 'No Pets Found' })).toBeVisible();
  await snap(page, 'pets-selection-empty');
  await expect(page.getByRole('link', { name: 'Adopt a Pet' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  await expect(page.getByRole('link', { name: 'Visit Shop' })).toHaveAttribute(
    'href',
    '/shop?tab=items',
  );
  await page.goto('/adopt-pet');
  await expect(page.getByText('Your first pet is free.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Birds' }).click();
  const bird = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await expect(bird).toHaveAccessibleName(/ Bird, free$/);
  await bird.click();
  await expect(page).toHaveURL(/isFirstPet=true$/);
  const adoptButton = page.getByRole('button', { name: /^Adopt / });
  const petName = ((await adoptButton.textContent()) ?? '').replace(/^Adopt /, '');
  await expect(page.getByRole('region', { name: 'Adoption' })).toContainText('FREE');
  await adoptButton.click();
  await expect(
    page.getByText(`${petName} has been adopted! Welcome to the family!`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-pet$/);
  await expect(page.getByRole('region', { name: 'Pet summary' })).toContainText(petName);
  // The adopted first pet leaves the wizard's pick nothing to fill: it is gone from the device.
  expect(await page.evaluate((key) => localStorage.getItem(key), pendingKey)).toBeNull();
  await expect(page.getByRole('link', { name: '100 coins, open My Bank' })).toBeVisible();

  // Pet selection: one pet, marked active, nothing to select.
  await page.getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('link', { name: /Switch Pet/ }).click();
  await expect(page).toHaveURL(/\/pet-selection$/);
  await expect(
    page.getByRole('article', { name: new RegExp(`^${petName}.*active$`) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(0);
  await expect(page.getByText('Higher-level pets attract more matches!')).toBeVisible();
  await snap(page, 'pets-selection-single');

  // Rename: blank is refused, Cancel restores, the saved name is trimmed.
  await page.goto('/pet-customization');
  const input = page.getByLabel('Pet Name');
  const save = page.getByRole('button', { name: 'Save Name' });
  await expect(input).toHaveValue(petName);
  await expect(save).toBeDisabled();
  await input.fill('   ');
  await expect(page.getByText('Pet name cannot be empty.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(input).toHaveValue(petName);
  await input.fill('  Sunny Skies  ');
  await expect(page.getByText('15/20')).toBeVisible();
  await snap(page, 'pets-customization');
  await save.click();
  await expect(
    page.getByText('Your pet is now called Sunny Skies.', { exact: true }),
  ).toBeVisible();
  await expect(input).toHaveValue('Sunny Skies');
  await expect(save).toBeDisabled();

  // Home shows the adopted, renamed pet: onboarding was never needed.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Sunny Skies' })).toBeVisible();
  await expect(page.getByText(/Level 1 · Bird/)).toBeVisible();
});

test('switching the active pet, its failure message, and the level-up celebration', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  const first = await api(page, auth, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'dog',
    variant: 'corgi',
  });
  // A second pet costs 2,000 coins, which a new account cannot earn quickly: the server's
  // answers for a second pet are stood in for here; the switch flow itself is the client's.
  const second = {
    ...first,
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Nimbus',
    type: 'phoenix',
    variant: 'storm',
    personality: 'Mystical and Proud',
    level: 4,
    isActive: false,
  };
  let switched = false;
  let failNext = true;
  await page.route('**/api/pets', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    const real = (await res.json()) as { isActive: boolean }[];
    const list = switched
      ? [{ ...second, isActive: true }, ...real.map((p) => ({ ...p, isActive: false }))]
      : [...real, second];
    await route.fulfill({ response: res, json: list });
  });
  await page.route('**/api/pets/active', async (route) => {
    if (!switched) return route.fallback();
    await route.fulfill({ json: { ...second, isActive: true } });
  });
  await page.route(`**/api/pets/${second.id}/set-active`, async (route) => {
    if (failNext) {
      failNext = false;
      return route.fulfill({ status: 500, json: { message: 'Something went wrong.' } });
    }
    switched = true;
    await route.fulfill({ json: { pet: { ...second, isActive: true } } });
  });

  // Page timers run on a controllable clock, so the celebration can be held open for a look.
  await page.clock.install();
  await signInWithSession(page, auth, '/pet-selection');
  await expect(page.getByRole('article')).toHaveCount(2);
  await snap(page, 'pets-selection');
  await page.getByRole('button', { name: 'Select Nimbus' }).click();
  await expect(
    page.getByText('Failed to switch pets. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pet-selection$/);
  // Tapping the card itself selects it too.
  await page.getByRole('article', { name: /^Nimbus/ }).click();
  await expect(page).toHaveURL(/\/my-pet$/);
  await expect(page.getByRole('region', { name: 'Pet summary' })).toContainText('Nimbus');
  await expect(page.getByRole('region', { name: 'Pet summary' })).toContainText(
    'Level 4 · Phoenix',
  );
  await page.unrouteAll({ behavior: 'wait' });

  // The level-up celebration: the server's real answer, as if this action crossed a level.
  await page.route(`**/api/pets/${first.id}/action`, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({
      response: res,
      json: { ...body, levelsGained: 1, pet: { ...body.pet, level: 2, experience: 0 } },
    });
  });
  await page.goto('/my-pet');
  await expect(page.getByRole('region', { name: 'Pet summary' })).toContainText('Biscuit');
  await page.getByRole('button', { name: 'Groom', exact: true }).click();
  const celebration = page.getByRole('dialog', { name: /Level Up!/ });
  await expect(celebration).toBeVisible();
  // Pause a little ahead (the page keeps running meanwhile) and well before the 5 s auto-close.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));
  await expect(celebration).toContainText('Biscuit reached level 2!');
  await expect(celebration).toContainText('+100 coins');
  await expect(celebration.getByRole('button', { name: 'Awesome!' })).toBeVisible();
  await snap(page, 'pets-level-up');
  // Left alone, the celebration closes by itself.
  await page.clock.runFor(6000);
  await expect(celebration).toBeHidden();
  await expect(page.getByRole('img', { name: /^Biscuit/ })).toHaveCount(1);
});

test('a paid adoption asks first, with the balance it leaves; the server still decides', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  const [adoptable] = (await api(page, auth, 'GET', '/api/pets/adoptable')) as Array<{
    id: string;
    name: string;
    cost: number;
  }>;
  expect(adoptable!.cost).toBe(2000);
  // The screen believes the user has 5,000 coins (they have 100), so Adopt is offered.
  await page.route('**/api/user/profile', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), coins: 5000 } });
  });
  const adoptCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/pets/adopt')) adoptCalls.push(r.method());
  });
  await signInWithSession(
    page,
    auth,
    `/adopt-pet/${encodeURIComponent(adoptable!.id)}?isFirstPet=false`,
  );
  const adopt = page.getByRole('button', { name: `Adopt ${adoptable!.name}` });
  await adopt.click();
  const confirm = page.getByRole('dialog', { name: `Adopt ${adoptable!.name}?` });
  await expect(confirm).toContainText('2,000 coins will be taken from your 5,000, leaving 3,000.');
  await expect(confirm).toHaveCSS('opacity', '1');
  await snap(page, 'pets-adopt-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(adopt).toBeFocused();
  expect(adoptCalls).toEqual([]);

  // Confirmed: the server charges its own price and refuses what the balance cannot pay. A
  // double tap asks once: the dialog stays open while the request runs.
  await adopt.click();
  await confirm.getByRole('button', { name: 'Adopt', exact: true }).dblclick();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Adoption Failed', { exact: true })).toBeVisible();
  await expect(toasts.getByText("You don't have enough coins to adopt this pet.")).toBeVisible();
  await expect(confirm).toBeHidden();
  expect(adoptCalls).toEqual(['POST']);
  expect(await api(page, auth, 'GET', '/api/pets')).toHaveLength(1);
});
