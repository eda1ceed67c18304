// Registration and signing in: the 4-step wizard with its validation toasts, logout from More,
// the login page's failure and waiting states, a taken email, and an axe check of the visitor
// screens and the More page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, fillWizard } from './register-support';
import { profileImageCount, registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/** A 1x1 PNG, enough for the wizard's photo previews. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Photo n: a 1x1 PNG of its own colour (the server refuses the same file twice). */
const photo = async (n: number) => ({
  name: `photo-${n}.png`,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1, height: 1, channels: 3, background: { r: 40 * n, g: 90, b: 160 } },
  })
    .png()
    .toBuffer(),
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

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
  // The field the toast is about is marked and focused, until it is changed.
  const displayName = page.getByLabel('Display Name');
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  await expect(displayName).toBeFocused();
  await snap(page, 'foundation-register-validation-toast');
  await displayName.fill(user.displayName);
  await expect(displayName).not.toHaveAttribute('aria-invalid');
  await next(page);
  await expectToast(page, 'Age Required', 'You must be 18 or older to use this app.');
  const age = page.getByRole('spinbutton', { name: 'Age' });
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toBeFocused();
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
  await expect(page.getByLabel('State', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Oregon' });
  await expect(city).toBeEnabled();
  await next(page);
  await expectToast(
    page,
    'Location Required',
    'Please select your location to find matches nearby.',
  );
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toBeFocused();
  await city.selectOption('Portland');
  await expect(city).not.toHaveAttribute('aria-invalid');

  await page
    .getByLabel('Choose profile photos')
    .setInputFiles(await Promise.all([1, 2, 3, 4, 5, 6].map(photo)));
  await expectToast(page, 'Too Many Images', 'You can upload up to 5 profile images.');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add Photo' })).toBeHidden();
  await page.getByRole('button', { name: 'Remove photo 5' }).click();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(4);
  await expect(page.getByText('4/5')).toBeVisible();
  // A PNG named .jpg: the server would refuse it after sign-up, so the wizard refuses it now.
  await page
    .getByLabel('Choose profile photos')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expectToast(page, 'Invalid File', 'Please select an image file');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(4);
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
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('checkbox').check();
  await snap(page, 'foundation-register-step-4');
  await create.click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Welcome to Petmatch!'),
  ).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const profile = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { id: userId } = (await profile.json()) as { id: string };
  // The pet choice waits on this device, under the new account, to pre-fill onboarding.
  expect(
    await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `petmatch.pendingPet.${userId}`,
    ),
  ).toEqual({ type: 'dragon', variant: 'water' });
  expect(await profile.json()).toMatchObject({
    displayName: user.displayName,
    age: 29,
    gender: 'Female',
    sexualPreference: 'Bisexual',
    location: 'Portland, Oregon',
  });
  // The four photos picked in step 2 are sent once the account exists, oldest pick first.
  await expect.poll(() => profileImageCount(page, token!)).toBe(4);
  // Onboarding starts from the wizard's pick.
  await page.getByRole('button', { name: "Let's Go" }).click();
  await expect(page.getByRole('radio', { name: /Dragon/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Water' })).toBeChecked();

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
  // Signed in again, in a new tab (the wizard's tab storage is not there), onboarding still
  // starts from the wizard's pick.
  const later = await page.context().newPage();
  await later.goto('/onboarding');
  await later.getByRole('button', { name: "Let's Go" }).click();
  await expect(later.getByRole('radio', { name: /Dragon/ })).toBeChecked();
  await expect(later.getByRole('radio', { name: 'Water' })).toBeChecked();
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
  await fillWizard(page, { ...user, email: existing.email });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'An account with this email already exists.');
  // Still on the last step, with everything typed, to fix the email, which is marked.
  await expect(page).toHaveURL(/\/register\?step=4$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
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
