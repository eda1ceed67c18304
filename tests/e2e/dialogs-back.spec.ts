// Dialogs and the phone's Back: Back closes the dialog and stays on the page (it used to leave
// the page, the dialog open over nothing), and a dialog closed any other way, or by an answer
// that goes to another page, leaves no dead Back behind.
import { expect, test, type Page } from '@playwright/test';
import { toast, uploadPhotoViaApi } from './profile-support';
import {
  api,
  matchThroughSwipes,
  registerViaApi,
  signInWithSession,
  waitOutDoubleTap,
} from './support';

/** Back, once the user has read `dialog`, closes it, and the address is still `url`. */
async function backCloses(page: Page, dialogName: string, url: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // As a person would, not within a double tap's gap of the tap that opened it.
  await waitOutDoubleTap(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(url);
}

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
  await backCloses(page, 'Cute Bow', /\/shop\?tab=items$/);
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

test('Back closes Report and Block on a profile; blocking goes to the deck with no way back to the profile', async ({
  page,
}) => {
  const viewer = await registerViaApi(page);
  const other = await registerViaApi(page, { displayName: 'Quinn Back' });
  await signInWithSession(page, viewer, '/home');
  await page.goto(`/profile/${other.user.id}`);
  const profileUrl = new RegExp(`/profile/${other.user.id}$`);
  await expect(page.getByRole('heading', { name: 'Quinn Back', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Report' }).click();
  await backCloses(page, 'Report Quinn Back', profileUrl);
  await page.getByRole('button', { name: 'Block' }).click();
  await backCloses(page, 'Block Quinn Back?', profileUrl);

  // Blocked: the deck takes the profile's place, so Back goes to where the profile was opened.
  await page.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: 'Block Quinn Back?' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dating$/);
  await expect(page.getByText('User Blocked', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('Back closes the question before dismissing a match, and the match stays', async ({
  page,
}) => {
  const ana = await registerViaApi(page);
  const ben = await registerViaApi(page, { displayName: 'Ben Back' });
  await matchThroughSwipes(page.request, ana, ben);
  await signInWithSession(page, ana, '/home');
  await page.goto('/dating/matches');
  const dismiss = page.getByRole('button', { name: 'Dismiss match with Ben Back' });
  await dismiss.click();
  await backCloses(page, 'Dismiss this match?', /\/dating\/matches$/);
  await expect(dismiss).toBeVisible();
  expect(await api(page, ana, 'GET', '/api/dating/matches')).toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('Back closes the question before deleting a photo, and the photo stays', async ({ page }) => {
  const auth = await registerViaApi(page);
  await uploadPhotoViaApi(page, auth, 'back.png', { r: 200, g: 90, b: 120 });
  await signInWithSession(page, auth, '/profile');
  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await backCloses(page, 'Delete this photo?', /\/profile\/edit$/);
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();

  // Deleted: the answer closes the dialog, and the next Back leaves the page.
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this photo?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(toast(page, 'Image Deleted')).toBeVisible();
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
});

test("Back closes a care popup on Home, and 'Do It Anyway!' leaves no dead Back", async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  // A dragon's health starts full: Groom asks first, in the 'Stat Already Full!' popup.
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, auth, '/more');
  await page.goto('/home');
  const groom = page.getByRole('button', { name: /^Groom/ });
  await groom.click();
  await backCloses(page, 'Stat Already Full!', /\/home$/);

  await groom.click();
  await page.getByRole('button', { name: 'Do It Anyway!' }).click();
  await expect(page.getByRole('dialog', { name: 'Stat Already Full!' })).toBeHidden();
  await expect
    .poll(
      async () => ((await api(page, auth, 'GET', '/api/pets')) as { energy: number }[])[0]!.energy,
    )
    .toBeLessThan(100);
  await page.goBack();
  await expect(page).toHaveURL(/\/more$/);
});

test('Back closes the adoption question and adopts nothing', async ({ page }) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  const [adoptable] = (await api(page, auth, 'GET', '/api/pets/adoptable')) as Array<{
    id: string;
    name: string;
  }>;
  // The screen believes the user has 5,000 coins (they have 100), so Adopt is offered.
  await page.route('**/api/user/profile', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), coins: 5000 } });
  });
  await signInWithSession(
    page,
    auth,
    `/adopt-pet/${encodeURIComponent(adoptable!.id)}?isFirstPet=false`,
  );
  await page.getByRole('button', { name: `Adopt ${adoptable!.name}` }).click();
  await backCloses(page, `Adopt ${adoptable!.name}?`, /\/adopt-pet\//);
  await expect(page.getByRole('button', { name: `Adopt ${adoptable!.name}` })).toBeVisible();
  expect(await api(page, auth, 'GET', '/api/pets')).toHaveLength(1);
});
