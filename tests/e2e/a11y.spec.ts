import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VARIANTS_BY_TYPE } from '../../src/shared/catalog/pets';
import { matchThroughSwipes, registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/**
 * Accessibility at 390x844 (issue 12): axe-core on every route of src/client/app/router.tsx
 * reports no serious or critical violation, and the key screens work with the keyboard alone,
 * with a visible focus indicator on each stop.
 */

type Auth = Awaited<ReturnType<typeof registerViaApi>>;

async function api<T = unknown>(
  page: Page,
  auth: Auth,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${auth.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Waits until the screen has loaded: a heading, no loading spinner, no running transition. */
async function settle(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** axe-core's serious and critical findings on the current screen, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join(' | ')}`,
    );
}

async function audit(page: Page, name: string) {
  await settle(page);
  await snap(page, `a11y-${name}`);
  expect(await seriousViolations(page), `axe on ${name} (${page.url()})`).toEqual([]);
}

async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await audit(page, name);
}

/** A signed-in user with a pet, a match (who has a pet too) with a message each way, and a deck. */
async function userWithPetAndMatch(page: Page) {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', {
    name: 'Pixel',
    type: 'cat',
    variant: VARIANTS_BY_TYPE.cat[0],
  });
  const deck = await api<Array<{ id: string }>>(page, auth, 'GET', '/api/dating/potential-matches');
  expect(deck.length).toBeGreaterThan(2);
  // A person of the test's own rather than a demo user: demo users like back only half of all
  // pairs, and a short deck can hold no one who does.
  const match = await registerViaApi(page, { displayName: 'Sam', gender: 'Male' });
  await api(page, match, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'dog',
    variant: VARIANTS_BY_TYPE.dog[0],
  });
  await matchThroughSwipes(page.request, auth, match);
  const matchId = match.user.id;
  await api(page, auth, 'POST', '/api/messages/send', {
    receiverId: matchId,
    content: 'Hi! Your pet looks adorable.',
  });
  await api(page, match, 'POST', '/api/messages/send', {
    receiverId: auth.user.id,
    content: 'Thanks! Biscuit says hi.',
  });
  const [adoptable] = await api<Array<{ id: string }>>(page, auth, 'GET', '/api/pets/adoptable');
  if (!adoptable) throw new Error('nothing to adopt');
  return { auth, matchId, adoptableId: adoptable.id };
}

/** Presses Tab until `target` has focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${max} presses`);
}

/** How an element looks around its edge: outline, ring (box-shadow) and border colour. */
async function edgeLook(target: Locator): Promise<string> {
  return target.evaluate(async (el) => {
    // Transitions are near-instant under reducedMotion; let the next frames apply them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
        ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
        : 'none';
    return `outline: ${outline}; ring: ${s.boxShadow}; border: ${s.borderColor}`;
  });
}

/**
 * Tabs to each target in turn: it must get keyboard focus (:focus-visible) and look different
 * at its edge than without focus (an outline or a ring), so the focus can be seen.
 */
async function keyboardReaches(page: Page, targets: Locator[]) {
  for (const target of targets) {
    // A field focused on load (autofocus) is measured without focus, then reached by Tab.
    if (await target.evaluate((el) => el === document.activeElement)) {
      await target.evaluate((el) => (el as HTMLElement).blur());
    }
    const unfocused = await edgeLook(target);
    await tabTo(page, target);
    expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await edgeLook(target), `focus indicator on ${target}`).not.toBe(unfocused);
  }
}

// The final look of every screen, without waiting for entrance animations.
test.use({ reducedMotion: 'reduce' });

test.describe('axe-core on every route at 390x844', () => {
  test('visitor screens: landing, login and the 404 page', async ({ page }) => {
    await visit(page, '/', 'landing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await audit(page, 'landing-menu');
    await visit(page, '/login', 'login');
    await visit(page, '/no-such-page', 'not-found');
  });

  test('registration, each of the 4 steps', async ({ page }) => {
    const user = uniqueUser('a11y');
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await visit(page, '/register', 'register-step-1');
    await page.getByLabel('Display Name').fill(user.displayName);
    await page.getByRole('spinbutton', { name: 'Age' }).fill('29');
    await next();
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await page.getByLabel('Sexual Preference').selectOption('Straight');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
    await page.getByLabel('City', { exact: true }).selectOption('Austin');
    await audit(page, 'register-step-2');
    await next();
    await expect(page.getByRole('heading', { name: 'Your First Pet' })).toBeVisible();
    await page.getByRole('button', { name: 'Cat', exact: true }).click();
    await audit(page, 'register-step-3');
    await next();
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await audit(page, 'register-step-4');
    // A validation toast over the form.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username Required', { exact: true })).toBeVisible();
    await audit(page, 'register-toast');
  });

  test('signed in without a pet: home and onboarding', async ({ page }) => {
    const auth = await registerViaApi(page);
    await signInWithSession(page, auth, '/home');
    await expect(page.getByRole('heading', { name: 'No Pet Found' })).toBeVisible();
    await audit(page, 'home-no-pet');
    await visit(page, '/onboarding', 'onboarding');
    await page.getByRole('button', { name: "Let's Go" }).click();
    await audit(page, 'onboarding-choose');
  });

  test('signed-in screens of pets, bank, game, shop and menus', async ({ page }) => {
    test.setTimeout(180_000);
    const { auth, adoptableId } = await userWithPetAndMatch(page);
    await signInWithSession(page, auth, '/home');
    await audit(page, 'home');
    for (const [path, name] of [
      ['/my-pet', 'my-pet'],
      ['/pet-selection', 'pet-selection'],
      ['/pet-customization', 'pet-customization'],
      ['/adopt-pet', 'adopt-pet'],
      [`/adopt-pet/${encodeURIComponent(adoptableId)}?isFirstPet=false`, 'adopt-pet-detail'],
      ['/my-bank', 'my-bank'],

      ['/shop', 'shop'],
      ['/more', 'more'],
      ['/help', 'help'],
      ['/about', 'about'],
      ['/no-such-page', 'not-found-signed-in'],
    ] as const) {
      await visit(page, path, name);
    }
    // The game, before and during play.
    await visit(page, '/emoji-match-game', 'emoji-match-game');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await audit(page, 'emoji-match-game-board');
    // A purchase confirmation dialog.
    await visit(page, '/shop', 'shop-again');
    await page.getByRole('button', { name: /^Buy/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'shop-confirm-dialog');
  });

  test('signed-in screens of dating, messages, notifications and profile', async ({ page }) => {
    test.setTimeout(180_000);
    const { auth, matchId } = await userWithPetAndMatch(page);
    await signInWithSession(page, auth, '/dating');
    await audit(page, 'dating');
    for (const [path, name] of [
      ['/dating/preferences', 'dating-preferences'],
      ['/dating/matches', 'dating-matches'],
      ['/dating/wants-to-meet', 'dating-wants-to-meet'],
      ['/messages', 'messages'],
      [`/messages/${matchId}`, 'chat'],
      ['/notifications', 'notifications'],
      ['/profile', 'profile'],
      ['/profile/edit', 'profile-edit'],
      [`/profile/${matchId}`, 'public-profile'],
    ] as const) {
      await visit(page, path, name);
    }
  });
});

test.describe('keyboard: Tab reaches the main actions with a visible focus indicator', () => {
  test('login form', async ({ page }) => {
    await page.goto('/login');
    await settle(page);
    await keyboardReaches(page, [
      page.getByLabel('Email'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Sign In', exact: true }),
    ]);
    await snap(page, 'a11y-keyboard-login');
  });

  test('registration step 1', async ({ page }) => {
    await page.goto('/register');
    await settle(page);
    await keyboardReaches(page, [
      page.getByLabel('Display Name'),
      page.getByRole('spinbutton', { name: 'Age' }),
      page.getByRole('button', { name: 'Next' }),
    ]);
  });

  test('home, dating and chat of a signed-in user', async ({ page }) => {
    test.setTimeout(120_000);
    const { auth, matchId } = await userWithPetAndMatch(page);
    await signInWithSession(page, auth, '/home');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await keyboardReaches(page, [
      page.getByRole('button', { name: /^Feed/ }),
      page.getByRole('button', { name: /^Play/ }),
      nav.getByRole('link', { name: 'Dating' }),
      nav.getByRole('link', { name: 'My Pet' }),
    ]);
    await snap(page, 'a11y-keyboard-home');
    // Enter follows the focused link.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-pet$/);

    await page.goto('/dating');
    await settle(page);
    await keyboardReaches(page, [
      page.getByRole('button', { name: 'Pass' }),
      page.getByRole('button', { name: 'Like', exact: true }),
    ]);
    await snap(page, 'a11y-keyboard-dating');

    await page.goto(`/messages/${matchId}`);
    await settle(page);
    const input = page.getByRole('textbox', { name: /message/i });
    await keyboardReaches(page, [page.getByRole('button', { name: 'Back' }), input]);
    await page.keyboard.type('Typed with the keyboard');
    await keyboardReaches(page, [page.getByRole('button', { name: 'Send message' })]);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Typed with the keyboard')).toBeVisible();
    await snap(page, 'a11y-keyboard-chat');
  });
});

test.describe('safe areas on a notched phone', () => {
  const INSET = { top: 47, bottom: 34 };
  const HEIGHT = 844;

  test('headers, toasts, the bottom navigation and the chat composer keep clear of the notch and the home indicator', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { auth, matchId, adoptableId } = await userWithPetAndMatch(page);
    // Chromium's own emulation of env(safe-area-inset-*) (index.html has viewport-fit=cover).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSET });

    // A toast starts below the status bar.
    await page.goto('/login');
    await page.getByLabel('Email').fill(auth.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast.first()).toBeVisible();
    expect((await toast.first().boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);

    // A screen with the shared PageHeader: its bar fills the status-bar area, its title is below.
    await signInWithSession(page, auth, '/shop');
    await settle(page);
    const title = page.getByRole('heading', { level: 1 });
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    expect((await page.locator('main header').first().boundingBox())!.y).toBe(0);
    await snap(page, 'a11y-safe-area-shop');

    // The bottom navigation's tabs sit above the home indicator, and scrolled to the end, the
    // page's last content sits above the navigation.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of await nav.getByRole('link').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT - INSET.bottom);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { navTop, contentBottom } = await page.evaluate(() => {
      const navEl = document.querySelector('nav[aria-label="Main"]')!;
      const bottoms = [
        ...document.querySelectorAll('main :is(button, a, p, h1, h2, h3, li, input, img)'),
      ]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => r.bottom);
      return {
        navTop: navEl.getBoundingClientRect().top,
        contentBottom: Math.max(...bottoms),
      };
    });
    expect(contentBottom).toBeLessThanOrEqual(navTop);
    await snap(page, 'a11y-safe-area-shop-end');

    const navTopNow = async () => (await nav.boundingBox())!.y;
    const bottomOf = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };

    // Home's own header, Discover's header and swipe buttons, the adoption bar over the nav.
    await page.goto('/home');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    expect((await shortcuts.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    await page.goto('/dating');
    await settle(page);
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    expect(await bottomOf(like)).toBeLessThanOrEqual(await navTopNow());
    await snap(page, 'a11y-safe-area-dating');
    await page.goto(`/adopt-pet/${encodeURIComponent(adoptableId)}?isFirstPet=false`);
    await settle(page);
    const adopt = page.getByRole('button', { name: /^Adopt / });
    expect(await bottomOf(adopt)).toBeLessThanOrEqual(await navTopNow());

    // Chat (full screen, no navigation): header below the notch, composer above the indicator.
    await page.goto(`/messages/${matchId}`);
    await settle(page);
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeGreaterThanOrEqual(
      INSET.top,
    );
    const composer = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
    expect(composer.y + composer.height).toBeLessThanOrEqual(HEIGHT - INSET.bottom);
    await snap(page, 'a11y-safe-area-chat');
  });
});
