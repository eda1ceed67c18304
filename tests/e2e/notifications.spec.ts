// Opening a notification on a slow or failing network: the tap opens what it is about at once,
// and marking it read happens on the way.
import { expect, test, type Page } from '@playwright/test';
import { api, registerViaApi, signInWithSession } from './support';

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
