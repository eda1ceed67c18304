// A request the server carried out whose answer never reached the phone (a dropped mobile
// connection): the screen ends up showing what the server holds, and nothing is done twice.
import { expect, test, type Page } from '@playwright/test';
import { newPlayerInGame, playToCompletion } from './game-support';
import { api, matchThroughSwipes, registerViaApi, signInWithSession } from './support';

/**
 * The next request to `url` (or the next `times`) reaches the server, but its answer is lost on
 * the way back. Answers the requests that got through, in order.
 */
async function loseNextAnswer(page: Page, url: string, times = 1) {
  const reached: { key: string | null; status: number }[] = [];
  await page.route(
    url,
    async (route) => {
      const response = await route.fetch();
      reached.push({
        key: route.request().headers()['idempotency-key'] ?? null,
        status: response.status(),
      });
      await route.abort('connectionreset');
    },
    { times },
  );
  return reached;
}

/** A new user (100 coins) on the shop's Items tab, and the bow they are about to buy. */
async function newBuyerInShop(page: Page) {
  const auth = await registerViaApi(page);
  const items: { id: string; name: string; price: number }[] = await api(
    page,
    auth,
    'GET',
    '/api/shop/items',
  );
  const bow = items.find((i) => i.name === 'Cute Bow')!;
  await signInWithSession(page, auth, '/shop?tab=items');
  const balance = page.getByTestId('shop-balance');
  await expect(balance).toHaveText('100');
  return { auth, bow, balance };
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a message whose answer was lost shows as sent, once, and is not offered again', async ({
  page,
}) => {
  const ana = await registerViaApi(page, { displayName: 'Ana', location: 'Pierre, South Dakota' });
  const ben = await registerViaApi(page, { displayName: 'Ben', location: 'Pierre, South Dakota' });
  await matchThroughSwipes(page.request, ana, ben);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeEnabled();

  await loseNextAnswer(page, '**/api/messages/send');
  await composer.fill('Did this reach you?');
  await composer.press('Enter');
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Did this reach you?', { exact: true })).toHaveCount(1);
  await expect(composer).toHaveValue('');
  await page.waitForTimeout(500);
  await expect(toasts(page).getByText('Message Failed')).toHaveCount(0);
  const stored = await api(page, ana, 'GET', `/api/messages/conversation/${ben.user.id}`);
  expect(stored.map((m: { content: string }) => m.content)).toEqual(['Did this reach you?']);
});

test('a purchase whose answer was lost is asked again with its key: bought once, and said so', async ({
  page,
}) => {
  const { auth, bow, balance } = await newBuyerInShop(page);
  const purchases: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/shop/purchase')) purchases.push(r.headers()['idempotency-key']!);
  });

  const lost = await loseNextAnswer(page, '**/api/shop/purchase');
  await page.getByRole('button', { name: 'Buy Cute Bow' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(toasts(page).getByText('Cute Bow purchased!', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Purchase Failed', { exact: true })).toHaveCount(0);
  // The first went through; the retry carried the same key and was answered, not bought again.
  expect(lost).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{32}$/), status: 200 }]);
  expect(purchases).toEqual([lost[0]!.key, lost[0]!.key]);
  await expect(balance).toHaveText(String(100 - bow.price));
  expect((await api(page, auth, 'GET', '/api/user/profile')).coins).toBe(100 - bow.price);
  await expect(page.getByRole('listitem', { name: 'Cute Bow' })).toContainText('Owned');
});

test('a first pet adopted while the answer was lost is adopted once, and said so', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  const [first] = (await api(page, auth, 'GET', '/api/pets/adoptable')) as Array<{
    id: string;
    name: string;
    cost: number;
  }>;
  expect(first!.cost).toBe(0);
  await signInWithSession(
    page,
    auth,
    `/adopt-pet/${encodeURIComponent(first!.id)}?isFirstPet=true`,
  );
  const lost = await loseNextAnswer(page, '**/api/pets/adopt');
  await page.getByRole('button', { name: `Adopt ${first!.name}` }).click();
  await expect(toasts(page).getByText('Adoption Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/my-pet$/);
  expect(lost).toHaveLength(1);
  expect(await api(page, auth, 'GET', '/api/pets')).toHaveLength(1);
});

test('a purchase whose answers all were lost shows the balance and items the server holds', async ({
  page,
}) => {
  const { bow, balance } = await newBuyerInShop(page);

  // The first try and both retries (1 s and 2 s later) lose their answers.
  await loseNextAnswer(page, '**/api/shop/purchase', 3);
  await page.getByRole('button', { name: 'Buy Cute Bow' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(toasts(page).getByText('Purchase Failed', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText(
      "We couldn't confirm it. Your balance and items now show whether it went through.",
    ),
  ).toBeVisible();
  // It went through: the balance and the card say so, and the bow cannot be bought twice.
  await expect(balance).toHaveText(String(100 - bow.price));
  await expect(page.getByRole('listitem', { name: 'Cute Bow' })).toContainText('Owned');
});

/** A new user with a new pet, Pip (hunger 80), signed in on Home. */
async function newCarerOnHome(page: Page) {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Pip', type: 'dragon', variant: 'earth' });
  await signInWithSession(page, auth);
  const hunger = page.getByRole('progressbar', { name: 'Hunger', exact: true });
  await expect(hunger).toHaveAttribute('aria-valuenow', '80');
  return { auth, hunger };
}

test('a care action whose answer was lost is asked again with its key: done once, and shown', async ({
  page,
}) => {
  const { auth, hunger } = await newCarerOnHome(page);
  const lost = await loseNextAnswer(page, '**/api/pets/*/action');
  await page.getByRole('button', { name: 'Feed', exact: true }).click();
  // The retry's answer is the first's: the feeding plays out, fed once.
  await expect(page.getByText('Pip is eating', { exact: true })).toBeAttached();
  await expect(hunger).toHaveAttribute('aria-valuenow', '90');
  await expect(toasts(page).getByText('Action Failed', { exact: true })).toHaveCount(0);
  expect(lost).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{32}$/), status: 200 }]);
  const pet = await api(page, auth, 'GET', '/api/pets/active');
  expect(pet).toMatchObject({ hunger: 90, energy: 95 });
});

test('a care action whose answers all were lost shows the stats the server holds', async ({
  page,
}) => {
  const { auth, hunger } = await newCarerOnHome(page);
  // The first try and both retries (1 s and 2 s later) lose their answers.
  await loseNextAnswer(page, '**/api/pets/*/action', 3);
  await page.getByRole('button', { name: 'Feed', exact: true }).click();
  await expect(toasts(page).getByText('Action Failed', { exact: true })).toBeVisible();
  await expect(hunger).toHaveAttribute('aria-valuenow', '90');
  const pet = await api(page, auth, 'GET', '/api/pets/active');
  expect(pet).toMatchObject({ hunger: 90, energy: 95 });
});

test('a won game whose answer was lost shows its reward, and the win counts once', async ({
  page,
}) => {
  const auth = await newPlayerInGame(page);
  const lost = await loseNextAnswer(page, '**/api/pets/*/action');
  await playToCompletion(page);
  const status = page.getByRole('status').filter({ hasText: 'Total wins' });
  await expect(status.locator('dt:text("Total wins") + dd')).toHaveText('1');
  await expect(status.getByText(/^Play: \+10 happiness · \+\d+ coins · \+2 XP$/)).toBeVisible();
  await expect(status.getByText('Your result could not be saved.')).toHaveCount(0);
  expect(lost).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{32}$/), status: 200 }]);
  const profile = await api(page, auth, 'GET', '/api/user/profile');
  expect(profile.gameWins).toBe(1);
  expect((await api(page, auth, 'GET', '/api/pets/active')).energy).toBe(95);
});
