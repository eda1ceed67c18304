import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/** A 1x1 PNG, enough for the wizard's photo previews. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (n: number) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: PNG });

/** The one toast on screen shows this title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  await expect(toasts.getByText(description, { exact: true })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThanOrEqual(100);
}

test.describe('landing page', () => {
  test('anchors scroll to their sections and the one at the top is highlighted', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find love through the pet you raise' }),
    ).toBeVisible();
    await expect(page.getByText('Tired of boring dating apps?')).toBeVisible();
    await snap(page, 'foundation-landing-top');

    // Mobile: the header collapses into a menu with the same entries.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    // The section anchors; the menu also holds Sign In and a Get Started button to /register.
    const anchor = (label: string) =>
      menu.getByRole('link', { name: label, exact: true }).and(page.locator('a[href^="#"]'));
    for (const label of ['Home', 'Features', 'How It Works', 'Get Started']) {
      await expect(anchor(label)).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(
      menu.getByRole('link', { name: 'Get Started' }).and(page.locator('a[href="/register"]')),
    ).toBeVisible();
    await expect(anchor('Home')).toHaveAttribute('aria-current', 'true');
    await snap(page, 'foundation-landing-mobile-menu');

    await anchor('Features').click();
    await expect(menu).toBeHidden();
    await expectSectionAtTop(page, 'features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(anchor('Features')).toHaveAttribute('aria-current', 'true');
    await expect(anchor('Home')).not.toHaveAttribute('aria-current');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Smart Pet-Based Matching' })).toBeVisible();
    for (const title of [
      'Natural Connection Building',
      'Fun Over Frustration',
      'Authentic Personality Discovery',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeAttached();
    }

    // The hero's second button scrolls to the six steps.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expectSectionAtTop(page, 'how-it-works');
    await expect(page.locator('#how-it-works li')).toHaveCount(6);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(anchor('How It Works')).toHaveAttribute('aria-current', 'true');
    await anchor('Get Started').click();
    await expectSectionAtTop(page, 'get-started');
    const cta = page.locator('#get-started');
    await snap(page, 'foundation-landing-cta');
    for (const note of ['Safe and Secure', 'Mobile Optimized', 'Always Free']) {
      await expect(cta.getByText(note)).toBeVisible();
    }
    await expect(cta.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    // The footer's quick links scroll too (outside the header, which is all the landing
    // document hydrates, they work through one listener: landing-main.tsx).
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Features', exact: true }).click();
    await expectSectionAtTop(page, 'features');
    await expect(page).toHaveURL(/\/$/);
    await footer.getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('desktop header shows the anchors and the two buttons instead of a menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await snap(page, 'foundation-landing-desktop');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the app document shows the brand, not a blank page, until its script has run', async ({
  page,
}) => {
  // A phone on a slow network: the markup and styles have arrived, the app's script has not.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('Petmatch', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await snap(page, 'foundation-app-splash');

  // With the script, the app's first screen replaces the splash.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test("the app document's start scripts carry V8's compile hint; lazy routes' chunks do not", async ({
  request,
}) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const html = await (await request.get('/home')).text();
  const atStart = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
    ),
  ].map((m) => m[1]!);
  expect(atStart.length).toBeGreaterThan(2);
  const code = new Map<string, string>();
  for (const url of atStart) {
    code.set(url, await (await request.get(url)).text());
    expect(code.get(url)!.startsWith(hint), url).toBe(true);
  }
  // The shell names the chunks it imports later (Vite's preload list): those stay lazy.
  const later = [...code.values()]
    .flatMap((text) => [...text.matchAll(/"assets\/([\w-]+\.js)"/g)].map((m) => `/assets/${m[1]}`))
    .filter((url) => !atStart.includes(url));
  expect(later.length).toBeGreaterThan(0);
  for (const url of later.slice(0, 5)) {
    expect((await (await request.get(url)).text()).startsWith(hint), url).toBe(false);
  }
});

test('a visitor registers through the 4 steps, logs out and signs in again', async ({ page }) => {
  const user = uniqueUser('wiz');
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'About You' })).toBeVisible();
  await snap(page, 'foundation-register-step-1');

  // Step 1: display name, then age (18-100).
  await next(page);
  await expectToast(
    page,
    'Display Name Required',
    "Please enter how you'd like others to see you.",
  );
  await snap(page, 'foundation-register-validation-toast');
  await page.getByLabel('Display Name').fill(user.displayName);
  await next(page);
  await expectToast(page, 'Age Required', 'You must be 18 or older to use this app.');
  const age = page.getByRole('spinbutton', { name: 'Age' });
  await expect(age).toHaveAttribute('min', '18');
  await expect(age).toHaveAttribute('max', '100');
  await age.fill('17');
  await next(page);
  await expectToast(page, 'Age Required', 'You must be 18 or older to use this app.');
  await age.fill('29');
  await next(page);

  // Step 2: gender, sexual preference, state then city, optional photos.
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await next(page);
  await expectToast(page, 'Gender Required', 'Please select your gender.');
  await page.getByLabel('Gender', { exact: true }).selectOption('Female');
  await next(page);
  await expectToast(page, 'Sexual Preference Required', 'Please select your sexual preference.');
  await page.getByLabel('Sexual Preference').selectOption('Bisexual');
  await next(page);
  await expectToast(
    page,
    'Location Required',
    'Please select your location to find matches nearby.',
  );
  const city = page.getByLabel('City', { exact: true });
  await expect(city).toBeDisabled();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Oregon' });
  await expect(city).toBeEnabled();
  await city.selectOption('Portland');

  await page.getByLabel('Choose profile photos').setInputFiles([1, 2, 3, 4, 5, 6].map(photo));
  await expectToast(page, 'Too Many Images', 'You can upload up to 5 profile images.');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add Photo' })).toBeHidden();
  await page.getByRole('button', { name: 'Remove photo 5' }).click();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(4);
  await expect(page.getByText('4/5')).toBeVisible();
  await snap(page, 'foundation-register-step-2');

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Display Name')).toHaveValue(user.displayName);
  await next(page);
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Female');
  await expect(city).toHaveValue('Portland');
  await next(page);

  // Step 3: a pet type and a variant from the wizard's own list.
  await expect(page.getByRole('heading', { name: 'Your First Pet' })).toBeVisible();
  await next(page);
  await expectToast(page, 'Pet Required', 'Please adopt your first pet to continue.');
  await page.getByRole('button', { name: 'Dragon', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Dragon', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const variant of ['Fire', 'Water', 'Earth', 'Air']) {
    await expect(page.getByRole('button', { name: variant, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Water', exact: true }).click();
  await snap(page, 'foundation-register-step-3');
  await next(page);

  // Step 4: email with '@', username, password of 6+, terms.
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Account' });
  await page.getByLabel('Email').fill('no-at-sign.example.com');
  await create.click();
  await expectToast(page, 'Valid Email Required', 'Please enter a valid email address.');
  await page.getByLabel('Email').fill(user.email);
  await create.click();
  await expectToast(page, 'Username Required', 'Please choose a username.');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await create.click();
  await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters long.');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await create.click();
  await expectToast(
    page,
    'Agreement Required',
    'Please agree to the Terms of Service and Privacy Policy to continue.',
  );
  await page.getByRole('checkbox').check();
  await snap(page, 'foundation-register-step-4');
  await create.click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Welcome to Petmatch!'),
  ).toBeVisible();
  // The pet choice waits in this tab's session storage to pre-fill onboarding.
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('petmatch.pendingPet') ?? 'null')),
  ).toEqual({ type: 'dragon', variant: 'water' });
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const profile = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await profile.json()).toMatchObject({
    displayName: user.displayName,
    age: 29,
    gender: 'Female',
    sexualPreference: 'Bisexual',
    location: 'Portland, Oregon',
  });
  // The four photos picked in step 2 are sent once the account exists, oldest pick first.
  await expect
    .poll(async () => {
      const images = await page.request.get('/api/profile/images', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await images.json()) as unknown[]).length;
    })
    .toBe(4);

  // Logout from the More page ends the session on the server too.
  await page.goto('/more');
  for (const entry of [
    'My Matches',
    'Wants to Meet',
    'My Messages',
    'Shop',
    'My Bank',
    'Settings',
    'Achievements',
    'Friends',
    'Help & Support',
    'About',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${escape(entry)}`) })).toBeVisible();
  }
  await snap(page, 'foundation-more');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const revoked = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(401);

  // A wrong password: the one failure toast, which never says which field was wrong.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await snap(page, 'foundation-login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(
    page,
    'Login Failed',
    'Your username and/or password is wrong. Please try again.',
  );
  await snap(page, 'foundation-login-failure');
  await expect(page).toHaveURL(/\/login$/);

  // The right password: SIGNING IN... while waiting, then /onboarding (no pet yet).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('signing in with an active pet goes to /home', async ({ page }) => {
  const auth = await registerViaApi(page);
  const created = await page.request.post('/api/pets', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { name: 'Ember', type: 'dragon', variant: 'fire' },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto('/login');
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Password reset functionality coming soon!');
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(auth.email);
  await page.getByLabel('Password', { exact: true }).fill(auth.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a taken email is named in the registration failure', async ({ page }) => {
  const existing = await registerViaApi(page);
  const user = uniqueUser('dup');
  await page.goto('/register');
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByRole('spinbutton', { name: 'Age' }).fill('40');
  await next(page);
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Sexual Preference').selectOption('Straight');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await page.getByLabel('City', { exact: true }).selectOption('Austin');
  await next(page);
  await page.getByRole('button', { name: 'Cat', exact: true }).click();
  await next(page);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'An account with this email already exists.');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test.describe('route guards and the 404 page', () => {
  test('a signed-out visitor is sent to /login; unknown paths show the 404 page', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/more');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, 'foundation-404');
    await page.getByRole('link', { name: 'Go to Petmatch' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user skips the visitor pages; /pet and the unbuilt More entries', async ({
    page,
  }) => {
    const auth = await registerViaApi(page);
    await signInWithSession(page, auth, '/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/pet');
    await expect(page).toHaveURL(/\/my-pet$/);

    for (const entry of ['Settings', 'Achievements', 'Friends']) {
      await page.goto('/more');
      await page.getByRole('link', { name: new RegExp(`^${entry}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${entry.toLowerCase()}$`));
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('the visitor screens and the More page pass an accessibility check', async ({ page }) => {
  const summary = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await summary(), path).toEqual([]);
  }
  await signInWithSession(page, await registerViaApi(page), '/more');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await summary(), '/more').toEqual([]);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
