// Profile photos: uploaded from Edit Profile (Main on the first, delete with a confirmation) and
// from the registration wizard once the account exists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { pngFile, toast, uploadPhotoViaApi } from './profile-support';
import { registerViaApi, signInWithSession, snap, uniqueUser } from './support';

/** The two elements' boxes do not overlap. */
async function apart(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return (
    x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y
  );
}

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
    const main = page.getByText('Main', { exact: true });
    const trash = page.getByRole('button', { name: 'Delete photo 1' });
    expect(await apart(main, trash), `Main badge and delete button overlap at ${width} px`).toBe(
      true,
    );
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
  // A tap shows a photo full screen and whole; Back closes it and stays on the profile.
  await grid.getByRole('button', { name: 'View photo 2' }).click();
  const viewer = page.getByRole('dialog', { name: /Your photos/ });
  await expect(viewer).toContainText('2 of 3');
  await expect(viewer.getByRole('img', { name: 'Your photo 2 of 3' })).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);

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

test('a star makes another photo the main one, for the profile and everyone who sees it', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  const sunset = await uploadPhotoViaApi(page, auth, 'sunset.png', { r: 244, g: 63, b: 106 });
  const lake = await uploadPhotoViaApi(page, auth, 'lake.png', { r: 139, g: 92, b: 246 });
  const meadow = await uploadPhotoViaApi(page, auth, 'meadow.png', { r: 34, g: 197, b: 94 });
  await signInWithSession(page, auth, '/profile/edit');
  const grid = page.getByRole('list', { name: 'Your photos' });
  const order = () =>
    grid.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  const thumbs = (...photos: { thumbnailUrl: string }[]) =>
    photos.map((p) => new URL(p.thumbnailUrl, page.url()).href);
  await expect.poll(order).toEqual(thumbs(sunset, lake, meadow));
  // The main photo has its label instead of a star; the hint says what the stars do.
  await expect(grid.getByRole('button', { name: /your main photo/ })).toHaveCount(2);
  await expect(page.getByText('Tap the star on a photo to make it your main photo')).toBeVisible();

  await page.getByRole('button', { name: 'Make photo 3 your main photo' }).click();
  await expect(toast(page, 'Main Photo Changed')).toBeVisible();
  // It moves to the front and the others keep their order behind it.
  await expect.poll(order).toEqual(thumbs(meadow, sunset, lake));
  await expect(grid.getByRole('listitem').first()).toContainText('Main');
  // Its star is gone: focus goes to the star now in its place, not to the page's start.
  await expect(page.getByRole('button', { name: 'Make photo 3 your main photo' })).toBeFocused();
  // The star and the delete button stay apart on a 320 px screen.
  await page.setViewportSize({ width: 320, height: 700 });
  const star = page.getByRole('button', { name: 'Make photo 2 your main photo' });
  expect(await apart(star, page.getByRole('button', { name: 'Delete photo 2' }))).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'profile-edit-main-chosen');

  // Kept by the server: the profile page after a reload, and the card another person sees.
  await page.goto('/profile');
  const profileGrid = page.getByRole('list', { name: 'Your photos' });
  await expect(profileGrid.getByRole('listitem').first()).toContainText('Main');
  await expect
    .poll(() => profileGrid.getByRole('img').first().getAttribute('src'))
    .toBe(meadow.thumbnailUrl);
  const viewer = await registerViaApi(page);
  const card = await page.request.get(`/api/users/${auth.user.id}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  expect((await card.json()).photos).toEqual([meadow.url, sunset.url, lake.url]);
});
