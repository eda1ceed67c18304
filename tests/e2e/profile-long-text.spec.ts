// User-written text at its longest (a 50-character name, a bio of one unbroken word, a 20-letter
// pet name) wraps or ends in an ellipsis: no screen showing it is ever wider than the phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, dater, openAs, topCard } from './dating-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

const LONG_NAME = 'Bartholomewwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww'; // 50, the maximum
const LONG_WORD_BIO = `Supercalifragilistic${'x'.repeat(70)}`; // 90 characters, no space
const LONG_PET = 'Wigglesworthhhhhhhhh'; // 20, the maximum
const WIDTHS = [390, 320] as const;

/**
 * The page scrolls only up and down: nothing pushes it wider than the phone. Measured against the
 * set viewport: on a mobile browser a too-wide page zooms out and window.innerWidth grows with it.
 */
async function expectNoSidewaysScroll(page: Page) {
  const phone = page.viewportSize()!.width;
  await expect
    .poll(() =>
      page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth)),
    )
    .toBeLessThanOrEqual(phone);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

/** Where the element's text is drawn, which may reach past its own box when it overflows. */
function inkBox(locator: Locator) {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const own = el.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    const x = Math.min(own.left, text.left);
    return { x, width: Math.max(own.right, text.right) - x };
  });
}

/**
 * `inner` lies wholly inside `outer` (to within a pixel of rounding): its text too, unless it is
 * a one-line design that ends in an ellipsis (`truncated`), whose clipped text is not drawn.
 */
async function expectInside(inner: Locator, outer: Locator, { truncated = false } = {}) {
  const i = truncated ? await box(inner) : await inkBox(inner);
  const o = await box(outer);
  expect(i.x).toBeGreaterThanOrEqual(o.x - 1);
  expect(i.x + i.width).toBeLessThanOrEqual(o.x + o.width + 1);
}

/** The element shows its whole text: nothing is cut off at its edges. */
async function expectNotClipped(locator: Locator) {
  const overflow = await locator.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a long name and an unbroken bio stay on screen on /profile, /profile/edit and /profile/:id', async ({
  page,
}) => {
  const me = await registerViaApi(page, { displayName: LONG_NAME, age: 33 });
  await api(page, me, 'POST', '/api/pets', { name: LONG_PET, type: 'dog', variant: 'corgi' });
  await signInWithSession(page, me, '/profile/edit');
  await page.getByLabel('Bio').fill(LONG_WORD_BIO);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const heading = page.getByRole('heading', { name: `${LONG_NAME}, 33` });
  const about = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'About Me' }) });
  const bio = page.getByText(LONG_WORD_BIO);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await expect(bio).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInside(bio, about.last());
    // The whole name wraps inside the screen, neither edge clipped.
    await expectInside(heading, page.locator('main'));
    await expectNotClipped(heading);
    await heading.scrollIntoViewIfNeeded();
    await snap(page, `profile-long-text-${width}`);
    await bio.scrollIntoViewIfNeeded();
    await snap(page, `profile-long-text-bio-${width}`);
  }

  await page.goto('/profile/edit');
  await expect(page.getByLabel('Bio')).toHaveValue(LONG_WORD_BIO);
  await expectNoSidewaysScroll(page);
  await snap(page, 'profile-edit-long-text-320');

  await page.goto(`/profile/${me.user.id}`);
  const publicName = page.getByRole('heading', { level: 2, name: LONG_NAME });
  await expect(publicName).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await expectNoSidewaysScroll(page);
    await expectInside(publicName, page.locator('main'));
    await expectNotClipped(publicName);
    await expectInside(page.getByText(LONG_WORD_BIO), page.locator('main'));
    await snap(page, `public-profile-long-text-${width}`);
  }
});

test('a long name, pet name and bio on the deck, matches, wants to meet and notifications', async ({
  page,
  browser,
  baseURL,
}) => {
  const city = { location: 'Burlington, Vermont' };
  const viewer = await dater(page, { ...city, displayName: 'Viewer', age: 30 });
  const long = await dater(page, { ...city, displayName: LONG_NAME, age: 31 }, 'dog');
  const pet = await api(page, long, 'GET', '/api/pets/active');
  await api(page, long, 'POST', `/api/pets/${pet.id}/customize`, { name: LONG_PET });
  const bio = await page.request.put('/api/user/profile', {
    headers: auth(long.token),
    data: { bio: LONG_WORD_BIO },
  });
  expect(bio.status(), await bio.text()).toBe(200);
  // A super like: the viewer gets an unread notification naming them, and a Wants to Meet card.
  await api(page, long, 'POST', '/api/dating/swipe', {
    direction: 'super',
    swipedId: viewer.user.id,
  });

  const v = await openAs(browser, baseURL!, viewer, '/dating');
  await v.page.setViewportSize({ width: 320, height: 568 });
  await expect(topCard(v.page)).toHaveAttribute('aria-label', new RegExp(`^${LONG_NAME}`));
  await expectNoSidewaysScroll(v.page);
  const cardName = topCard(v.page).getByRole('heading', { name: `${LONG_NAME}, 31` });
  await expectInside(cardName, topCard(v.page), { truncated: true });
  await expectInside(topCard(v.page).getByText(LONG_WORD_BIO), topCard(v.page));
  await expectInside(topCard(v.page).getByText(`${LONG_PET} · Lv`), topCard(v.page), {
    truncated: true,
  });
  // On a 568 px tall phone the card keeps room for its text: the badge stays above the name.
  const badge = await box(topCard(v.page).getByText('Super liked you'));
  expect(badge.y + badge.height).toBeLessThanOrEqual((await box(cardName)).y);
  await snap(v.page, 'dating-card-long-text-320');

  await v.page.goto('/dating/wants-to-meet');
  const request = v.page.getByRole('listitem', { name: new RegExp(LONG_NAME) });
  await expect(request).toBeVisible();
  await expectNoSidewaysScroll(v.page);
  await expectInside(request.getByText(LONG_WORD_BIO), request);
  await snap(v.page, 'wants-to-meet-long-text-320');

  await v.page.setViewportSize({ width: 390, height: 844 });
  await v.page.goto('/notifications');
  const unread = v.page.getByRole('button', { name: /^Unread: / });
  await expect(unread).toBeVisible();
  await expectNoSidewaysScroll(v.page);
  // The unread card's edge lines up with the page's gutter, the header's padding.
  const gutter = await v.page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().x + parseFloat(getComputedStyle(el).paddingLeft));
  expect((await box(unread)).x).toBeCloseTo(gutter, 0);
  await expectInside(unread.getByText(/super liked you/), unread);
  await snap(v.page, 'notifications-long-text-390');
  await v.page.setViewportSize({ width: 320, height: 568 });
  await expectNoSidewaysScroll(v.page);
  await snap(v.page, 'notifications-long-text-320');

  await api(page, viewer, 'POST', '/api/dating/swipe', {
    direction: 'right',
    swipedId: long.user.id,
  });
  await v.page.goto('/dating/matches');
  await expect(v.page.getByRole('heading', { name: `${LONG_NAME}, 31` })).toBeVisible();
  await expectNoSidewaysScroll(v.page);
  // Both buttons keep their label on one line, inside their 36 px height.
  for (const name of ['Message', 'View Profile']) {
    const button = v.page.getByRole('link', { name, exact: true });
    const lines = await button.evaluate((el) => {
      const label = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(label);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${name} on one line`).toBe(1);
  }
  await snap(v.page, 'matches-long-text-320');
  await v.close();
});
