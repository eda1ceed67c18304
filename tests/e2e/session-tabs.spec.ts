// One browser, one session: a sign-out or a sign-in in one tab reaches the others.
import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

test("a browser's tabs share one session: signing out or in one tab does it in the others", async ({
  page,
}) => {
  const first = await registerViaApi(page);
  await signInWithSession(page, first, '/profile');
  await expect(page.getByText(`${first.user.displayName}, 29`)).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/more');
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Logout in the second tab: the first leaves its private screen without being touched.
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Signing in as someone else in the first tab brings the second to that account, not the old one.
  const second = await registerViaApi(page, { displayName: 'Second Tab' });
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(other).not.toHaveURL(/\/login$/);
  await other.goto('/profile');
  await expect(other.getByText('Second Tab, 29')).toBeVisible();
  await snap(other, 'foundation-second-tab-follows-sign-in');
});
