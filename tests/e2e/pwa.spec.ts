import { expect, test } from '@playwright/test';
import { matchedPair } from './messages-support';
import { api, registerViaApi, signInWithSession, snap, underServiceWorker } from './support';

test.use({ serviceWorkers: 'allow' });

test('the web app manifest is valid and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Petmatch', display: 'standalone', start_url: '/home' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const img = await request.get(`/${icon.src.replace(/^\//, '')}`);
    expect(img.status(), icon.src).toBe(200);
    expect(img.headers()['content-type']).toMatch(/image\/png/);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /#/);
});

test('the app shell opens offline with a friendly offline state', async ({ page, context }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/more');
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'More' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'More' })).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await snap(page, 'pwa-offline');
  await context.setOffline(false);
});

test('screens opened offline wait for the connection instead of saying there is nothing', async ({
  page,
  context,
}) => {
  const { ana } = await matchedPair(page);
  await api(page, ana, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, ana, '/more');
  await underServiceWorker(page);

  // Opened with no connection (no online or offline event to tell it so).
  await context.setOffline(true);
  await page.goto('/dating');
  await expect(page.getByRole('heading', { name: 'Recent Matches' })).toBeVisible();
  await page.waitForTimeout(1500);
  for (const wrong of ['No More Profiles', 'No matches yet', 'Something went wrong']) {
    await expect(page.getByText(wrong, { exact: false })).toHaveCount(0);
  }
  await snap(page, 'pwa-offline-dating-waiting');
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Message Ben' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible();
  await page.waitForTimeout(1500);
  for (const wrong of ['No Pet Found', 'Something went wrong']) {
    await expect(page.getByText(wrong, { exact: false })).toHaveCount(0);
  }
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Ember' })).toBeVisible();
});
