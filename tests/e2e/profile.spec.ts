import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/** A small photo-like PNG written to a temp file, for the file picker. */
async function pngFile(name: string, colour: { r: number; g: number; b: number }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petmatch-photo-')), name);
  const circle = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="170" r="90" fill="#fff" opacity="0.85"/><rect x="90" y="270" width="220" height="130" rx="60" fill="#fff" opacity="0.85"/></svg>',
  );
  await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .composite([{ input: circle }])
    .png()
    .toFile(file);
  return file;
}

/** The one toast on screen, found by its title. */
function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

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

  // A blank age becomes 18; the server's refusal is shown as it is.
  await page.goto('/profile/edit');
  await page.getByLabel('Age').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Robin Rivers, 18' })).toBeVisible();
  await page.goto('/profile/edit');
  await page.getByLabel('Age').fill('150');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Update Failed')).toContainText('Age must be 100 or less.');
});

test('upload two photos, see Main on the first, delete one', async ({ page }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/profile/edit');
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  // Editing one's own profile is still under the Profile tab.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expect(page.getByText(/JPG, PNG, GIF/)).toBeVisible();

  // The client's own checks run before anything is sent.
  const notImage = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petmatch-text-')), 'a.txt');
  fs.writeFileSync(notImage, 'not a picture');
  await page.getByLabel('Choose a Photo').setInputFiles(notImage);
  await expect(toast(page, 'Invalid File')).toContainText('Please select an image file');

  const first = await pngFile('sunset.png', { r: 244, g: 63, b: 106 });
  await page.getByLabel('Choose a Photo').setInputFiles(first);
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toBeVisible();
  await snap(page, 'profile-edit-preview');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Image Uploaded')).toBeVisible();
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Main photo' })).toBeVisible();

  const second = await pngFile('lake.png', { r: 139, g: 92, b: 246 });
  await page.getByLabel('Choose a Photo').setInputFiles(second);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await snap(page, 'profile-edit-two-photos');
  // The Main label and the first photo's delete button never cover each other, even at 320 px.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    const main = await page.getByText('Main', { exact: true }).boundingBox();
    const trash = await page.getByRole('button', { name: 'Delete photo 1' }).boundingBox();
    expect(main && trash).toBeTruthy();
    const apart =
      main!.x + main!.width <= trash!.x ||
      trash!.x + trash!.width <= main!.x ||
      main!.y + main!.height <= trash!.y ||
      trash!.y + trash!.height <= main!.y;
    expect(apart, `Main badge and delete button overlap at ${width} px`).toBe(true);
    await snap(page, `profile-edit-main-badge-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Cancel drops the selection without uploading.
  await page.getByLabel('Choose a Photo').setInputFiles(first);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toHaveCount(0);
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();

  await page.goto('/profile');
  const grid = page.getByRole('list', { name: 'Your photos' });
  await expect(grid.getByRole('img')).toHaveCount(2);
  await expect(grid.getByRole('listitem').first()).toContainText('Main');
  await expect(page.getByText('2/5 photos uploaded')).toBeVisible();
  await expect(page.getByText('You can add 3 more photos.')).toBeVisible();
  // The photo really loads (the public image route answers the <img>).
  await expect
    .poll(() =>
      grid
        .getByRole('img', { name: 'Main photo' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(320);
  await snap(page, 'profile-with-photos');

  await page.goto('/profile/edit');
  // Deleting asks first; Cancel keeps the photo.
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(confirm).toContainText('your next photo becomes your main photo');
  await snap(page, 'profile-photo-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete photo 1' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Image Deleted')).toBeVisible();
  // Focus goes to the photo now first, not to the page's start.
  await expect(page.getByRole('button', { name: 'Delete photo 1' })).toBeFocused();
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  // The last photo gone, focus goes to the page title (not the hidden file input).
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeFocused();
  await page.goto('/profile');
  await expect(page.getByText('0/5 photos uploaded')).toBeVisible();
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

test('photos picked in the registration wizard are uploaded once the account exists, in order', async ({
  page,
}) => {
  const user = uniqueUser('pics');
  const red = await pngFile('red.png', { r: 230, g: 20, b: 20 });
  const blue = await pngFile('blue.png', { r: 20, g: 20, b: 230 });
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await page.goto('/register');
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByRole('spinbutton', { name: 'Age' }).fill('30');
  await next();
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Sexual Preference').selectOption('Gay');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await page.getByLabel('City', { exact: true }).selectOption('Austin');
  await page.getByLabel('Choose profile photos').setInputFiles([red, blue]);
  await next();
  await page.getByRole('button', { name: 'Dragon', exact: true }).click();
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await next();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/profile/images', { headers })).json()).length,
    )
    .toBe(2);
  const images = (await (await page.request.get('/api/profile/images', { headers })).json()) as {
    url: string;
  }[];
  // The first photo picked is the main one.
  const main = await page.request.get(images[0]!.url);
  const { dominant } = await sharp(await main.body()).stats();
  expect(dominant.r).toBeGreaterThan(dominant.b);

  await page.goto('/profile');
  await expect(page.getByText('2/5 photos uploaded')).toBeVisible();
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
