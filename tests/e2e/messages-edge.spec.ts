// Chat edge cases a QA pass found at 390x844: long text cut silently at the length limit, a
// closed chat still offering "View profile", a chat with yourself, and messages written faster
// than they are sent. Where the thread scrolls to is in messages-scroll.spec.ts.
import { expect, test } from '@playwright/test';
import { api, matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';
import { CITY, composer, matchedPair } from './messages-support';

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

  // Learn more opens Help on the question a closed chat raises (its answers shown without their
  // fade-in, for the screenshot).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('link', { name: 'Learn more about closed chats' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue(
    'This conversation is closed',
  );
  const firstGroup = page.locator('section[aria-labelledby^="results-"]').first();
  await expect(firstGroup.getByRole('button').first()).toHaveAccessibleName(
    /^Why does a chat say This conversation is closed\?/,
  );
  await snap(page, 'help-closed-chat');
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
