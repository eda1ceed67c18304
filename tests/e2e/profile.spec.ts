// The profile: editing its fields, inline edits, a section that cannot load, and an accessibility
// check. Photos are in profile-photos.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { toast } from './profile-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

test('edit the profile fields and see them on /profile', async ({ page }) => {
  const auth = await registerViaApi(page, { displayName: 'Robin', age: 29 });
  await api(page, auth, 'POST', '/api/pets', { name: 'Biscuit', type: 'dog', variant: 'corgi' });
  await signInWithSession(page, auth, '/profile');

  await expect(page.getByRole('heading', { name: 'Robin, 29' })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Your profile' });
  await expect(hero.getByText('Austin, Texas')).toBeVisible();
  await expect(page.getByText('0/5 photos uploaded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Photo' })).toBeVisible();
  await expect(page.getByText(/no nudity/i)).toBeVisible();
  await expect(page.getByRole('link', { name: /Active pet Biscuit, level 1/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Hunger' })).toBeVisible();
  // Stored preferences, not the profile screen's own defaults (PRODUCT_RULES.md 1).
  await expect(page.getByText('18 - 35')).toBeVisible();
  await expect(page.getByText('50 miles')).toBeVisible();
  await expect(page.getByText(/haven't written anything yet/)).toBeVisible();
  await snap(page, 'profile-new-user');
  await page.getByRole('link', { name: /Active pet Biscuit/ }).scrollIntoViewIfNeeded();
  await snap(page, 'profile-pet-and-preferences');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  await snap(page, 'profile-edit');

  // Display name is required.
  await page.getByLabel('Display Name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Display name is required.')).toBeVisible();
  // Save is far below the field: focus brings it back into view, its label clear of the header.
  await expect(page.getByLabel('Display Name')).toBeFocused();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const label = await page.getByText('Display Name', { exact: true }).boundingBox();
  expect(label!.y).toBeGreaterThanOrEqual(headerBottom);
  await snap(page, 'profile-edit-name-required');

  await page.getByLabel('Display Name').fill('Robin Rivers');
  await page.getByLabel('Age').fill('41');
  // A state without a city is asked about, not dropped while the old location stays.
  await page.getByLabel('State').selectOption({ label: 'Oregon' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please choose a city in Oregon.')).toBeVisible();
  await expect(page.getByLabel('City')).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await snap(page, 'profile-edit-city-missing');
  await page.getByLabel('City').selectOption('Portland');
  await expect(page.getByText('Please choose a city in Oregon.')).toBeHidden();
  await page.getByLabel('Bio').fill('Dragon keeper, pancake maker.');
  await expect(page.getByText('29/300')).toBeVisible();
  await snap(page, 'profile-edit-filled');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page, 'Profile Updated')).toContainText(
    'Your profile has been successfully updated!',
  );
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Robin Rivers, 41' })).toBeVisible();
  await expect(hero.getByText('Portland, Oregon')).toBeVisible();
  // The dating search was centred on home, so it moved along.
  await expect(page.getByRole('definition').filter({ hasText: 'Portland, Oregon' })).toBeVisible();
  await expect(page.getByText('Dragon keeper, pancake maker.')).toBeVisible();
  await snap(page, 'profile-after-edit');

  // A blank age becomes 18; an age out of range is marked at the field and nothing is sent.
  await page.goto('/profile/edit');
  await page.getByLabel('Age').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Robin Rivers, 18' })).toBeVisible();
  await page.goto('/profile/edit');
  const age = page.getByLabel('Age');
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/user/profile')) saves += 1;
  });
  for (const [typed, message] of [
    ['150', 'Age must be 100 or less.'],
    ['15', 'You must be 18 or older to use this app.'],
  ] as const) {
    await age.fill(typed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
  }
  await snap(page, 'profile-edit-age-error');
  await age.fill('19');
  await expect(age).not.toHaveAttribute('aria-invalid');
  expect(saves).toBe(0);

  // A refusal the form cannot foresee is shown with the server's own message.
  await page.route('**/api/user/profile', (route) =>
    route.fulfill({ status: 400, json: { message: 'Display name is already taken.' } }),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Update Failed')).toContainText('Display name is already taken.');
});

test('inline edit of gender and sexual preference', async ({ page }) => {
  const auth = await registerViaApi(page, { gender: 'Female', sexualPreference: 'Straight' });
  await signInWithSession(page, auth, '/profile');

  const editGender = page.getByRole('button', { name: 'Edit Gender' });
  const genderField = page.getByLabel('Gender', { exact: true });
  // Opening the editor puts focus in its field; closing it puts focus back on Edit.
  await editGender.click();
  await expect(genderField).toBeFocused();
  await genderField.selectOption('Male');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Female', { exact: true })).toBeVisible();
  await expect(editGender).toBeFocused();

  // Escape cancels, from the keyboard alone.
  await page.keyboard.press('Enter');
  await expect(genderField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(genderField).toHaveCount(0);
  await expect(page.getByText('Female', { exact: true })).toBeVisible();
  await expect(editGender).toBeFocused();

  await editGender.click();
  await genderField.selectOption('Non-binary');
  await snap(page, 'profile-inline-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile Updated')).toContainText(
    'Your profile has been updated successfully.',
  );
  await expect(page.getByText('Non-binary', { exact: true })).toBeVisible();
  await expect(editGender).toBeFocused();

  await page.getByRole('button', { name: 'Edit Sexual Preference' }).click();
  await page.getByLabel('Sexual Preference', { exact: true }).selectOption('Bisexual');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bisexual', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Non-binary', { exact: true })).toBeVisible();
  await expect(page.getByText('Bisexual', { exact: true })).toBeVisible();
});

test('a profile section that cannot load says so and offers Try Again', async ({ page }) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  const failing = ['**/api/pets/active', '**/api/profile/images', '**/api/dating/matches'];
  for (const url of failing) {
    await page.route(url, (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  }
  await signInWithSession(page, auth, '/profile');
  await expect(page.getByText('Could not load your photos.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Could not load your pet.')).toBeVisible({ timeout: 20_000 });
  // Not the empty states of someone with no photos, pet or matches.
  await expect(page.getByText('No active pet')).toHaveCount(0);
  await expect(page.getByText(/0\/5 photos/)).toHaveCount(0);
  const stats = page.getByRole('list', { name: 'Stats' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Matches' })).toContainText('–');
  await snap(page, 'profile-sections-failed');

  for (const url of failing) await page.unroute(url);
  await page.getByRole('button', { name: 'Try Again' }).last().click();
  await expect(page.getByRole('link', { name: /Active pet Ember/ })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(/0\/5 photos/)).toBeVisible();
});

test('/profile and /profile/edit pass an accessibility check', async ({ page }) => {
  const summary = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Mochi', type: 'cat', variant: 'orange' });
  await signInWithSession(page, auth, '/profile');
  await expect(page.getByRole('link', { name: /Active pet Mochi/ })).toBeVisible();
  expect(await summary(), '/profile').toEqual([]);
  await page.goto('/profile/edit');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  expect(await summary(), '/profile/edit').toEqual([]);
});
