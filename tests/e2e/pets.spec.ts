import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

type Auth = Awaited<ReturnType<typeof registerViaApi>>;

async function api(page: Page, auth: Auth, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${auth.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

function stat(page: Page, name: string) {
  return page.getByRole('progressbar', { name, exact: true });
}

test('onboarding, home care until a stat is full, My Pet tabs, the bank and a second adoption out of reach', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/home');

  // No pet yet: Home says so and leads to onboarding.
  await expect(page.getByRole('heading', { name: 'No Pet Found' })).toBeVisible();
  await snap(page, 'pets-home-no-pet');
  // The registration wizard's pick (a variant onboarding does not list) pre-fills the choice.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'petmatch.pendingPet',
      JSON.stringify({ type: 'cat', variant: 'tabby' }),
    ),
  );
  await page.getByRole('link', { name: 'Adopt a Pet' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(page.getByRole('heading', { name: /Meet your new/ })).toBeVisible();
  await snap(page, 'pets-onboarding-welcome');
  await page.getByRole('button', { name: "Let's Go" }).click();

  await expect(page.getByRole('radio', { name: /Cat/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Orange' })).toBeChecked();
  await page.getByRole('radio', { name: /Dragon/ }).check();
  await page.getByRole('radio', { name: 'Water' }).check();
  await expect(page.getByText('Fierce and Loyal').first()).toBeVisible();
  await snap(page, 'pets-onboarding-choose');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A blank name is refused with the spec's message.
  await page.getByRole('button', { name: 'Create My Pet' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please select a pet and enter a name.', { exact: true }),
  ).toBeVisible();
  const name = page.getByLabel('Pet name');
  await name.fill('Ember');
  await expect(page.getByText('5/20')).toBeVisible();
  await expect(name).toHaveAttribute('maxlength', '20');
  await snap(page, 'pets-onboarding-name');
  await page.getByRole('button', { name: 'Create My Pet' }).click();

  // Home: the new dragon in its scene, with the catalogue's starting hunger of 80.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Ember' })).toBeVisible();
  await expect(page.getByText('Level 1 · Dragon')).toBeVisible();
  await expect(page.locator('[data-scene]')).toHaveAttribute('data-scene', /^(day|night)$/);
  await expect(page.getByRole('img', { name: /Ember/ }).first()).toBeVisible();
  await expect(stat(page, 'Hunger')).toHaveAttribute('aria-valuenow', '80');
  await expect(stat(page, 'Energy')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Earn 100 coins each day you play')).toBeVisible();
  await expect(page.getByText('Daily Caretaker')).toBeVisible();
  await expect(page.getByText('Well Fed')).toBeVisible();
  await expect(page.getByRole('link', { name: '100 coins, open My Bank' })).toBeVisible();
  await snap(page, 'pets-home');

  // Feed until hunger is full; the next feed asks first.
  const feed = page.getByRole('button', { name: 'Feed', exact: true });
  await feed.click();
  await expect(stat(page, 'Hunger')).toHaveAttribute('aria-valuenow', '90');
  await feed.click();
  await expect(stat(page, 'Hunger')).toHaveAttribute('aria-valuenow', '100');
  await expect(feed).toBeEnabled();
  await feed.click();
  const full = page.getByRole('dialog', { name: 'Stat Already Full!' });
  await expect(full).toBeVisible();
  await expect(full).toContainText("Ember's hunger is already at 100%");
  await snap(page, 'pets-home-stat-full');
  await full.getByRole('button', { name: 'Do It Anyway!' }).click();
  await expect(full).toBeHidden();
  await expect(stat(page, 'Energy')).toHaveAttribute('aria-valuenow', '85');
  await expect(stat(page, 'Hunger')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('img', { name: /^Ember/ })).toHaveCount(1);
  // Three feeds complete 'Well Fed': +50 coins, shown in the challenge and the balance.
  await expect(page.getByRole('progressbar', { name: 'Well Fed progress' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  const coins = page.getByRole('link', { name: '150 coins, open My Bank' });
  await expect(coins).toBeVisible();
  await page.getByRole('heading', { name: 'Daily Challenges' }).scrollIntoViewIfNeeded();
  await snap(page, 'pets-home-challenges');

  // The bank lists the welcome bonus and the challenge reward.
  await coins.click();
  await expect(page).toHaveURL(/\/my-bank$/);
  await expect(page.getByLabel('Current balance')).toContainText('150');
  const rows = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Welcome bonus' })).toContainText('+100');
  await expect(rows.filter({ hasText: '+50' })).toHaveCount(1);
  await snap(page, 'pets-my-bank');

  // My Pet: summary and the three tabs.
  await page.getByRole('link', { name: 'My Pet' }).click();
  await expect(page).toHaveURL(/\/my-pet$/);
  const summary = page.getByRole('region', { name: 'Pet summary' });
  await expect(summary).toContainText('Ember');
  await expect(summary).toContainText('Adopted today');
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Fierce and Loyal')).toBeVisible();
  await snap(page, 'pets-my-pet-stats');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Showing your latest 25 interactions')).toBeVisible();
  await expect(page.getByText(/^Fed Ember: hunger/)).toHaveCount(3);
  await snap(page, 'pets-my-pet-activity');
  await page.getByRole('tab', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { name: 'Achievements' })).toBeVisible();
  await snap(page, 'pets-my-pet-manage');

  // A second pet costs 2,000 coins: listed with its price, and out of reach with 150.
  await page.getByRole('link', { name: /Adopt New Pet/ }).click();
  await expect(page).toHaveURL(/\/adopt-pet$/);
  await expect(page.getByRole('link', { name: /2,000 coins/ }).first()).toBeVisible();
  await snap(page, 'pets-adopt-list');
  await page.getByRole('button', { name: 'Cats' }).click();
  await expect(page.getByRole('button', { name: 'Cats' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards.first()).toBeVisible();
  for (const label of await cards.evaluateAll((links) => links.map((l) => l.ariaLabel ?? ''))) {
    expect(label).toMatch(/ Cat, 2,000 coins$/);
  }
  await cards.first().click();
  await expect(page).toHaveURL(/\/adopt-pet\/[^/]+\?isFirstPet=false$/);
  await expect(page.getByText('Insufficient coins. You need 2,000 coins.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Adopt / })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Breed Info' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sleeping' }).click();
  await expect(page.getByRole('img', { name: /looking sleeping/ })).toBeVisible();
  await snap(page, 'pets-adopt-detail');

  await page.goto('/adopt-pet/not-a-real-pet');
  await expect(page.getByRole('heading', { name: 'Pet Not Found' })).toBeVisible();

  // Spend the energy down (through the API, 5 per action); the next tap is refused.
  const pet = await api(page, auth, 'GET', '/api/pets/active');
  for (let i = 0; i < 17; i += 1) {
    await api(page, auth, 'POST', `/api/pets/${pet.id}/action`, { action: 'train' });
  }
  await page.goto('/home');
  await expect(stat(page, 'Energy')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Mood: Sleeping')).toBeVisible();
  await page.getByRole('button', { name: 'Groom', exact: true }).click();
  const tired = page.getByRole('dialog', { name: 'Not Enough Energy!' });
  await expect(tired).toContainText('Ember is too tired');
  await snap(page, 'pets-home-no-energy');
  await tired.getByRole('button', { name: 'Visit Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a first pet adopted from /adopt-pet is free, skips onboarding and can be renamed', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/adopt-pet');
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

test("Home's first render loads no Intl formatter, and its scene follows New York time", async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  // The first Intl formatter of a page loads ICU's locale data (tens of ms on a phone):
  // every way to build one is counted from the first script of each document on.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { intlCalls: calls });
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat']) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (calls.push(name), Reflect.construct(target as never, args)),
        apply: (target, self, args) => (
          calls.push(name),
          Reflect.apply(target as never, self, args)
        ),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
      Object.defineProperty(proto, name, {
        value(this: unknown, ...args: unknown[]) {
          calls.push(name);
          return original.apply(this, args);
        },
      });
    }
  });
  const intlCalls = () =>
    page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);

  // 10:30 UTC is 06:30 in New York in July (UTC-4, day) and 05:30 in January (UTC-5, night).
  await page.clock.setFixedTime(new Date('2026-07-01T10:30:00Z'));
  await signInWithSession(page, auth);
  await expect(page.getByRole('region', { name: 'Daytime scene' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d[\d,]* coins, open My Bank$/ })).toBeVisible();
  expect(await intlCalls()).toEqual([]);

  await page.clock.setFixedTime(new Date('2026-01-15T10:30:00Z'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Night-time scene' })).toBeVisible();
  expect(await intlCalls()).toEqual([]);

  // The count can fail: a formatter built now is seen.
  await page.evaluate(() => (1234).toLocaleString('en-US'));
  expect(await intlCalls()).toEqual(['toLocaleString']);
});

test.describe('accessibility', () => {
  // Reduced motion: no element is caught half-way through an animation.
  test.use({ reducedMotion: 'reduce' });

  test('the pet screens pass an accessibility check', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    const auth = await registerViaApi(page);
    await signInWithSession(page, auth, '/onboarding');
    await expect(page.getByRole('button', { name: "Let's Go" })).toBeVisible();
    expect(await violations(), '/onboarding').toEqual([]);
    await page.getByRole('button', { name: "Let's Go" }).click();
    await page.getByRole('radio', { name: /Phoenix/ }).check();
    expect(await violations(), '/onboarding choose').toEqual([]);

    await api(page, auth, 'POST', '/api/pets', { name: 'Blaze', type: 'phoenix', variant: 'ice' });
    const screens: [string, string][] = [
      ['/home', 'Daily Challenges'],
      ['/my-pet', 'Vitals'],
      ['/pet-selection', 'Blaze'],
      ['/pet-customization', 'Details'],
      ['/adopt-pet', 'Adopt a Pet'],
      ['/my-bank', 'Transactions'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
    await page.goto('/my-pet');
    for (const tab of ['Activity', 'Manage']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await violations(), `/my-pet ${tab}`).toEqual([]);
    }
    await page.goto('/adopt-pet');
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Breed Info' })).toBeVisible();
    expect(await violations(), '/adopt-pet/{id}').toEqual([]);
  });
});
