import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

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
  // Wait until the service worker is active (it has precached the shell), then load under it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('heading', { name: 'More' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'More' })).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await snap(page, 'pwa-offline');
  await context.setOffline(false);
});
