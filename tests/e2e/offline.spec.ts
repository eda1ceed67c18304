// Offline: before the service worker has cached the app (a first visit; the service worker is
// blocked in these journeys) code the app has not loaded yet waits for the connection instead of
// taking the screen down, and a chat message waits visibly and goes out once, when it is back.
import { expect, test } from '@playwright/test';
import { api, matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';

test('offline on a first visit, a popup and a screen not loaded yet wait for the connection', async ({
  page,
  context,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, auth, '/home');
  const groom = page.getByRole('button', { name: 'Groom', exact: true });
  await expect(groom).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  // A dragon's health starts full: Groom asks first, in a popup whose code is loaded on demand.
  await groom.click();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(groom).toBeVisible();
  await snap(page, 'offline-home-waiting');
  await context.setOffline(false);
  const full = page.getByRole('dialog', { name: 'Stat Already Full!' });
  await expect(full).toBeVisible();
  await full.getByRole('button', { name: 'Cancel' }).click();

  // A screen whose code is not loaded yet: the tap waits on Home, and the screen opens once online.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'My Pet' }).click();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/my-pet$/);
  await expect(page.getByRole('heading', { name: 'My Pet' })).toBeVisible();
});

test('a message sent offline shows as waiting, then goes out once when back online', async ({
  page,
  context,
}) => {
  const ana = await registerViaApi(page, { displayName: 'Ana' });
  const ben = await registerViaApi(page, { displayName: 'Ben' });
  await matchThroughSwipes(page.request, ana, ben);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  await expect(page.getByText('You matched with Ben!')).toBeVisible();

  await context.setOffline(true);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Sent from a tunnel');
  await input.press('Enter');
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Sent from a tunnel', { exact: true })).toBeVisible();
  await expect(thread.getByRole('status')).toHaveText('Waiting for connection…');
  // The banner takes its own place above the composer, not over the thread it scrolls in.
  const banner = await page.getByText("You're offline.", { exact: false }).boundingBox();
  const scroller = await thread.locator('xpath=..').boundingBox();
  const field = await input.boundingBox();
  expect(banner && scroller && field).toBeTruthy();
  expect(scroller!.y + scroller!.height).toBeLessThanOrEqual(banner!.y + 1);
  expect(banner!.y + banner!.height).toBeLessThanOrEqual(field!.y);
  await snap(page, 'offline-chat-waiting');

  await context.setOffline(false);
  await expect(thread.getByText('Sent', { exact: true })).toBeVisible();
  await expect(thread.getByRole('status')).toHaveCount(0);
  const stored = await api(page, ana, 'GET', `/api/messages/conversation/${ben.user.id}`);
  expect(stored.map((m: { content: string }) => m.content)).toEqual(['Sent from a tunnel']);
});
