// Chat edge cases a QA pass found at 390x844: the offline banner over the newest message, long
// text cut silently at the length limit, a closed chat still offering "View profile", a chat
// with yourself, and messages written faster than they are sent.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  api,
  matchThroughSwipes,
  registerViaApi,
  signInWithSession,
  snap,
  type Auth,
} from './support';

const CITY = 'Boise, Idaho';

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

type Box = Awaited<ReturnType<typeof box>>;

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The part of `inner` the scrolling thread actually shows (not scrolled out, not covered). */
async function expectShownIn(inner: Locator, viewport: Locator) {
  const i = await box(inner);
  const v = await box(viewport);
  expect(i.y).toBeGreaterThanOrEqual(v.y - 1);
  expect(i.y + i.height).toBeLessThanOrEqual(v.y + v.height + 1);
}

async function matchedPair(page: Page) {
  const ana = await registerViaApi(page, { displayName: 'Ana', location: CITY });
  const ben = await registerViaApi(page, { displayName: 'Ben', location: CITY });
  await matchThroughSwipes(page.request, ana, ben);
  return { ana, ben };
}

/** `count` messages taking turns, Ana first: "Message number 1 about our pets", … */
async function seedThread(page: Page, ana: Auth, ben: Auth, count: number) {
  for (let i = 1; i <= count; i += 1) {
    await api(page, i % 2 ? ana : ben, 'POST', '/api/messages/send', {
      receiverId: i % 2 ? ben.user.id : ana.user.id,
      content: `Message number ${i} about our pets`,
    });
  }
}

test('offline, the banner sits above the composer and never covers the newest message', async ({
  page,
  context,
}) => {
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, 12);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  const scroller = thread.locator('xpath=..');
  const newest = thread.getByText('Message number 12 about our pets', { exact: true });
  await expect(newest).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toBeVisible();
  // Going offline keeps the newest message in view.
  await expect(async () => expectShownIn(newest, scroller)).toPass();
  expect(overlap(await box(newest), await box(banner))).toBe(false);

  await composer(page).fill('Sent from a tunnel');
  await composer(page).press('Enter');
  const pending = thread.getByText('Sent from a tunnel', { exact: true });
  const waiting = thread.getByRole('status').filter({ hasText: 'Waiting for connection…' });
  await expect(pending).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(async () => expectShownIn(waiting, scroller)).toPass();
  await snap(page, 'offline-chat-banner');
  const b = await box(banner);
  expect(overlap(await box(pending), b), 'banner covers the pending bubble').toBe(false);
  expect(overlap(await box(waiting), b), 'banner covers "Waiting for connection…"').toBe(false);
  expect(overlap(await box(composer(page)), b), 'banner covers the composer').toBe(false);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
});

test('near the limit a counter shows; a paste past it is cut and says so', async ({
  page,
  context,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();
  const input = composer(page);

  await input.fill('a'.repeat(1500));
  await expect(page.getByText(/\/ 2,000$/)).toHaveCount(0);

  await input.fill('word '.repeat(390));
  const counter = page.getByText('1,950 / 2,000', { exact: true });
  await expect(counter).toBeVisible();
  // Screen readers hear it once typing settles, politely.
  await expect(page.getByRole('status').filter({ hasText: '50 characters left' })).toBeAttached();
  const calm = await counter.evaluate((el) => getComputedStyle(el).color);
  await snap(page, 'chat-counter');

  // Exactly at the limit: nothing was dropped, the counter turns to the warning colour.
  await input.fill('b'.repeat(2000));
  const full = page.getByText('2,000 / 2,000', { exact: true });
  await expect(full).toBeVisible();
  expect(await full.evaluate((el) => getComputedStyle(el).color)).not.toBe(calm);
  await expect(page.getByText(/was cut to 2,000 characters/)).toHaveCount(0);

  // Past the limit (fill inserts the text like a paste): kept to 2,000, and the user is told.
  await input.fill('c'.repeat(2500));
  await expect(input).toHaveValue('c'.repeat(2000));
  const notice = page.getByRole('status').filter({
    hasText: 'Your message was cut to 2,000 characters.',
  });
  await expect(notice).toBeVisible();
  await snap(page, 'chat-cut-notice');

  // A real paste from the clipboard, into a short message.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await input.fill('Hello ');
  await expect(notice).toHaveCount(0);
  await page.evaluate((t) => navigator.clipboard.writeText(t), 'pasted '.repeat(400));
  await input.press('ControlOrMeta+V');
  await expect(input).toHaveValue(`Hello ${'pasted '.repeat(400)}`.slice(0, 2000));
  await expect(notice).toBeVisible();

  await input.press('Enter');
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(/^Hello pasted/)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(/\/ 2,000$/)).toHaveCount(0);
});

test('a closed chat offers no View profile link', async ({ page }) => {
  const { ana, ben } = await matchedPair(page);
  const cleo = await registerViaApi(page, { displayName: 'Cleo', location: CITY });
  await matchThroughSwipes(page.request, ana, cleo);
  await api(page, ana, 'POST', '/api/messages/send', { receiverId: ben.user.id, content: 'Hi!' });
  await api(page, ana, 'POST', '/api/messages/send', { receiverId: cleo.user.id, content: 'Yo' });
  // Ben blocks Ana; Ana blocks Cleo.
  await api(page, ben, 'POST', `/api/users/${ana.user.id}/block`);
  await api(page, ana, 'POST', `/api/users/${cleo.user.id}/block`);

  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('This conversation is closed')).toBeVisible();
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: /View profile/ })).toHaveCount(0);
  await expect(header.getByText('View profile')).toHaveCount(0);
  await expect(page.getByText('?', { exact: true })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Back' })).toBeVisible();
  await snap(page, 'chat-closed-blocked-by-them');

  await page.goto(`/messages/${cleo.user.id}`);
  await expect(page.getByText('This conversation is closed')).toBeVisible();
  await expect(header.getByText('View profile')).toHaveCount(0);
  await expect(page.getByText('?', { exact: true })).toHaveCount(0);
  await snap(page, 'chat-closed-blocked-by-me');
});

test('a chat with yourself is an Invalid Conversation, without asking the server', async ({
  page,
}) => {
  const me = await registerViaApi(page, { displayName: 'Alice', location: 'Pocatello, Idaho' });
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/messages/conversation/') || path.startsWith('/api/users/')) {
      asked.push(path);
    }
  });
  await signInWithSession(page, me, `/messages/${me.user.id}`);
  await expect(page.getByRole('heading', { name: 'Invalid Conversation' })).toBeVisible();
  await expect(page.getByText('This conversation is closed')).toHaveCount(0);
  await expect(composer(page)).toHaveCount(0);
  await snap(page, 'chat-with-self');
  await page.waitForTimeout(500);
  expect(asked.filter((p) => p.toLowerCase().includes(me.user.id))).toEqual([]);

  // The id in another case is still me.
  await page.goto(`/messages/${me.user.id.toUpperCase()}`);
  await expect(page.getByRole('heading', { name: 'Invalid Conversation' })).toBeVisible();
});

test('messages and notifications that cannot load offer Try Again, which loads them', async ({
  page,
}) => {
  const { ana } = await matchedPair(page);
  // A socket that never says ready: once ready, the app refreshes every list by itself, and
  // that refresh could come after the lists are back and before Try Again is tapped.
  await page.routeWebSocket(/\/api\/ws$/, () => {});
  const lists = /\/api\/(messages\/conversations|notifications)(\?|$)/;
  await page.route(lists, (route) => route.fulfill({ status: 503, body: 'down' }));
  await signInWithSession(page, ana, '/messages');
  await expect(page.getByRole('heading', { name: 'Could not load your messages' })).toBeVisible();
  // The same words, and the same case, as every other screen's retry button.
  const retry = page.getByRole('button', { name: 'Try Again', exact: true });
  await expect(retry).toBeVisible();
  await snap(page, 'messages-load-failed');
  await page.unroute(lists);
  await retry.click();
  await expect(page.getByText('Ben', { exact: true })).toBeVisible();

  await page.route(lists, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Could not load notifications' })).toBeVisible();
  await page.unroute(lists);
  await retry.click();
  await expect(page.getByText("It's a Match!").first()).toBeVisible();
});

test("the chat's Back returns to where it was opened from, and the phone's Back never loops", async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, '/messages');
  await page.getByRole('link', { name: /Ben/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/messages/${ben.user.id}$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  // The chat was left behind: the phone's Back goes on to the page before the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/messages/);

  // Opened by a link, the chat's Back goes to the list in its place.
  await page.goto(`/messages/${ben.user.id}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/messages/${ben.user.id}$`));
});

test('a message written while the last is on its way is sent after it, in order', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(page.getByText('You matched with Ben!')).toBeVisible();

  // The first send is held until both show as on their way (not a fixed delay, which a slow
  // machine can outlast); the requests are logged as they reach the server.
  const log: string[] = [];
  let first = true;
  let release!: () => void;
  const bothShown = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/messages/send', async (route) => {
    const { content } = route.request().postDataJSON() as { content: string };
    log.push(`start ${content}`);
    if (first) {
      first = false;
      await bothShown;
    }
    const response = await route.fetch();
    log.push(`end ${content}`);
    await route.fulfill({ response });
  });

  await composer(page).fill('Does your dragon like walks?');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await composer(page).fill('Mine loves the park');
  await composer(page).press('Enter');
  // Both show as on their way, in the order written, and the box is free for the next one.
  const sending = thread.getByRole('status').filter({ hasText: 'Sending…' });
  await expect(sending).toHaveCount(2);
  await expect(composer(page)).toHaveValue('');
  await snap(page, 'chat-two-sending');
  release();

  await expect(sending).toHaveCount(0);
  await expect(thread.getByRole('listitem')).toHaveText([
    /Does your dragon like walks\?/,
    /Mine loves the park/,
  ]);
  expect(log).toEqual([
    'start Does your dragon like walks?',
    'end Does your dragon like walks?',
    'start Mine loves the park',
    'end Mine loves the park',
  ]);
  const stored = await api(page, ben, 'GET', `/api/messages/conversation/${ana.user.id}`);
  expect(stored.map((m: { content: string }) => m.content)).toEqual([
    'Does your dragon like walks?',
    'Mine loves the park',
  ]);
});

test('messages that fail come back to the box in the order they were written', async ({ page }) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();
  // The sends fail only once both are written: on a slow machine a fixed delay let the first
  // come back before the second was typed, and fill() then replaced it (CI rehearsal).
  let release!: () => void;
  const bothWritten = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/messages/send', async (route) => {
    await bothWritten;
    await route.fulfill({ status: 500, json: { message: 'Something went wrong.' } });
  });
  await composer(page).fill('First thought');
  await composer(page).press('Enter');
  await composer(page).fill('Second thought');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  release();
  await expect(composer(page)).toHaveValue('First thought\nSecond thought');
});

test('a message that comes while you read further up leaves you there and says so', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, 30);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  const scroller = thread.locator('xpath=..');
  await expect(thread.getByText('Message number 30 about our pets', { exact: true })).toBeVisible();
  const fromBen = (content: string) =>
    api(page, ben, 'POST', '/api/messages/send', { receiverId: ana.user.id, content });

  // Scrolled up to the start, Ben's message does not pull Ana away from what she reads.
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await fromBen('Are you still there?');
  const pill = page.getByRole('button', { name: '1 new message' });
  await expect(pill).toBeVisible();
  const first = thread.getByText('Message number 1 about our pets', { exact: true });
  await expectShownIn(first, scroller);
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeLessThan(50);
  await fromBen('Hello?');
  await expect(page.getByRole('button', { name: '2 new messages' })).toBeVisible();
  await snap(page, 'chat-new-messages-pill');
  await page.getByRole('button', { name: '2 new messages' }).click();
  const hello = thread.getByText('Hello?', { exact: true });
  await expect(async () => expectShownIn(hello, scroller)).toPass();
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);

  // At the bottom, the next one comes into view at once.
  await fromBen('Found a new dog park');
  const park = thread.getByText('Found a new dog park', { exact: true });
  await expect(park).toBeVisible();
  await expect(async () => expectShownIn(park, scroller)).toPass();
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);

  // Scrolled up, her own message takes her down to it.
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await composer(page).fill('Yes! Where is it?');
  await composer(page).press('Enter');
  const mine = thread.getByText('Yes! Where is it?', { exact: true });
  await expect(async () => expectShownIn(mine, scroller)).toPass();
});
