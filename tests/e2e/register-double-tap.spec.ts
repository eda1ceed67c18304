// A double tap on the wizard's Next moves one step, and its second tap, landing on the next step
// once that has rendered, does nothing there: on step 2 the left of Next's spot is Add Photo,
// which a second tap used to open.
import { expect, test, type Page } from '@playwright/test';
import { uniqueUser, waitOutDoubleTap } from './support';

/**
 * A tap of the mouse at (x, y), stamped with the time the finger made it (`at`, ms since 1970),
 * so a runner that is slow to send it cannot stretch a double tap's gap.
 */
async function tapAt(page: Page, x: number, y: number, at: number) {
  const cdp = await page.context().newCDPSession(page);
  const timestamp = at / 1000;
  const base = { x, y, button: 'left' as const, clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base, timestamp });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base, timestamp });
  await cdp.detach();
}

test('a double tap on Next moves one step and its second tap does nothing on the next', async ({
  page,
}) => {
  const user = uniqueUser('dbl');
  await page.goto('/register');
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByRole('spinbutton', { name: 'Age' }).fill('31');
  const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
  if (!next) throw new Error('Next is not on screen');
  // Left of Next's centre: where step 2 shows Add Photo.
  const x = next.x + 40;
  const y = next.y + next.height / 2;
  const choosers: unknown[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));

  const firstAt = Date.now();
  await tapAt(page, x, y, firstAt);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Photo' })).toBeVisible();
  // The second tap of the double tap, 180 ms after the first, reaches a page showing step 2.
  await tapAt(page, x, y, firstAt + 180);

  await expect(page).toHaveURL(/\/register\?step=2$/);
  await expect(page.getByLabel('Gender', { exact: true })).toBeFocused();
  expect(choosers).toHaveLength(0);
  // Once a double tap would be over, a tap on the same spot is the user's own: it opens the
  // photo picker.
  await waitOutDoubleTap(page);
  const chooser = page.waitForEvent('filechooser');
  await tapAt(page, x, y, Date.now());
  await chooser;
});
