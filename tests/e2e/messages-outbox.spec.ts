// A message sent is not lost when the page goes: one waiting for the connection, or on its way,
// when the app reloads (or closes, offline) is sent again when it starts, with the key it was
// first sent with, so it arrives once. One that then fails comes back to its chat.
import { expect, type Page, type Route, test } from '@playwright/test';
import { composer, matchedPair } from './messages-support';
import { api, signInWithSession, snap, underServiceWorker } from './support';

test.use({ serviceWorkers: 'allow' });

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** The Idempotency-Key of every send the page makes, in order. */
function sendKeys(page: Page) {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/messages/send')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test('a message written offline goes out once after the app reloads, when the connection is back', async ({
  page,
  context,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await underServiceWorker(page);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();
  const keys = sendKeys(page);

  await context.setOffline(true);
  await composer(page).fill('Sent from a tunnel');
  await composer(page).press('Enter');
  await expect(thread(page).getByRole('status')).toHaveText('Waiting for connection…');

  // The app reloads with no connection (the phone dropped the tab): the message still waits.
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(thread(page).getByText('Sent from a tunnel', { exact: true })).toBeVisible();
  await expect(thread(page).getByRole('status')).toHaveText('Waiting for connection…');
  await snap(page, 'outbox-waiting-after-reload');

  await context.setOffline(false);
  await expect(thread(page).getByText('Sent', { exact: true })).toBeVisible();
  await expect(thread(page).getByText('Sent from a tunnel', { exact: true })).toHaveCount(1);
  await expect(thread(page).getByRole('status')).toHaveCount(0);
  const stored = await api(page, ana, 'GET', `/api/messages/conversation/${ben.user.id}`);
  expect(stored.map((m: { content: string }) => m.content)).toEqual(['Sent from a tunnel']);
  expect(keys).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('petmatch.outbox'))).toBeNull();
});

test('a message on its way when the page reloads is sent again with its key and arrives once', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();
  const keys = sendKeys(page);

  // The first send reaches the server, which writes the message, but its answer never comes
  // back before the reload; the sends after it go through.
  let reached!: () => void;
  const firstReached = new Promise<void>((resolve) => (reached = resolve));
  let first = true;
  await page.route('**/api/messages/send', async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch().catch(() => undefined);
    reached();
  });
  await composer(page).fill('Is Ember free on Sunday?');
  await composer(page).press('Enter');
  await firstReached;
  await page.reload();

  await expect(thread(page).getByText('Is Ember free on Sunday?', { exact: true })).toHaveCount(1);
  await expect(thread(page).getByText('Sent', { exact: true })).toBeVisible();
  const stored = await api(page, ben, 'GET', `/api/messages/conversation/${ana.user.id}`);
  expect(stored.map((m: { content: string }) => m.content)).toEqual(['Is Ember free on Sunday?']);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
});

test('a message sent again after a reload that fails comes back as a draft, and to the box', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();

  // The first send never leaves; sent again after the reload, the server fails it.
  let first = true;
  let held!: () => void;
  const sendHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/messages/send', async (route: Route) => {
    if (!first) return route.fulfill({ status: 500, json: { message: 'Something went wrong.' } });
    first = false;
    held();
  });
  await composer(page).fill('Will you bring Biscuit?');
  await composer(page).press('Enter');
  await sendHeld;
  await page.goto('/messages');

  await expect(page.getByText('Message Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      '“Will you bring Biscuit?” could not be sent to Ben. Please try again from your chat.',
      { exact: true },
    ),
  ).toBeVisible();
  const benRow = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /^Ben/ });
  await expect(benRow).toContainText('Draft: Will you bring Biscuit?');
  await snap(page, 'outbox-failed-back-as-draft');
  await benRow.click();
  await expect(composer(page)).toHaveValue('Will you bring Biscuit?');
  expect(await api(page, ana, 'GET', `/api/messages/conversation/${ben.user.id}`)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('petmatch.outbox'))).toBeNull();
});

test('a message sent again after its conversation closed says so, and leaves no draft', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByRole('heading', { name: 'Ben' })).toBeVisible();
  // The send never leaves; Ben blocks Ana before her app starts again.
  let first = true;
  let held!: () => void;
  const sendHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/messages/send', async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    held();
  });
  await composer(page).fill('Shall we meet at the dog park on Saturday morning, around ten?');
  await composer(page).press('Enter');
  await sendHeld;
  await api(page, ben, 'POST', `/api/users/${ana.user.id}/block`);
  await page.goto('/messages');

  await expect(page.getByText('Message Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      '“Shall we meet at the dog park on Saturday morning,…” could not be sent to Ben: the conversation has closed.',
      { exact: true },
    ),
  ).toBeVisible();
  await snap(page, 'outbox-closed-conversation');
  const drafts = await page.evaluate(() => sessionStorage.getItem('petmatch.chatDrafts'));
  expect(drafts ?? '').not.toContain('dog park');
  expect(await page.evaluate(() => localStorage.getItem('petmatch.outbox'))).toBeNull();
});

test('signing out forgets the messages still waiting to go', async ({ page, context }) => {
  const { ana, ben } = await matchedPair(page);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();
  await context.setOffline(true);
  await composer(page).fill('Still there?');
  await composer(page).press('Enter');
  await expect(thread(page).getByRole('status')).toHaveText('Waiting for connection…');
  expect(await page.evaluate(() => localStorage.getItem('petmatch.outbox'))).toContain(
    'Still there?',
  );
  // Held once the connection is back, so it is still waiting when she signs out.
  await page.route('**/api/messages/send', () => undefined);
  await context.setOffline(false);
  await page.goto('/more');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('petmatch.outbox'))).toBeNull();
});
