// Signing up and in on a bad connection: a failure that got no answer says so instead of blaming
// the password or the form, and a registration whose answer was lost is not lost with it.
import { expect, test } from '@playwright/test';
import { expectToast, fillWizard } from './register-support';
import { registerViaApi, uniqueUser } from './support';

const UNREACHABLE = "We couldn't reach Petmatch. Check your connection and try again.";

test('a registration whose answer was lost signs in to the account it made on the next try', async ({
  page,
}) => {
  const user = uniqueUser('lost');
  await fillWizard(page, user);
  // The server makes the account; the phone never hears back.
  await page.route('**/api/auth/register', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', UNREACHABLE);
  await expect(page).toHaveURL(/\/register\?step=4$/);

  // Trying again finds the email taken, by this very registration: it signs in instead.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/user/profile', {
      headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    return res.json();
  });
  expect(me).toMatchObject({ displayName: user.displayName, age: 40 });
});

test('a taken email with a different password is still named, also after a lost answer', async ({
  page,
}) => {
  const existing = await registerViaApi(page);
  const user = uniqueUser('taken');
  await fillWizard(page, { ...user, email: existing.email, password: 'another-pass' });
  await page.route('**/api/auth/register', (route) => route.abort('connectionreset'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', UNREACHABLE);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'An account with this email already exists.');
  await expect(page).toHaveURL(/\/register\?step=4$/);
});

test('a server that does not answer is not a wrong password', async ({ page }) => {
  const auth = await registerViaApi(page);
  await page.goto('/login');
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, body: '' }), {
    times: 1,
  });
  await page.getByLabel('Email').fill(auth.email);
  await page.getByLabel('Password', { exact: true }).fill(auth.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', UNREACHABLE);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});
