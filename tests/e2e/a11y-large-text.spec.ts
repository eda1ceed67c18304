// A browser set to large text (every rem doubled, as a desktop browser's "very large" font or
// WCAG 1.4.4's 200 % does): every screen wraps instead of scrolling sideways, and the header
// shortcuts stay on screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';

const CITY = { location: 'Bismarck, North Dakota' };

async function doubleTheText(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    }),
  );
}

/** The page as it is now is no wider than the phone (a soft check: every screen is reported). */
async function fitsNow(page: Page, name: string) {
  await page.waitForTimeout(300); // late content (pictures, counts) settles
  const { width, widest } = await page.evaluate(() => {
    // The innermost elements reaching past the screen's edge name the culprit in the report.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= 391)
          return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > 391 && !clipped(el),
    );
    const innermost = past.filter((el) => !past.some((o) => o !== el && el.contains(o)));
    return {
      width: document.documentElement.scrollWidth,
      widest: innermost
        .slice(0, 5)
        .map((el) => el.closest('svg')?.parentElement ?? el)
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class')}`.slice(0, 120)),
    };
  });
  expect.soft(width, `${name} is ${width} px wide: ${widest.join(' | ')}`).toBeLessThanOrEqual(390);
  await headingsWhole(page, name);
  await snap(page, `large-text${name.replace(/\//g, '-').replace(/-[0-9a-f-]{36}$/, '-id')}`);
}

/** Every heading `headings` finds shows its whole text: not cut to "U…" or "Wants to …". */
async function headingsWhole(
  page: Page,
  name: string,
  headings = page.getByRole('heading', { level: 1 }),
) {
  for (const el of await headings.all()) {
    // A line cut by a clamp is a whole line high; a glyph may reach a few px past the box.
    // A heading that clips nothing (overflow visible) cuts nothing.
    const whole = await el.evaluate((h) => {
      const style = getComputedStyle(h);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') return true;
      return h.scrollHeight <= h.clientHeight + 4 && h.scrollWidth <= h.clientWidth + 1;
    });
    expect.soft(whole, `${await el.textContent()} on ${name} is whole`).toBe(true);
  }
}

/** How many lines the element's text takes. */
async function linesOf(locator: Locator) {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

/** Opens `path`, waits for `ready`, and checks the page is no wider than the phone. */
async function fitsTheWidth(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeAttached();
  await fitsNow(page, path);
}

/** Tess, with a cat she has fed, a match (Uma), a super like from Vic and Wes on her deck. */
async function tessAndFriends(page: Page) {
  const me = await registerViaApi(page, { ...CITY, displayName: 'Tess' });
  const pet = await api(page, me, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'cat',
    variant: 'orange',
  });
  await api(page, me, 'POST', `/api/pets/${pet.id}/action`, { action: 'feed' });
  const match = await registerViaApi(page, { ...CITY, displayName: 'Uma' });
  await matchThroughSwipes(page.request, me, match);
  await api(page, me, 'POST', '/api/messages/send', { receiverId: match.user.id, content: 'Hi!' });
  const fan = await registerViaApi(page, { ...CITY, displayName: 'Vic' });
  await api(page, fan, 'POST', '/api/dating/swipe', { direction: 'super', swipedId: me.user.id });
  const wes = await registerViaApi(page, { ...CITY, displayName: 'Wes', gender: 'Male' });
  const wesPet = await api(page, wes, 'POST', '/api/pets', {
    name: 'Rex',
    type: 'dog',
    variant: 'corgi',
  });
  await api(page, wes, 'POST', `/api/pets/${wesPet.id}/action`, { action: 'feed' });
  return { me, match };
}

test('at 200 % text the main screens never scroll sideways', async ({ page }) => {
  const { me } = await tessAndFriends(page);
  await doubleTheText(page);
  await signInWithSession(page, me, '/home');
  for (const [path, ready] of [
    ['/home', 'Biscuit'],
    ['/my-pet', 'Pet Info'],
    ['/shop', 'Boost'],
    ['/dating/matches', 'Uma'],
    ['/dating/wants-to-meet', 'Vic'],
    ['/profile', 'Edit Profile'],
  ] as const) {
    await fitsTheWidth(page, path, ready);
    if (path === '/home') {
      // The pet's name is whole on one line (not cut to "Bi…" nor broken into "Bis-cuit"), and
      // the level and the XP keep apart.
      const name = page.getByRole('heading', { level: 1, name: 'Biscuit' });
      expect(await linesOf(name)).toBe(1);
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const level = await page.getByText('Level 1', { exact: true }).boundingBox();
      const xp = await page.getByText(/^\d+\/100 XP$/).boundingBox();
      expect(level!.x + level!.width < xp!.x || level!.y + level!.height <= xp!.y).toBe(true);
      // The stats keep their names, the care buttons their icons inside them, and a challenge's
      // name its words (not "Health" cut away, icons over each other, "D / a / i / l / y").
      for (const stat of ['Health', 'Hunger', 'Happiness', 'Energy']) {
        const label = page.getByText(stat, { exact: true }).first();
        await expect(label).toBeVisible();
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      for (const button of await page
        .getByRole('group', { name: 'Care actions' })
        .getByRole('button')
        .all()) {
        expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
      }
      const challenge = page.getByRole('heading', { level: 3, name: 'Daily Caretaker' });
      expect(await linesOf(challenge)).toBeLessThanOrEqual(2);
    }
    // People's names are whole, not cut to "U…".
    await headingsWhole(page, path, page.getByRole('heading', { level: 2, name: /^(Uma|Vic)/ }));
    if (path === '/profile') {
      // The dating preferences' values are whole, not "18 …" or "Any…".
      const values = page
        .locator('dl')
        .filter({ has: page.getByText('Age Range', { exact: true }) })
        .getByRole('definition');
      expect(await values.count()).toBeGreaterThan(0);
      for (const value of await values.all()) {
        await value.scrollIntoViewIfNeeded();
        expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    }
    if (path === '/my-pet') {
      const name = page.getByRole('heading', { level: 2, name: 'Biscuit' });
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    if (path === '/home' || path === '/profile') {
      for (const name of ['Messages', 'Notifications', 'More']) {
        await expect(
          page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name }),
        ).toBeInViewport({ ratio: 1 });
      }
    }
  }
});

test('at 200 % text the other signed-in screens never scroll sideways', async ({ page }) => {
  test.slow(); // 15 screens: near the 2-minute limit on a slow machine
  const { me, match } = await tessAndFriends(page);
  await doubleTheText(page);
  await signInWithSession(page, me, '/home');
  for (const [path, ready] of [
    ['/dating', 'Wes'],
    ['/dating/preferences', 'Show only active pets'],
    [`/profile/${match.user.id}`, 'Uma'],
    ['/messages', 'Uma'],
    [`/messages/${match.user.id}`, 'Hi!'],
    ['/notifications', 'Vic'],
    ['/more', 'Help'],
    ['/help', 'Help & Support'],
    ['/about', 'About'],
    ['/profile/edit', 'Edit Profile'],
    ['/my-bank', 'My Bank'],
    ['/pet-selection', 'Biscuit'],
    ['/pet-customization', 'Biscuit'],
    ['/adopt-pet', 'Adopt a Pet'],
    ['/emoji-match-game', 'Emoji Match'],
  ] as const) {
    await fitsTheWidth(page, path, ready);
    if (path === '/messages') {
      // The name is whole (not "U…"): the time goes under it instead.
      const name = page.getByRole('link', { name: /^Uma/ }).getByText('Uma', { exact: true });
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    if (path === '/notifications') {
      // The title keeps the row's width instead of being squeezed out beside the icon.
      const title = page.getByText('Someone wants to meet you!', { exact: true });
      expect((await title.boundingBox())!.width).toBeGreaterThan(150);
    }
    if (path === '/dating') {
      // The card's name is whole (not "W 31") and all three buttons are within the screen's width.
      const name = page.getByText('Wes', { exact: true }).first();
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const label of ['Pass', 'Super Like', 'Like']) {
        const button = await page.getByRole('button', { name: label, exact: true }).boundingBox();
        expect(button!.x).toBeGreaterThanOrEqual(0);
        expect(button!.x + button!.width, `${label} is cut off`).toBeLessThanOrEqual(390);
      }
    }
  }
});

test('at 200 % text the signed-out screens never scroll sideways', async ({ page }) => {
  await doubleTheText(page);
  await fitsTheWidth(page, '/', 'Petmatch');
  await fitsTheWidth(page, '/login', 'Welcome back');
  // Every step of the sign-up wizard, its selects included.
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await fitsTheWidth(page, '/register', 'About You');
  await page.getByLabel('Display Name').fill('Tess');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('40');
  await next();
  await page.getByLabel('Gender', { exact: true }).selectOption('Non-binary');
  await page.getByLabel('Sexual Preference').selectOption('Pansexual');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Massachusetts' });
  await page.getByLabel('City', { exact: true }).selectOption('Boston');
  await fitsNow(page, '/register-2');
  await next();
  await expect(page.getByText('Your First Pet')).toBeVisible();
  await fitsNow(page, '/register-3');
  await page.getByRole('button', { name: 'Phoenix', exact: true }).click();
  await next();
  await expect(page.getByLabel('Email')).toBeVisible();
  await fitsNow(page, '/register-4');
});
