// The swipe deck: dragging cards with the mouse, a finger or the arrow keys; the deck going on
// past its first 20 people, its failure to top up, and a new city after a move.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, dater, noMore, openAs, topCard } from './dating-support';
import { api, snap, type Auth } from './support';

/** A viewer in `location` and one person who fits them for each name (a space-separated list). */
async function crowd(page: Page, location: string, names: string) {
  const viewer = await dater(page, { location, displayName: 'Viewer', age: 30 });
  for (const [i, name] of names.split(' ').entries()) {
    await dater(page, { location, displayName: name, age: 24 + (i % 12) }, 'dog');
  }
  return viewer;
}

/**
 * Passes on the top card with the arrow key and waits until another card or `end` (what the
 * screen shows once the cards are gone) has taken its place. Answers the passed card's label.
 */
async function passOnTopCard(page: Page, end: Locator): Promise<string> {
  const label = (await topCard(page).getAttribute('aria-label'))!;
  await page.keyboard.press('ArrowLeft');
  await expect(topCard(page).or(end)).not.toHaveAttribute('aria-label', label);
  return label;
}

/** Drags the top card horizontally by dx with the mouse (pointer events, like a finger). */
async function dragCard(page: Page, dx: number) {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('no card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 10, { steps: 6 });
  await page.mouse.move(x + dx, y + 12, { steps: 6 });
  return {
    box,
    release: () => page.mouse.up(),
  };
}

/** A real touch drag through the DevTools protocol (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, dx: number) {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('no card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / 8, y: y + i }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('cards drag: past 150 px they swipe, shorter drags spring back; arrows work too', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const city = { location: 'Billings, Montana' };
  const cleo = await dater(setup, { ...city, displayName: 'Cleo', age: 30 }, 'dragon');
  for (const [name, type] of [
    ['Dario', 'dog'],
    ['Edie', 'phoenix'],
    ['Finn', 'cat'],
    ['Gus', 'dragon'],
    ['Hana', 'cat'],
  ] as const) {
    await dater(setup, { ...city, displayName: name, age: 28 }, type);
  }

  const c = await openAs(browser, baseURL!, cleo, '/dating');
  const page = c.page;
  await expect(topCard(page)).toBeVisible();
  const first = await topCard(page).getAttribute('aria-label');

  // A short drag springs back: same person, back in place.
  const short = await dragCard(page, 90);
  await expect(page.getByText('LIKE', { exact: true }).first()).toBeVisible();
  await snap(page, 'dating-drag-in-progress');
  await short.release();
  await expect(topCard(page)).toHaveAttribute('aria-label', first!);
  await expect
    .poll(async () => Math.round((await topCard(page).boundingBox())?.x ?? -1))
    .toBe(Math.round(short.box.x));

  // Past 150 px to the right: a like, and the next person is on top.
  const long = await dragCard(page, 220);
  await long.release();
  await expect(topCard(page)).not.toHaveAttribute('aria-label', first!);
  const second = await topCard(page).getAttribute('aria-label');

  // Past 150 px to the left: a pass.
  const left = await dragCard(page, -200);
  await left.release();
  await expect(topCard(page)).not.toHaveAttribute('aria-label', second!);
  const third = await topCard(page).getAttribute('aria-label');

  // A finger works the same way (touch events become pointer events).
  await touchDrag(page, 200);
  await expect(topCard(page)).not.toHaveAttribute('aria-label', third!);
  const fourth = await topCard(page).getAttribute('aria-label');

  // Arrow keys: right likes.
  await page.keyboard.press('ArrowRight');
  await expect(topCard(page)).not.toHaveAttribute('aria-label', fourth!);

  // The server kept every choice: after a reload only the one untouched person is left.
  await page.reload();
  await expect(topCard(page)).toHaveCount(1);
  const untouched = await topCard(page).getAttribute('aria-label');
  expect([first, second, third, fourth]).not.toContain(untouched);
  await c.close();
});

test('the deck goes on past its first 20 people by itself, and keeps who was swiped', async ({
  browser,
  baseURL,
}) => {
  // 23 people who fit: more than one deck (20) holds.
  const viewer = await crowd(
    await browser.newPage({ baseURL }),
    'Great Falls, Montana',
    'Abe Bo Cy Di Eli Fay Gil Hal Ida Jo Kai Lu Max Ned Oz Pia Quin Rae Sal Tia Uma Vic Wes',
  );
  const v = await openAs(browser, baseURL!, viewer, '/dating');
  const page = v.page;
  const seen: string[] = [];
  const passOnTop = async () => {
    const label = await passOnTopCard(page, noMore(page));
    expect(seen, 'nobody comes twice').not.toContain(label);
    seen.push(label);
  };

  // Two passes, then a look at the third person's profile and back: the two stay gone.
  await passOnTop();
  await passOnTop();
  const third = (await topCard(page).getAttribute('aria-label'))!;
  await topCard(page)
    .getByRole('button', { name: /^View .*'s profile$/ })
    .click();
  await expect(page).toHaveURL(/\/profile\//);
  await page.goBack();
  await expect(topCard(page)).toHaveAttribute('aria-label', third);

  // Past the first deck's 20 without a Refresh: the next people are already there.
  while (seen.length < 20) await passOnTop();
  await expect(topCard(page)).toBeVisible();
  await expect(noMore(page)).toHaveCount(0);
  await snap(page, 'dating-deck-goes-on');
  while (seen.length < 23) await passOnTop();
  await expect(noMore(page)).toBeVisible();
  expect(new Set(seen).size).toBe(23);
  await v.close();
});

test('when the next deck cannot be loaded, the cards held are swiped first, then Try Again', async ({
  browser,
  baseURL,
}) => {
  const viewer = await crowd(
    await browser.newPage({ baseURL }),
    'Helena, Montana',
    'Ada Ben Cal Dot Ed Flo Guy Hex Ivy Jay Kit Lea Mo Nia Otto Pam Quy Rex Sue Ty Val',
  );
  const v = await openAs(browser, baseURL!, viewer, '/dating');
  const page = v.page;
  await expect(topCard(page)).toBeVisible();
  // From now on the deck's answers fail, as on a connection that dropped.
  let asked = 0;
  await page.route('**/api/dating/potential-matches', (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  for (let i = 0; i < 20; i++) await passOnTopCard(page, page.getByText('Something went wrong'));
  await expect(page.getByText('Something went wrong')).toBeVisible();
  expect(asked, 'one failed top-up, not asked again and again').toBe(1);

  await page.unroute('**/api/dating/potential-matches');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(topCard(page)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(noMore(page)).toBeVisible();
  await v.close();
});

test('after moving to another city in Edit Profile, the deck is of the new city', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const kim = await dater(setup, { location: 'Bozeman, Montana', displayName: 'Kim', age: 30 });
  await dater(setup, { location: 'Bozeman, Montana', displayName: 'Lou', age: 28 });
  await dater(setup, { location: 'Cheyenne, Wyoming', displayName: 'Mae', age: 27 });

  const k = await openAs(browser, baseURL!, kim, '/dating');
  const page = k.page;
  await expect(topCard(page)).toHaveAttribute('aria-label', 'Lou, 28');
  // Within the app (no reload), as someone who moves would do it.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('State').selectOption({ label: 'Wyoming' });
  await page.getByLabel('City').selectOption('Cheyenne');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Dating', exact: true }).click();
  await expect(topCard(page)).toHaveAttribute('aria-label', 'Mae, 27');
  await expect(topCard(page)).toContainText('Cheyenne, Wyoming');
  await k.close();
});

test("a long name ends in an ellipsis on the card and the age still shows; the heading reads 'name, age'", async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const location = 'Casper, Wyoming';
  const viewer = await dater(setup, { location, displayName: 'Viewer', age: 30 });
  const longName = 'Maximiliana Josephine Wolfeschlegel';
  await dater(setup, { location, displayName: longName, age: 29 }, 'dog');
  const { page } = await openAs(browser, baseURL!, viewer, '/dating');

  const heading = topCard(page).getByRole('heading', { level: 2 });
  await expect(heading).toHaveAccessibleName(`${longName}, 29`);
  const age = heading.getByText('29', { exact: true });
  await expect(age).toBeInViewport({ ratio: 1 });
  const card = (await topCard(page).boundingBox())!;
  const ageBox = (await age.boundingBox())!;
  expect(ageBox.x + ageBox.width).toBeLessThanOrEqual(card.x + card.width);
  const name = heading.getByText(longName);
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await snap(page, 'deck-long-name');

  // Held sideways: scrolled down to the card, the card and all three buttons fit together between
  // the top of the screen and the bottom navigation.
  await page.setViewportSize({ width: 844, height: 390 });
  const navTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
  const before = (await topCard(page).boundingBox())!;
  await page.mouse.wheel(0, before.y + before.height - navTop + 8);
  await expect
    .poll(async () => (await topCard(page).boundingBox())!.y + before.height)
    .toBeLessThanOrEqual(navTop);
  expect((await topCard(page).boundingBox())!.y).toBeGreaterThanOrEqual(0);
  for (const name of ['Pass', 'Super Like', 'Like']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(navTop);
  }
  await snap(page, 'deck-landscape');
});

test('Super Like counts down the super likes left today, from any device, and goes dim at the third instead of failing on the next tap', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const viewer = await crowd(setup, 'Laramie, Wyoming', 'Ada Bea Cai Dee Eli');
  // One of today's three was sent from another device.
  const elsewhere = await dater(setup, { location: 'Laramie, Wyoming', displayName: 'Fay' });
  const sent = await setup.request.post('/api/dating/swipe', {
    headers: auth(viewer.token),
    data: { direction: 'super', swipedId: elsewhere.user.id },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { page, close } = await openAs(browser, baseURL!, viewer, '/dating');
  const superLike = page.getByRole('button', { name: 'Super Like', exact: true });
  await expect(superLike).toHaveAccessibleDescription('2 super likes left today');
  await expect(superLike).toHaveText('2');
  await snap(page, 'deck-super-likes-left');
  for (let sent = 0; sent < 2; sent++) {
    const before = await topCard(page).getAttribute('aria-label');
    await expect(superLike).toBeEnabled();
    // A deliberate tap, once the last card has flown (a quicker one is a double tap's second).
    if (sent > 0) await page.waitForTimeout(600);
    await superLike.click();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', before!);
    if (sent === 0) await expect(superLike).toHaveAccessibleDescription('1 super like left today');
  }
  await expect(superLike).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeFocused();
  // Said on screen as well as in the title: a phone shows no tooltip.
  await expect(superLike).toHaveAccessibleDescription(
    'You have used all 3 super likes for today. More tomorrow!',
  );
  await expect(
    page.getByText('You have used all 3 super likes for today. More tomorrow!'),
  ).toBeVisible();
  // The arrow key does nothing either; Like still works.
  const top = await topCard(page).getAttribute('aria-label');
  await page.keyboard.press('ArrowUp');
  await expect(topCard(page)).toHaveAttribute('aria-label', top!);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
  await snap(page, 'deck-super-likes-used-up');
  // Still dim after a reload: the count is kept for the day.
  await page.reload();
  await expect(topCard(page)).toBeVisible();
  await expect(superLike).toBeDisabled();
  await close();
  await setup.close();
});

test('Pass and Like on a profile opened from the deck send its card off there', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const location = 'Rapid City, South Dakota';
  const viewer = await dater(setup, { location, displayName: 'Viewer', age: 30 });
  const people = new Map<string, Auth>();
  for (const [i, name] of ['Hana', 'Ivo', 'Jon'].entries()) {
    people.set(name, await dater(setup, { location, displayName: name, age: 26 + i }, 'dog'));
  }
  const { page } = await openAs(browser, baseURL!, viewer, '/dating');
  const topName = async () => (await topCard(page).getAttribute('aria-label'))!.split(',')[0]!;
  const wantsToMeet = async (name: string) =>
    (
      (await api(setup, people.get(name)!, 'GET', '/api/dating/wants-to-meet')) as { id: string }[]
    ).map((entry) => entry.id);

  // Left with the phone's Back, the profile decides nothing: the same card is on top.
  const first = await topName();
  await page.getByRole('button', { name: `View ${first}'s profile` }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(topCard(page)).toHaveAttribute('aria-label', new RegExp(`^${first},`));

  // Like on the profile: back on the deck, that card has gone and the like was sent.
  await page.getByRole('button', { name: `View ${first}'s profile` }).click();
  const like = page.getByRole('button', { name: `Like ${first}`, exact: true });
  await expect(like).toBeInViewport({ ratio: 1 });
  await snap(page, 'deck-profile-decision');
  await like.click();
  await expect(page).toHaveURL(/\/dating$/);
  await expect(topCard(page)).not.toHaveAttribute('aria-label', new RegExp(`^${first},`));
  await expect.poll(() => wantsToMeet(first)).toContain(viewer.user.id);

  // Pass on the next one's profile.
  const second = await topName();
  await page.getByRole('button', { name: `View ${second}'s profile` }).click();
  await page.getByRole('button', { name: `Pass on ${second}`, exact: true }).click();
  await expect(page).toHaveURL(/\/dating$/);
  await expect(topCard(page)).not.toHaveAttribute('aria-label', new RegExp(`^${second},`));
  expect(await wantsToMeet(second)).not.toContain(viewer.user.id);
});
