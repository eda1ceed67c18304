// A double tap on something that moves the app on (a screen, a dialog) acts once: its second tap,
// landing on what the new screen put under the finger, does nothing there. Each journey first
// checks that the spot is where the harm would be, then that a tap there once a double tap is
// over does act.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle } from './a11y-support';
import {
  api,
  centreOf,
  registerViaApi,
  signInWithSession,
  snap,
  tapAt,
  waitOutDoubleTap,
} from './support';

/** The first tap, then the second one 180 ms after it by the finger's clock. */
async function doubleTap(page: Page, spot: { x: number; y: number }, moved: () => Promise<void>) {
  const firstAt = Date.now();
  await tapAt(page, spot.x, spot.y, firstAt);
  await moved();
  await tapAt(page, spot.x, spot.y, firstAt + 180);
}

/** The second tap at `spot` would land on `target`: the harm the shield is there to stop. */
async function expectOver(page: Page, target: Locator, spot: { x: number; y: number }) {
  await settle(page); // the new screen or dialog has come in, where the finger is
  const box = await target.boundingBox();
  expect(box, `${target} is not on screen`).not.toBeNull();
  const inside =
    spot.x >= box!.x &&
    spot.x <= box!.x + box!.width &&
    spot.y >= box!.y &&
    spot.y <= box!.y + box!.height;
  expect(inside, `the second tap at (${spot.x}, ${spot.y}) would miss ${target}`).toBe(true);
}

test("a double tap on an item's Buy opens the confirmation and buys nothing", async ({ page }) => {
  const auth = await registerViaApi(page); // 100 coins: Full Recharge's price
  const pet = await api(page, auth, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'cat',
    variant: 'orange',
  });
  await api(page, auth, 'POST', `/api/pets/${(pet.pet ?? pet).id}/action`, { action: 'train' });
  await signInWithSession(page, auth, '/shop');
  const spot = await centreOf(page.getByRole('button', { name: 'Buy Full Recharge' }));
  const dialog = page.getByRole('dialog', { name: 'Full Recharge' });
  const confirm = dialog.getByRole('button', { name: 'Buy', exact: true });

  await doubleTap(page, spot, async () => {
    await expect(confirm).toBeVisible();
    await expectOver(page, confirm, spot);
  });

  await page.waitForTimeout(500); // time for a purchase the second tap would have made
  await expect(dialog).toBeVisible();
  expect((await api(page, auth, 'GET', '/api/user/profile')).coins).toBe(100);
  await snap(page, 'double-tap-buy');
  await waitOutDoubleTap(page);
  await tapAt(page, spot.x, spot.y);
  await expect(page.getByText('Full Recharge purchased!', { exact: true })).toBeVisible();
  expect((await api(page, auth, 'GET', '/api/user/profile')).coins).toBe(0);
});

test('a double tap on the bell opens the notifications and leaves them unread', async ({
  page,
}) => {
  const me = await registerViaApi(page, { displayName: 'Mia', location: 'Helena, Montana' });
  const fan = await registerViaApi(page, { displayName: 'Fin', location: 'Helena, Montana' });
  await api(page, fan, 'POST', '/api/dating/swipe', { direction: 'super', swipedId: me.user.id });
  await signInWithSession(page, me, '/home');
  const spot = await centreOf(page.getByRole('link', { name: 'Notifications, 1 unread' }));
  const markAllRead = page.getByRole('button', { name: 'Mark all read' });

  await doubleTap(page, spot, async () => {
    await expect(markAllRead).toBeVisible();
    await expectOver(page, markAllRead, spot);
  });

  await page.waitForTimeout(500);
  await expect(
    page.getByRole('button', { name: /^Unread: Someone wants to meet you!/ }),
  ).toBeVisible();
  expect((await api(page, me, 'GET', '/api/notifications/unread-count')).count).toBe(1);
  await snap(page, 'double-tap-bell');
  await waitOutDoubleTap(page);
  await tapAt(page, spot.x, spot.y);
  await expect(page.getByRole('button', { name: /^Someone wants to meet you!/ })).toBeVisible();
});

test('a double tap on Back goes back one screen', async ({ page }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/more');
  await page.getByRole('link', { name: /^Help & Support/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  const spot = await centreOf(page.getByRole('button', { name: 'Back' }));

  await doubleTap(page, spot, async () => {
    await expect(page).toHaveURL(/\/more$/);
    await expectOver(page, page.getByRole('button', { name: 'Back' }), spot);
  });

  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/more$/);
  await snap(page, 'double-tap-back');
  await waitOutDoubleTap(page);
  await tapAt(page, spot.x, spot.y);
  await expect(page).not.toHaveURL(/\/more$/);
});
