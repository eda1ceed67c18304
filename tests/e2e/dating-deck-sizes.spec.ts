// The deck on small phones held upright: the card and its three buttons sit above the tab bar
// without scrolling, the card giving up pet art rather than its text.
import { expect, test } from '@playwright/test';
import { auth, dater, openAs, topCard } from './dating-support';
import { matchThroughSwipes, snap } from './support';

const CITY = { location: 'North Platte, Nebraska' };

test('on a small phone the card and the Pass, Super Like and Like buttons fit above the tab bar', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const viewer = await dater(setup, { ...CITY, displayName: 'Vera', age: 30 });
  const bio = 'Sunrise runs by the river, then pancakes. My dog and I are looking for company.';
  const wes = await dater(setup, { ...CITY, displayName: 'Wes', age: 31 }, 'dog');
  const saved = await setup.request.put('/api/user/profile', {
    headers: auth(wes.token),
    data: { bio },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A match fills the Recent Matches strip above the deck, as it is for most people.
  const matched = await dater(setup, { ...CITY, displayName: 'Xia', age: 29 });
  await matchThroughSwipes(setup.request, viewer, matched);

  const { page } = await openAs(browser, baseURL!, viewer, '/dating');
  await expect(page.getByRole('link', { name: 'Message Xia' })).toBeVisible();
  // 360 x 640: a common Android size; 390 x 664 and 375 x 667: iPhones with the browser's bars.
  for (const [width, height] of [
    [360, 640],
    [390, 664],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Wes, 31');
    const navTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      height,
    );
    const card = (await topCard(page).boundingBox())!;
    for (const name of ['Pass', 'Super Like', 'Like']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.y, `${name} at ${width} x ${height}`).toBeGreaterThanOrEqual(card.y + card.height);
      expect(box.y + box.height, `${name} at ${width} x ${height}`).toBeLessThanOrEqual(navTop);
    }
    // The card's text is whole: name and age, where they are, and the start of the bio.
    await expect(topCard(page).getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
    await expect(topCard(page).getByText(/^Sunrise runs/)).toBeInViewport({ ratio: 1 });
    await expect(topCard(page).getByText('North Platte, Nebraska')).toBeInViewport({ ratio: 1 });
    await snap(page, `deck-small-${width}x${height}`);
  }
});
