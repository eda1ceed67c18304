// The registration wizard keeps the user's place: each step is a history entry, so the browser's
// Back and Forward move between steps, and a reload keeps the step, what was typed and the photos
// picked (all but the password and the terms box, which are asked for again).
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { profileImageCount, snap, uniqueUser } from './support';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { name });

test('browser Back, Forward and a reload keep the wizard step and the answers', async ({
  page,
}) => {
  const user = uniqueUser('hist');
  await page.goto('/register');
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByRole('spinbutton', { name: 'Age' }).fill('31');
  // A double click moves one step: one history entry, so one Back returns.
  await page.getByRole('button', { name: 'Next' }).dblclick();
  await expect(heading(page, 'Your Profile')).toBeVisible();
  await expect(page).toHaveURL(/\/register\?step=2$/);
  // The new step starts at its first field, not with focus left on Next.
  await expect(page.getByLabel('Gender', { exact: true })).toBeFocused();
  await page.goBack();
  await expect(heading(page, 'About You')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Your Profile')).toBeVisible();
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Sexual Preference').selectOption('Gay');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Colorado' });
  await page.getByLabel('City', { exact: true }).selectOption('Denver');
  await page
    .getByLabel('Choose profile photos')
    .setInputFiles([1, 2].map((n) => ({ name: `p${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);

  // The browser's Back returns to step 1 inside the wizard, not to the page before it.
  await page.goBack();
  await expect(heading(page, 'About You')).toBeVisible();
  await expect(page.getByLabel('Display Name')).toHaveValue(user.displayName);
  await page.goForward();
  await expect(heading(page, 'Your Profile')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Denver');
  await next(page);

  await page.getByRole('button', { name: 'Phoenix', exact: true }).click();
  await page.getByRole('button', { name: 'Lunar', exact: true }).click();
  await page.reload();
  await expect(heading(page, 'Your First Pet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lunar', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The photos survive the reload too (a phone may reload the page behind its photo picker).
  await page.goBack();
  await expect(heading(page, 'Your Profile')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Add your photos again', { exact: true })).toHaveCount(0);
  await snap(page, 'register-photos-kept-after-reload');

  // Where the browser could not keep them, the wizard says so rather than dropping them quietly.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('petmatch-registration');
        open.onsuccess = () => {
          open.result.transaction('photos', 'readwrite').objectStore('photos').clear().onsuccess =
            resolve;
        };
      }),
  );
  await page.reload();
  await expect(toasts.getByText('Add your photos again', { exact: true })).toBeVisible();
  await expect(
    toasts.getByText(
      'The page reloaded, and the 2 photos you picked could not be kept. Add them in the Profile step, or later from your profile.',
    ),
  ).toBeVisible();
  await snap(page, 'register-photos-lost-after-reload');
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(0);
  // A file on disk, so picking it again gives the same name, size and modification time.
  const third = test.info().outputPath('p3.png');
  writeFileSync(third, PNG);
  await page.getByLabel('Choose profile photos').setInputFiles(third);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(1);
  await page.getByLabel('Choose profile photos').setInputFiles(third);
  await expect(toasts.getByText('That photo is already in your selection.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(1);
  await next(page);
  await next(page);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.reload();
  await expect(heading(page, 'Your Account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  // Never written to storage: the password and the agreement are given again.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  const stored = await page.evaluate(() => sessionStorage.getItem('petmatch.registrationDraft'));
  expect(stored).not.toContain(user.password);
  await snap(page, 'register-restored-after-reload');

  // The wizard's own Back button goes one step back too, and Next returns.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Your First Pet')).toBeVisible();
  await next(page);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // A finished registration leaves nothing behind for the next visit to /register.
  expect(
    await page.evaluate(() => sessionStorage.getItem('petmatch.registrationDraft')),
  ).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const profile = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await profile.json()).toMatchObject({
    displayName: user.displayName,
    age: 31,
    gender: 'Male',
    sexualPreference: 'Gay',
    location: 'Denver, Colorado',
  });
  // The photo picked again after the last reload is uploaded, and the browser keeps no copy.
  await expect.poll(() => profileImageCount(page, token!)).toBe(1);
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('petmatch-registration');
        open.onsuccess = () => {
          const count = open.result.transaction('photos').objectStore('photos').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBe(0);
});

test('a link to a later step starts where the answers stop', async ({ page }) => {
  await page.goto('/register?step=4');
  await expect(heading(page, 'About You')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/register?step=two');
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Display Name').fill('Skipper');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('40');
  await page.goto('/register?step=3');
  // Step 1 is complete, step 2 is not: the wizard stops at step 2.
  await expect(heading(page, 'Your Profile')).toBeVisible();
  await expect(page).toHaveURL(/\/register\?step=2$/);
});

test("photos a wizard left behind in a closed tab are removed a day later, at the app's start", async ({
  page,
}) => {
  // The entries are written from a page of the site that is not the app, so the app's own sweep
  // cannot run before they are all in place.
  await page.goto('/api/health');
  const keys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('petmatch-registration');
          open.onupgradeneeded = () => open.result.createObjectStore('photos');
          open.onsuccess = () => {
            const all = open.result.transaction('photos').objectStore('photos').getAllKeys();
            all.onsuccess = () => {
              open.result.close();
              resolve(all.result.map(String).sort());
            };
          };
        }),
    );
  await keys();
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('petmatch-registration');
        open.onsuccess = () => {
          const tx = open.result.transaction('photos', 'readwrite');
          const photos = tx.objectStore('photos');
          photos.put({ savedAt: Date.now() - 25 * 60 * 60 * 1000, photos: [] }, 'abandoned');
          photos.put({ savedAt: Date.now() - 60 * 60 * 1000, photos: [] }, 'recent');
          tx.oncomplete = () => {
            open.result.close();
            resolve(null);
          };
        };
      }),
  );
  expect(await keys()).toEqual(['abandoned', 'recent']);
  await page.goto('/login');
  await expect.poll(keys, { timeout: 15_000 }).toEqual(['recent']);
});
