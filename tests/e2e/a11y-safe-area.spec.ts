import { expect, test, type Locator } from '@playwright/test';
import { settle, userWithPetAndMatch } from './a11y-support';
import { signInWithSession, snap } from './support';

/**
 * Safe areas on a notched phone: headers, toasts, the bottom navigation and the chat composer
 * keep clear of the notch and the home indicator.
 */

// The final look of every screen, without waiting for entrance animations.
test.use({ reducedMotion: 'reduce' });

test.describe('safe areas on a notched phone', () => {
  const INSET = { top: 47, bottom: 34 };
  const HEIGHT = 844;

  test('headers, toasts, the bottom navigation and the chat composer keep clear of the notch and the home indicator', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { auth, matchId, adoptableId } = await userWithPetAndMatch(page);
    // Chromium's own emulation of env(safe-area-inset-*) (index.html has viewport-fit=cover).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSET });

    // A toast starts below the status bar.
    await page.goto('/login');
    await page.getByLabel('Email').fill(auth.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast.first()).toBeVisible();
    expect((await toast.first().boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);

    // A screen with the shared PageHeader: its bar fills the status-bar area, its title is below.
    await signInWithSession(page, auth, '/shop');
    await settle(page);
    const title = page.getByRole('heading', { level: 1 });
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    expect((await page.locator('main header').first().boundingBox())!.y).toBe(0);
    await snap(page, 'a11y-safe-area-shop');

    // The bottom navigation's tabs sit above the home indicator, and scrolled to the end, the
    // page's last content sits above the navigation.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of await nav.getByRole('link').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT - INSET.bottom);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { navTop, contentBottom } = await page.evaluate(() => {
      const navEl = document.querySelector('nav[aria-label="Main"]')!;
      const bottoms = [
        ...document.querySelectorAll('main :is(button, a, p, h1, h2, h3, li, input, img)'),
      ]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => r.bottom);
      return {
        navTop: navEl.getBoundingClientRect().top,
        contentBottom: Math.max(...bottoms),
      };
    });
    expect(contentBottom).toBeLessThanOrEqual(navTop);
    await snap(page, 'a11y-safe-area-shop-end');

    const navTopNow = async () => (await nav.boundingBox())!.y;
    const bottomOf = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };

    // Home's own header, Discover's header and swipe buttons, the adoption bar over the nav.
    await page.goto('/home');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    expect((await shortcuts.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    await page.goto('/dating');
    await settle(page);
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(INSET.top);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    expect(await bottomOf(like)).toBeLessThanOrEqual(await navTopNow());
    await snap(page, 'a11y-safe-area-dating');
    await page.goto(`/adopt-pet/${encodeURIComponent(adoptableId)}?isFirstPet=false`);
    await settle(page);
    const adopt = page.getByRole('button', { name: /^Adopt / });
    expect(await bottomOf(adopt)).toBeLessThanOrEqual(await navTopNow());

    // Chat (full screen, no navigation): header below the notch, composer above the indicator.
    await page.goto(`/messages/${matchId}`);
    await settle(page);
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeGreaterThanOrEqual(
      INSET.top,
    );
    const composer = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
    expect(composer.y + composer.height).toBeLessThanOrEqual(HEIGHT - INSET.bottom);
    await snap(page, 'a11y-safe-area-chat');
  });
});
