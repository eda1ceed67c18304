// Profile photos: uploaded from Edit Profile (Main on the first, delete with a confirmation) and
// from the registration wizard once the account exists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { pngFile, toast } from './profile-support';
import { registerViaApi, signInWithSession, snap, uniqueUser } from './support';

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

  // The same file again is refused, and says why.
  await page.getByLabel('Choose a Photo').setInputFiles(first);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Upload Failed')).toContainText('You already added this photo.');
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();
  // A refused file is dropped; one that met a dropped connection stays picked, to try again.
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toHaveCount(0);
  const third = await pngFile('meadow.png', { r: 34, g: 197, b: 94 });
  await page.getByLabel('Choose a Photo').setInputFiles(third);
  await page.route('**/api/profile/images/upload', (route) => route.abort('connectionreset'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Upload Failed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('3/5', { exact: true })).toBeVisible();

  // Cancel drops the selection without uploading.
  await page.getByLabel('Choose a Photo').setInputFiles(first);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('img', { name: 'Selected photo preview' })).toHaveCount(0);
  await expect(page.getByText('3/5', { exact: true })).toBeVisible();

  await page.goto('/profile');
  const grid = page.getByRole('list', { name: 'Your photos' });
  await expect(grid.getByRole('img')).toHaveCount(3);
  await expect(grid.getByRole('listitem').first()).toContainText('Main');
  await expect(page.getByText('3/5 photos uploaded')).toBeVisible();
  await expect(page.getByText('You can add 2 more photos.')).toBeVisible();
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
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  // The last photo gone, focus goes to the page title (not the hidden file input).
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeFocused();
  await page.goto('/profile');
  await expect(page.getByText('0/5 photos uploaded')).toBeVisible();
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
