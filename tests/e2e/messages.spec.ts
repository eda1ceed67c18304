import { expect, test, type Browser, type Page } from '@playwright/test';
import { matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';

type Auth = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in tab of its own (separate storage), recording realtime frames it receives. */
async function openAs(browser: Browser, baseURL: string, who: Auth, path: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/api/ws')) return;
    ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  await signInWithSession(page, who, path);
  return { page, frames, close: () => context.close() };
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

test('two matches chat live; the notification opens the chat', async ({ browser, baseURL }) => {
  const setup = await browser.newPage({ baseURL });
  const ana = await registerViaApi(setup, { displayName: 'Ana' });
  const ben = await registerViaApi(setup, { displayName: 'Ben' });
  // Ana has a pet and no photo: her pet is her face, as on the deck; Ben has neither.
  const pet = await setup.request.post('/api/pets', {
    headers: auth(ana.token),
    data: { name: 'Mochi', type: 'cat', variant: 'calico' },
  });
  expect(pet.status(), await pet.text()).toBe(200);
  await matchThroughSwipes(setup.request, ana, ben);

  const a = await openAs(browser, baseURL!, ana, `/messages/${ben.user.id}`);
  const b = await openAs(browser, baseURL!, ben, '/messages');

  // Ben's list shows the new match before any message, with Ana's cat as her picture.
  const list = b.page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /Ana/ })).toBeVisible();
  await expect(list).toContainText('New match');
  await expect(list.getByRole('link', { name: /Ana/ }).locator('svg[role="img"]')).toBeVisible();
  await snap(b.page, 'messages-list-new-match');

  // Ana's empty thread, with the header from the profile.
  await expect(a.page.getByRole('heading', { name: 'Ben' })).toBeVisible();
  await expect(a.page.getByText('You matched with Ben!')).toBeVisible();
  await expect(a.page.locator('header').getByText('B', { exact: true })).toBeVisible();
  await snap(a.page, 'chat-empty');

  // Blank text is never sent.
  await composer(a.page).fill('    ');
  await expect(a.page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer(a.page).press('Enter');

  // Enter sends, trimmed.
  await composer(a.page).fill('  Hi Ben! How is your dragon?  ');
  await composer(a.page).press('Enter');
  const anaThread = a.page.getByRole('list', { name: 'Messages' });
  await expect(anaThread.getByText('Hi Ben! How is your dragon?', { exact: true })).toBeVisible();
  await expect(composer(a.page)).toHaveValue('');
  await expect(anaThread.getByText('Sent')).toBeVisible();

  // Ben's list updates without a reload: preview and unread count.
  await expect(list.getByRole('link', { name: 'Ana, 1 unread' })).toBeVisible();
  await expect(list).toContainText('Hi Ben! How is your dragon?');
  // New match and new message: the bell shows the red dot.
  await expect(b.page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await snap(b.page, 'messages-list-unread');
  // The socket carried the news (polling is only the fallback).
  expect(b.frames.some((f) => f.includes('"type":"message"'))).toBe(true);

  // Ben opens the chat: Ana sees her message marked read, live.
  await list.getByRole('link', { name: /Ana/ }).click();
  await expect(b.page).toHaveURL(new RegExp(`/messages/${ana.user.id}$`));
  const benThread = b.page.getByRole('list', { name: 'Messages' });
  await expect(benThread.getByText('Hi Ben! How is your dragon?')).toBeVisible();
  await expect(b.page.locator('header').locator('svg[role="img"]')).toBeVisible();
  await expect(anaThread.getByText('Read')).toBeVisible();

  // Shift+Enter adds a line; Enter sends; Ana sees the reply without reloading.
  await composer(b.page).fill('Sleepy today');
  await composer(b.page).press('Shift+Enter');
  await composer(b.page).pressSequentially('but happy 🐉');
  await expect(composer(b.page)).toHaveValue('Sleepy today\nbut happy 🐉');
  await composer(b.page).press('Enter');
  await expect(anaThread.getByText(/Sleepy today\s+but happy 🐉/)).toBeVisible();
  await snap(b.page, 'chat-ben');
  await snap(a.page, 'chat-ana');

  // Ben leaves for his notifications; Ana writes again and the list updates live.
  await b.page.goto('/notifications');
  const notifications = b.page.getByRole('list', { name: 'Notifications' });
  await expect(notifications.getByRole('button', { name: /New message from Ana/ })).toBeVisible();
  await composer(a.page).fill('Want to play a game later?');
  await composer(a.page).press('Enter');
  const unread = notifications.getByRole('button', { name: /^Unread: New message from Ana/ });
  await expect(unread).toBeVisible();
  await expect(unread).toContainText('Want to play a game later?');
  await expect(unread).toContainText('Just now');
  await snap(b.page, 'notifications');

  // Tapping marks it read and opens the chat.
  await unread.click();
  await expect(b.page).toHaveURL(new RegExp(`/messages/${ana.user.id}$`));
  await expect(b.page.getByText('Want to play a game later?')).toBeVisible();
  // Marked read on the way (the chat opens without waiting for it).
  await expect
    .poll(async () => {
      const stored = await b.page.request.get('/api/notifications', { headers: auth(ben.token) });
      const notes = (
        (await stored.json()) as { notifications: { type: string; isRead: boolean }[] }
      ).notifications.filter((n) => n.type === 'new_message');
      return notes.length > 0 && notes.every((n) => n.isRead);
    })
    .toBe(true);

  // Ana ends the match: Ben's chat closes instead of offering the input.
  const ended = await setup.request.post('/api/dating/dismiss-match', {
    headers: auth(ana.token),
    data: { matchedUserId: ben.user.id },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await expect(b.page.getByText('This conversation is closed')).toBeVisible();
  await expect(composer(b.page)).toHaveCount(0);
  // The header still names Ana, but offers no profile to open from a closed chat.
  await expect(b.page.getByRole('heading', { name: 'Ana' })).toBeVisible();
  await expect(b.page.getByRole('link', { name: /View profile/ })).toHaveCount(0);
  await snap(b.page, 'chat-closed');

  await a.close();
  await b.close();
  await setup.close();
});

test('a bad chat link says Invalid Conversation; a new user sees the empty list', async ({
  page,
}) => {
  const me = await registerViaApi(page);
  await signInWithSession(page, me, '/messages/not-a-user');
  await expect(page.getByRole('heading', { name: 'Invalid Conversation' })).toBeVisible();
  await snap(page, 'chat-invalid');

  await page.getByRole('link', { name: 'Go to messages' }).click();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await snap(page, 'messages-empty');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await snap(page, 'notifications-empty');
});

test('a failed send shows the Message Failed toast and keeps the text; a failed poll keeps the thread', async ({
  page,
  browser,
}) => {
  const setupPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const me = await registerViaApi(setupPage, { displayName: 'Cleo' });
  const them = await registerViaApi(setupPage, { displayName: 'Dev' });
  await matchThroughSwipes(setupPage.request, me, them);
  await setupPage.close();

  await signInWithSession(page, me, `/messages/${them.user.id}`);
  await expect(page.getByRole('heading', { name: 'Dev' })).toBeVisible();
  await page.route('**/api/messages/send', (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}' }),
  );
  await composer(page).fill('Will this arrive?');
  await composer(page).press('Enter');
  await expect(page.getByText('Message Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Could not send message. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(composer(page)).toHaveValue('Will this arrive?');
  await snap(page, 'chat-send-failed');
  await page.unroute('**/api/messages/send');
  await composer(page).press('Enter');
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Will this arrive?', { exact: true })).toBeVisible();

  // The thread is polled every 3 s; a failed poll keeps what is shown.
  let failedPolls = 0;
  await page.route('**/api/messages/conversation/**', (route) => {
    failedPolls += 1;
    return route.fulfill({ status: 500, body: '{"message":"boom"}' });
  });
  await expect.poll(() => failedPolls, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByText('Could not load messages')).toHaveCount(0);
  await expect(thread.getByText('Will this arrive?', { exact: true })).toBeVisible();
});

test("the chat header's View profile opens the match's profile (it shares the header's cached read)", async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const ana = await registerViaApi(setup, { displayName: 'Ana' });
  const ben = await registerViaApi(setup, { displayName: 'Ben' });
  await matchThroughSwipes(setup.request, ana, ben);

  const a = await openAs(browser, baseURL!, ana, `/messages/${ben.user.id}`);
  await expect(a.page.getByRole('heading', { name: 'Ben' })).toBeVisible();
  await a.page.getByRole('link', { name: /View profile/ }).click();
  await expect(a.page).toHaveURL(new RegExp(`/profile/${ben.user.id}$|/users/${ben.user.id}$`));
  await expect(a.page.getByText('Something went wrong')).toHaveCount(0);
  await expect(a.page.getByRole('heading', { name: /Ben/ }).first()).toBeVisible();
  await a.close();
});
