import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

type Auth = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new person with a pet they have just fed (so they count as active) and narrow preferences:
 * 5 miles, so in a city without demo people the deck holds exactly the people a test made.
 */
async function dater(page: Page, overrides: Record<string, unknown>, petType = 'cat') {
  const who = await registerViaApi(page, overrides);
  const pet = await page.request.post('/api/pets', {
    headers: auth(who.token),
    data: {
      name: `Pet${String(overrides.displayName ?? '').slice(0, 10)}`,
      type: petType,
      variant: variantFor(petType),
    },
  });
  expect(pet.status(), await pet.text()).toBe(200);
  const petId = (await pet.json()).id as string;
  const fed = await page.request.post(`/api/pets/${petId}/action`, {
    headers: auth(who.token),
    data: { action: 'feed' },
  });
  expect(fed.status(), await fed.text()).toBe(200);
  const prefs = await page.request.put('/api/user/preferences', {
    headers: auth(who.token),
    data: {
      ageRange: [18, 65],
      distance: 5,
      petPreference: 'any',
      showOnlyActivePets: true,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
    },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  return { ...who, user: { ...who.user, preferences: await prefs.json() } };
}

/** A viewer in `location` and one person who fits them for each name (a space-separated list). */
async function crowd(page: Page, location: string, names: string) {
  const viewer = await dater(page, { location, displayName: 'Viewer', age: 30 });
  for (const [i, name] of names.split(' ').entries()) {
    await dater(page, { location, displayName: name, age: 24 + (i % 12) }, 'dog');
  }
  return viewer;
}

function variantFor(type: string): string {
  return { cat: 'calico', dog: 'corgi', dragon: 'fire', phoenix: 'storm' }[type] ?? 'fire';
}

async function openAs(browser: Browser, baseURL: string, who: Auth, path: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInWithSession(page, who, path);
  return { page, close: () => context.close() };
}

const topCard = (page: Page) => page.locator('[aria-roledescription="profile card"]');
const noMore = (page: Page) => page.getByRole('heading', { name: 'No More Profiles' });

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

test('two people who fit: A likes B, B likes back from Wants to Meet, both see the match', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const ana = await dater(
    setup,
    { displayName: 'Ana', location: 'Missoula, Montana', age: 29 },
    'cat',
  );
  const ben = await dater(
    setup,
    { displayName: 'Ben', location: 'Missoula, Montana', age: 31, gender: 'Male' },
    'dog',
  );

  const a = await openAs(browser, baseURL!, ana, '/dating');
  await expect(topCard(a.page)).toHaveAttribute('aria-label', 'Ben, 31');
  await expect(topCard(a.page)).toContainText('Missoula, Montana');
  await expect(topCard(a.page)).toContainText('< 5 mi away');
  await expect(
    topCard(a.page).getByRole('img', { name: /Compatibility \d out of 5/ }),
  ).toBeVisible();
  await snap(a.page, 'dating-deck');
  await a.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(a.page.getByRole('heading', { name: 'No More Profiles' })).toBeVisible();
  await snap(a.page, 'dating-no-more-profiles');

  // Ana is on Ben's deck too; he answers her from Wants to Meet instead.
  const b = await openAs(browser, baseURL!, ben, '/dating');
  await expect(topCard(b.page)).toHaveAttribute('aria-label', 'Ana, 29');
  await b.page.getByRole('link', { name: 'Wants to Meet (1)' }).click();
  const request = b.page.getByRole('listitem', { name: /Ana, 29/ });
  await expect(request).toBeVisible();
  await expect(request.getByRole('button', { name: 'Like Back' })).toBeVisible();
  await snap(b.page, 'dating-wants-to-meet');
  await request.getByRole('button', { name: 'Like Back' }).click();
  const overlay = b.page.getByRole('dialog', { name: "It's a Match!" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
    'href',
    `/messages/${ana.user.id}`,
  );
  await expect(overlay).toHaveCSS('opacity', '1');
  await snap(b.page, 'dating-its-a-match');
  await overlay.getByRole('button', { name: 'Keep Swiping' }).click();
  await expect(b.page.getByRole('heading', { name: 'No one is waiting yet' })).toBeVisible();
  // Back on the deck, the person he just answered is no longer there to swipe.
  await b.page.goBack();
  await expect(noMore(b.page)).toBeVisible();

  // Both find the match in their list; Ana's strip on /dating links to the chat.
  await b.page.goto('/dating/matches');
  await expect(b.page.getByRole('heading', { name: /Ana/ })).toBeVisible();
  await expect(b.page.getByText('Matched today')).toBeVisible();
  await snap(b.page, 'dating-matches');
  await a.page.goto('/dating/matches');
  await expect(a.page.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `/messages/${ben.user.id}`,
  );
  await expect(a.page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/profile/${ben.user.id}`,
  );
  await a.page.goto('/dating');
  await expect(a.page.getByRole('link', { name: 'Message Ben' })).toHaveAttribute(
    'href',
    `/messages/${ben.user.id}`,
  );

  // Dismissing asks first, then ends the match for both.
  await a.page.goto('/dating/matches');
  await a.page.getByRole('button', { name: 'Dismiss match with Ben' }).click();
  await expect(a.page.getByRole('dialog', { name: 'Dismiss this match?' })).toBeVisible();
  await snap(a.page, 'dating-dismiss-confirm');
  await a.page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(a.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  await a.close();
  await b.close();
});

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

test('preferences, a demo-filled deck and a public profile with report and block', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const dana = await registerViaApi(setup, { displayName: 'Dana', location: 'Austin, Texas' });
  const pet = await setup.request.post('/api/pets', {
    headers: auth(dana.token),
    data: { name: 'Sparky', type: 'dragon', variant: 'fire' },
  });
  expect(pet.status()).toBe(200);
  const d = await openAs(browser, baseURL!, dana, '/dating/preferences');
  const page = d.page;

  // The stored defaults, then a change saved.
  await expect(page.getByText('18 - 35')).toBeVisible();
  await expect(page.getByText('50 mi', { exact: true })).toBeVisible();
  await page.getByRole('slider', { name: 'Maximum distance in miles' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('60 mi', { exact: true })).toBeVisible();
  await page.getByLabel('Show me').selectOption('any');
  await page.getByRole('switch', { name: 'Show only active pets' }).click();
  await snap(page, 'dating-preferences');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible();
  const saved = await setup.request.get('/api/user/preferences', { headers: auth(dana.token) });
  expect(await saved.json()).toMatchObject({ distance: 60, showOnlyActivePets: false });

  // Demo people fill the deck around Austin with computed distance and hearts.
  await page.goto('/dating');
  await expect(topCard(page)).toBeVisible();
  await expect(topCard(page)).toContainText(/mi away/);
  await snap(page, 'dating-deck-demo');
  const name = (await topCard(page).getAttribute('aria-label'))!.split(',')[0]!;

  // The info button opens the public profile.
  await topCard(page)
    .getByRole('button', { name: `View ${name}'s profile` })
    .click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) }).first()).toBeVisible();
  await expect(page.getByText('Active pet')).toBeVisible();
  await snap(page, 'dating-public-profile');

  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(dialog.getByRole('button', { name: 'Send Report' })).toBeDisabled();
  await dialog.getByLabel('Spam or scam').check();
  await dialog.getByLabel('Details (optional)').fill('Keeps sending links.');
  await snap(page, 'dating-report-dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Report Sent', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('dialog', { name: `Block ${name}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dating$/);
  await expect(page.getByText('User Blocked', { exact: true })).toBeVisible();
  await expect(topCard(page)).not.toHaveAttribute('aria-label', new RegExp(`^${name},`));
  await d.close();
});
