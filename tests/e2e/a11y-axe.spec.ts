import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settle, userWithPetAndMatch } from './a11y-support';
import { registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/**
 * Accessibility at 390x844 (issue 12): axe-core on every route of src/client/app/router.tsx
 * reports no serious or critical violation.
 */

async function audit(page: Page, name: string) {
  await settle(page);
  await snap(page, `a11y-${name}`);
  expect(await seriousViolations(page), `axe on ${name} (${page.url()})`).toEqual([]);
}

async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await audit(page, name);
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
    await visit(page, '/terms', 'terms');
    await visit(page, '/privacy', 'privacy');
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
    await page.getByRole('tab', { name: 'Items', exact: true }).click();
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
    // The Account card's dialogs, each with a refused answer shown.
    await visit(page, '/profile/edit', 'profile-edit-again');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter your current password.')).toBeVisible();
    await audit(page, 'change-password-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Enter your password to delete your account.')).toBeVisible();
    await audit(page, 'delete-account-dialog');
  });
});
