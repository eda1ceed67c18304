// The Terms of Service and Privacy Policy the sign-up box asks people to agree to: linked from
// the box (in a new tab, so the wizard keeps its password), the landing page and About.
import { expect, test } from '@playwright/test';
import { fillWizard } from './register-support';
import { registerViaApi, signInWithSession, snap, uniqueUser } from './support';

test('the sign-up box links the terms and privacy policy in a new tab, keeping the form', async ({
  page,
  context,
}) => {
  const user = uniqueUser('legal');
  await fillWizard(page, user);
  const box = page.getByRole('checkbox');
  await expect(box).toBeChecked();
  await box.scrollIntoViewIfNeeded();
  await snap(page, 'legal-signup-box');

  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Terms of Service' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Who can join' })).toBeVisible();
  await expect(terms.getByText(/you must be 18 or older/)).toBeVisible();
  await expect(terms.getByText(/No nudity/)).toBeVisible();
  await snap(terms, 'legal-terms');
  // Its own tab: Back leads to the start page, there being nothing to go back to.
  await terms.getByRole('button', { name: 'Back' }).click();
  await expect(terms).toHaveURL(/\/$/);
  await terms.close();

  // The form is as it was: the link did not tick or untick the box, nor lose the password.
  await expect(box).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(user.password);
  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(privacy.getByText(/never shown to anyone else/)).toBeVisible();
  await expect(privacy.getByText(/Delete Account removes your account/)).toBeVisible();
  await snap(privacy, 'legal-privacy');
  await privacy.close();
  await expect(box).toBeChecked();
});

test('the landing footer and About link them, and each links the other', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.scrollIntoViewIfNeeded();
  await snap(page, 'legal-landing-footer');
  await legal.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // Back goes back through the pages that led here.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/privacy$/);

  // A member reaches them from About, and Back returns there.
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/about');
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms of Service' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
