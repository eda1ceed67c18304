// The app document itself and its routes: the branded splash before the script runs, V8's
// compile hints on the start chunks, the route guards and the 404 page.
import { expect, test } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

test('the app document shows the brand, not a blank page, until its script has run', async ({
  page,
}) => {
  // A phone on a slow network: the markup and styles have arrived, the app's script has not.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('Petmatch', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await snap(page, 'foundation-app-splash');

  // With the script, the app's first screen replaces the splash.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test("the app document's start scripts carry V8's compile hint; lazy routes' chunks do not", async ({
  request,
}) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const html = await (await request.get('/home')).text();
  const atStart = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
    ),
  ].map((m) => m[1]!);
  expect(atStart.length).toBeGreaterThan(2);
  const code = new Map<string, string>();
  for (const url of atStart) {
    code.set(url, await (await request.get(url)).text());
    expect(code.get(url)!.startsWith(hint), url).toBe(true);
  }
  // The shell names the chunks it imports later (Vite's preload list): those stay lazy.
  const later = [...code.values()]
    .flatMap((text) => [...text.matchAll(/"assets\/([\w-]+\.js)"/g)].map((m) => `/assets/${m[1]}`))
    .filter((url) => !atStart.includes(url));
  expect(later.length).toBeGreaterThan(0);
  for (const url of later.slice(0, 5)) {
    expect((await (await request.get(url)).text()).startsWith(hint), url).toBe(false);
  }
});

test.describe('route guards and the 404 page', () => {
  test('a signed-out visitor is sent to /login; unknown paths show the 404 page', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/more');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
    await snap(page, 'foundation-404');
    await page.getByRole('link', { name: 'Go to Petmatch' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user skips the visitor pages; /pet and the unbuilt More entries', async ({
    page,
  }) => {
    const auth = await registerViaApi(page);
    await signInWithSession(page, auth, '/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/pet');
    await expect(page).toHaveURL(/\/my-pet$/);

    for (const entry of ['Settings', 'Achievements', 'Friends']) {
      await page.goto('/more');
      await page.getByRole('link', { name: new RegExp(`^${entry}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${entry.toLowerCase()}$`));
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
