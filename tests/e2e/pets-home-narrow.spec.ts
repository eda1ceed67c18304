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

/** Home of a new member whose pet has the longest name the catalogue allows (20 characters). */
async function homeWithLongestName(page: Page) {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', {
    name: 'Wigglesworth Maximus',
    type: 'dog',
    variant: 'golden',
  });
  await signInWithSession(page, auth, '/home');
}

test('Home keeps its header, name badge and stats whole from 320 to 390 px', async ({ page }) => {
  await homeWithLongestName(page);
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

// A phone showing less than 760 px (a small phone, or Safari's bars on a 390 x 844 one): the
// scene gets smaller so the four care buttons are on screen above the tab bar. At 360 x 740 Feed
// ended 126 px under the tab bar, with the stats one a row.
test('on a short phone the care buttons are above the tab bar, the stats two a row', async ({
  page,
}) => {
  await homeWithLongestName(page);
  const pet = page.getByRole('img', { name: /Wigglesworth Maximus/ });
  await expect(pet).toBeVisible();
  const tallPet = await box(pet);
  for (const [width, height] of [
    [360, 740],
    [360, 640],
    [375, 667],
    [390, 664],
  ] as const) {
    await page.setViewportSize({ width, height });
    const tabBar = await box(page.getByRole('navigation', { name: 'Main' }));
    for (const action of ['Feed', 'Play', 'Groom', 'Train']) {
      const button = await box(page.getByRole('button', { name: action, exact: true }));
      expect(button.y + button.height, `${action} at ${width} x ${height}`).toBeLessThanOrEqual(
        tabBar.y,
      );
    }
    // Two a row, each value on its name's line.
    const health = await box(page.getByRole('progressbar', { name: 'Health', exact: true }));
    const hunger = await box(page.getByRole('progressbar', { name: 'Hunger', exact: true }));
    expect(Math.abs(health.y - hunger.y)).toBeLessThan(2);
    for (const stat of ['Health', 'Hunger', 'Happiness', 'Energy']) {
      const row = page
        .getByRole('progressbar', { name: stat, exact: true })
        .locator('xpath=preceding-sibling::div[1]');
      const rowBox = await box(row);
      expect(rowBox.height, `${stat} on one line at ${width} px`).toBeLessThan(32);
    }
    await expectWhole(page, width);
    expect((await box(pet)).height).toBeLessThan(tallPet.height);
  }
  await snap(page, 'home-short-390x664');
  // A tall phone keeps the large scene.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await box(pet)).height).toBe(tallPet.height);
});
