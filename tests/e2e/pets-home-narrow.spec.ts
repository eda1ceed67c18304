// Home on narrow phones (320 to 390 px wide): the header's shortcuts, the pet's name badge and
// the four stats all stay on screen, whole. At 320 px the header was 347 px wide (the More
// button cut off, the page scrolling sideways) and "Happiness 100%" ran under Energy up to 375.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, registerViaApi, signInWithSession, snap } from './support';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

/** Whether an element's content is wider than the element shows (cut off or under a neighbour). */
function overflows(locator: Locator) {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
}

async function expectWhole(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  const more = await box(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'More' }),
  );
  expect(more.x + more.width).toBeLessThanOrEqual(width);
  for (const stat of ['Health', 'Hunger', 'Happiness', 'Energy']) {
    const bar = page.getByRole('progressbar', { name: stat, exact: true });
    const row = bar.locator('xpath=preceding-sibling::div[1]');
    expect(await overflows(row), `${stat} row at ${width} px`).toBe(false);
    expect(await overflows(row.locator('span').nth(1)), `${stat} label at ${width} px`).toBe(false);
    await expect(row).toContainText(/\d+%/);
  }
  // The name badge and the mood pill sit side by side without touching.
  const name = await box(page.getByRole('heading', { level: 1 }).locator('xpath=..'));
  const mood = await box(page.getByText('Mood:', { exact: true }).locator('xpath=..'));
  expect(name.x + name.width).toBeLessThanOrEqual(mood.x);
}

test('Home keeps its header, name badge and stats whole from 320 to 390 px', async ({ page }) => {
  const auth = await registerViaApi(page);
  // The longest name the catalogue allows (20 characters), so the badge must give way.
  await api(page, auth, 'POST', '/api/pets', {
    name: 'Wigglesworth Maximus',
    type: 'dog',
    variant: 'golden',
  });
  await signInWithSession(page, auth, '/home');
  await expect(page.getByRole('progressbar', { name: 'Happiness', exact: true })).toBeVisible();
  for (const width of [320, 360, 375, 390]) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await expectWhole(page, width);
    if (width === 320 || width === 375) await snap(page, `home-narrow-${width}`);
  }
  // The wordmark gives way below 375 px; the logo mark and the page title stay.
  await page.setViewportSize({ width: 320, height: 568 });
  await expect(page.getByText('Petmatch', { exact: true })).toHaveClass(/sr-only/);
});
