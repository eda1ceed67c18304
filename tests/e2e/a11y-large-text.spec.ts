// A browser set to large text (every rem doubled, as a desktop browser's "very large" font or
// WCAG 1.4.4's 200 % does): the signed-in screens wrap instead of scrolling sideways, and the
// header shortcuts stay on screen.
import { expect, test } from '@playwright/test';
import { api, matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';

test('at 200 % text the main screens never scroll sideways', async ({ page }) => {
  const city = { location: 'Bismarck, North Dakota' };
  const me = await registerViaApi(page, { ...city, displayName: 'Tess' });
  await api(page, me, 'POST', '/api/pets', { name: 'Biscuit', type: 'cat', variant: 'orange' });
  const match = await registerViaApi(page, { ...city, displayName: 'Uma' });
  await matchThroughSwipes(page.request, me, match);
  const fan = await registerViaApi(page, { ...city, displayName: 'Vic' });
  await api(page, fan, 'POST', '/api/dating/swipe', { direction: 'super', swipedId: me.user.id });

  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    }),
  );
  await signInWithSession(page, me, '/home');
  for (const [path, ready] of [
    ['/home', 'Biscuit'],
    ['/my-pet', 'Pet Info'],
    ['/shop', 'Boost'],
    ['/dating/matches', 'Uma'],
    ['/dating/wants-to-meet', 'Vic'],
    ['/profile', 'Edit Profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeAttached();
    await page.waitForTimeout(300); // late content (pictures, counts) settles
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    if (path === '/home' || path === '/profile') {
      for (const name of ['Messages', 'Notifications', 'More']) {
        await expect(
          page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name }),
        ).toBeInViewport({ ratio: 1 });
      }
    }
    await snap(page, `large-text${path.replace(/\//g, '-')}`);
  }
});
