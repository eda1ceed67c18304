// The shop's confirm dialog and the phone's Back: Back closes the dialog and stays in the shop
// (it used to leave the shop with the dialog open over nothing), and a dialog closed any other
// way leaves no dead Back behind.
import { expect, test } from '@playwright/test';
import { api, registerViaApi, signInWithSession } from './support';

test("the phone's Back closes the purchase dialog and stays in the shop", async ({ page }) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Biscuit', type: 'cat', variant: 'orange' });
  const before = (await api(page, auth, 'GET', '/api/user/profile')).coins as number;
  await signInWithSession(page, auth, '/home');
  await page.goto('/shop?tab=items');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Cute Bow' });
  const buy = page.getByRole('button', { name: 'Buy Cute Bow' });

  // Back closes the dialog; the shop stays, nothing is bought.
  await buy.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\?tab=items$/);
  await expect(buy).toBeVisible();

  // Cancel closes it too, and the next Back leaves the shop (no entry left for the dialog).
  await buy.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\?tab=items$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);

  // Forward onto the shop, then a purchase: the dialog closes once and Back leaves the shop.
  await page.goForward();
  await expect(page).toHaveURL(/\/shop\?tab=items$/);
  await buy.click();
  await dialog.getByRole('button', { name: /^Buy/ }).click();
  await expect(page.getByText('Cute Bow purchased!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  const after = (await api(page, auth, 'GET', '/api/user/profile')).coins as number;
  expect(after).toBeLessThan(before);
});
