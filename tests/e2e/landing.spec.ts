// The public landing page at 390x844 and on a desktop: the collapsing menu, the section anchors
// and their highlight, the hero and footer links.
import { expect, test, type Page } from '@playwright/test';
import { snap } from './support';

async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThanOrEqual(100);
}

test.describe('landing page', () => {
  test('anchors scroll to their sections and the one at the top is highlighted', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find love through the pet you raise' }),
    ).toBeVisible();
    await expect(page.getByText('Tired of boring dating apps?')).toBeVisible();
    await snap(page, 'foundation-landing-top');

    // Mobile: the header collapses into a menu with the same entries.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    // The section anchors; the menu also holds Sign In and a Get Started button to /register.
    const anchor = (label: string) =>
      menu.getByRole('link', { name: label, exact: true }).and(page.locator('a[href^="#"]'));
    for (const label of ['Home', 'Features', 'How It Works', 'Get Started']) {
      await expect(anchor(label)).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(
      menu.getByRole('link', { name: 'Get Started' }).and(page.locator('a[href="/register"]')),
    ).toBeVisible();
    await expect(anchor('Home')).toHaveAttribute('aria-current', 'true');
    await snap(page, 'foundation-landing-mobile-menu');

    await anchor('Features').click();
    await expect(menu).toBeHidden();
    await expectSectionAtTop(page, 'features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(anchor('Features')).toHaveAttribute('aria-current', 'true');
    await expect(anchor('Home')).not.toHaveAttribute('aria-current');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    // Escape closes it and returns focus to its button; so does tabbing past its last link.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await anchor('Home').focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu
      .getByRole('link', { name: 'Get Started' })
      .and(page.locator('a[href="/register"]'))
      .focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    // A tap outside it closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Smart Pet-Based Matching' })).toBeVisible();
    for (const title of [
      'Natural Connection Building',
      'Fun Over Frustration',
      'Authentic Personality Discovery',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeAttached();
    }

    // The hero's second button scrolls to the six steps.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expectSectionAtTop(page, 'how-it-works');
    await expect(page.locator('#how-it-works li')).toHaveCount(6);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(anchor('How It Works')).toHaveAttribute('aria-current', 'true');
    await anchor('Get Started').click();
    await expectSectionAtTop(page, 'get-started');
    const cta = page.locator('#get-started');
    await snap(page, 'foundation-landing-cta');
    for (const note of ['Safe and Secure', 'Mobile Optimized', 'Always Free']) {
      await expect(cta.getByText(note)).toBeVisible();
    }
    await expect(cta.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    // The footer's quick links scroll too (outside the header, which is all the landing
    // document hydrates, they work through one listener: landing-main.tsx).
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Features', exact: true }).click();
    await expectSectionAtTop(page, 'features');
    await expect(page).toHaveURL(/\/$/);
    await footer.getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('desktop header shows the anchors and the two buttons instead of a menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await snap(page, 'foundation-landing-desktop');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
