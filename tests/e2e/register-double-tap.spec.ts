// A double tap on the wizard's Next moves one step, and its second tap, landing on the next step
// once that has rendered, does nothing there: on step 2 the left of Next's spot is Add Photo,
// which a second tap used to open.
import { expect, test } from '@playwright/test';
import { tapAt, uniqueUser, waitOutDoubleTap } from './support';

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
  await tapAt(page, x, y);
  await chooser;
});
