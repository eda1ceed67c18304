// Notifications on a slow or failing network: the tap opens what it is about at once, marking it
// read happens on the way, and a next page that cannot load says so.
import { expect, test, type Page } from '@playwright/test';
import { matchedPair } from './messages-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

/** Someone super-likes a new user: one unread want_to_meet notification. */
async function superLiked(page: Page) {
  const me = await registerViaApi(page, { displayName: 'Mia', location: 'Helena, Montana' });
  const fan = await registerViaApi(page, { displayName: 'Fin', location: 'Helena, Montana' });
  await api(page, fan, 'POST', '/api/dating/swipe', { direction: 'super', swipedId: me.user.id });
  await signInWithSession(page, me, '/notifications');
  const note = page.getByRole('button', { name: /^Unread: Someone wants to meet you!/ });
  await expect(note).toBeVisible();
  return { me, note };
}

const unreadOf = async (page: Page, me: Awaited<ReturnType<typeof registerViaApi>>) =>
  (await api(page, me, 'GET', '/api/notifications/unread-count')).count as number;

test('a tap opens the notification at once while marking it read is slow', async ({ page }) => {
  const { me, note } = await superLiked(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/notifications/*/read', async (route) => {
    await held;
    await route.continue();
  });
  await note.click();
  await expect(page).toHaveURL(/\/dating\/wants-to-meet$/);
  expect(await unreadOf(page, me)).toBe(1);
  release();
  await expect.poll(() => unreadOf(page, me)).toBe(0);
  // Back on the list, it reads as read.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Someone wants to meet you!/ })).toBeVisible();
});

test('a failed mark-read still opens the notification and says it failed', async ({ page }) => {
  const { me, note } = await superLiked(page);
  await page.route('**/api/notifications/*/read', (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await note.click();
  await expect(page).toHaveURL(/\/dating\/wants-to-meet$/);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Failed to mark notification as read', { exact: true }),
  ).toBeVisible();
  expect(await unreadOf(page, me)).toBe(1);
});

test('Load more shows the next page, and a page that cannot load says so', async ({ page }) => {
  const { ana, ben } = await matchedPair(page);
  // Each notification read before the next message: 30 of their own, not one rewritten.
  for (let i = 1; i <= 30; i++) {
    await api(page, ben, 'POST', '/api/messages/send', {
      receiverId: ana.user.id,
      content: `Note ${i}`,
    });
    await api(page, ana, 'POST', '/api/notifications/read-all');
  }
  await signInWithSession(page, ana, '/notifications');
  const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(rows).toHaveCount(25);
  // Ben's messages stay unread: the newest notification counts all 30.
  await expect(rows.first()).toContainText('30 new messages');

  await page.route('**/api/notifications?page=2*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not load more notifications. Check your connection and try again.',
  );
  await expect(rows).toHaveCount(25);
  await snap(page, 'notifications-load-more-failed');

  await page.unroute('**/api/notifications?page=2*');
  await page.getByRole('button', { name: 'Load more' }).click();
  const { total } = await api(page, ana, 'GET', '/api/notifications?page=1&limit=50');
  expect(total).toBeGreaterThan(30);
  await expect(rows).toHaveCount(total);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
