import { expect, test, type Page } from '@playwright/test';
import { newPlayerInGame, playToCompletion } from './game-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

async function activePet(page: Page, token: string) {
  const res = await page.request.get('/api/pets/active', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

test('plays a full emoji game; the server rewards the pet and counts the win', async ({ page }) => {
  const auth = await registerViaApi(page);
  const created = await page.request.post('/api/pets', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { name: 'Sparky', type: 'dragon', variant: 'fire' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const before = await activePet(page, auth.token);

  await signInWithSession(page, auth, '/emoji-match-game');
  await expect(page.getByRole('heading', { name: 'Emoji Match', level: 2 })).toBeVisible();
  // The intro names the whole reward: the game's bonus comes on top of play's own.
  await expect(page.getByText('Every game is also a play action')).toHaveText(
    'Every game is also a play action: +10 happiness, +5 coins and +2 XP for 5 energy.',
  );
  await snap(page, 'game-intro');
  // Every time the pet's words are put in anew (what makes a screen reader say them), in order.
  await page.evaluate(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver((records) => {
      for (const r of records) {
        const inStatus = (r.target as Element).closest?.('p[role="status"]');
        for (const node of r.addedNodes) if (inStatus) said.push(node.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Start Game' }).click();
  // Sparky watches under the board, and says how a perfect match stands.
  await expect(page.getByRole('status')).toHaveText('Sparky is watching. Find the 8 pairs!');
  await expect(page.getByText('Perfect match: 8 pairs in 12 moves')).toBeVisible();
  await snap(page, 'game-playing');

  await playToCompletion(page);
  const status = page.getByRole('status').filter({ hasText: 'Total wins' });
  await expect(status).toBeVisible();
  const moves = Number(await status.locator('dt:text("Moves") + dd').textContent());
  const perfect = moves <= 12;
  // One verdict per move, each said anew even when it repeats the last ("Not a pair…" twice).
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said.filter((text) => /pair/.test(text) && !/watching/.test(text))).toHaveLength(moves);
  await expect(status.getByRole('heading')).toHaveText(perfect ? 'Perfect Match!' : 'Good Try!');
  await expect(status.locator('dt:text("Total wins") + dd')).toHaveText('1');
  // Everything the game earned is shown, the play action's share and a daily challenge included.
  const earned = status.getByText(/^Play: \+10 happiness · \+\d+ coins · \+2 XP$/);
  await expect(earned).toBeVisible();
  // A first game also completes the 'play a game' daily challenge, named with its coins.
  await expect(status).toContainText(/Daily challenge complete: .+ \+50 coins/);
  const shownCoins = [...(await status.textContent())!.matchAll(/\+(\d+) coins/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  await snap(page, 'game-complete');

  await page.waitForURL('**/my-pet', { timeout: 10_000 });
  const after = await activePet(page, auth.token);
  const bonus = perfect ? 20 : 5;
  expect(after.happiness).toBe(Math.min(100, before.happiness + 10 + bonus));
  expect(after.energy).toBe(before.energy - 5);
  const profile = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${auth.token}` },
  });
  const { gameWins, coins } = await profile.json();
  expect(gameWins).toBe(1);
  // A new user starts with 100: the coins shown add up to all the balance gained.
  expect(coins - 100).toBe(shownCoins);
});

test('cards can be played with the keyboard and a third card cannot be opened', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await page.request.post('/api/pets', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { name: 'Whiskers', type: 'cat', variant: 'orange' },
  });
  await signInWithSession(page, auth, '/emoji-match-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const cards = page.getByRole('grid', { name: 'Memory cards' }).getByRole('button');
  await cards.nth(0).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const open = page.locator('[data-state="open"], [data-state="matched"]');
  await expect(open).toHaveCount(2);
  await expect(cards.nth(2)).toHaveAttribute('data-state', 'closed');
  await expect(page.getByText('Moves', { exact: true }).locator('..')).toContainText('1');
  // The verdict on the two open cards is spoken at once, and the perfect match's moves go down.
  await expect(page.getByRole('status')).toHaveText(
    /^(A pair! 7 pairs to go\.|Not a pair\. Remember where they were!)$/,
  );
  await expect(page.getByText(/^Perfect match: [78] pairs in 11 moves$/)).toBeVisible();
  await snap(page, 'game-verdict');
});

test('a tired pet cannot start a game, and a result the server refuses shows no reward', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Pip', type: 'dog', variant: 'golden' });
  const pet = await activePet(page, auth.token);
  const train = () => api(page, auth, 'POST', `/api/pets/${pet.id}/action`, { action: 'train' });
  // Down to exactly one action's energy: enough to start a game.
  for (let energy = pet.energy; energy > 5; energy -= 5) await train();

  await signInWithSession(page, auth, '/emoji-match-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  // Meanwhile (another tab, say) the last energy goes on training: the game's result is refused.
  await train();
  await playToCompletion(page);
  const status = page.getByRole('status').filter({ hasText: 'Total wins' });
  await expect(status).toContainText('Not saved: Pip is too tired');
  await expect(status).not.toContainText('happiness');
  await expect(status.locator('dt:text("Total wins") + dd')).toHaveText('0');
  await snap(page, 'game-result-refused');
  await page.waitForURL('**/my-pet', { timeout: 10_000 });
  expect((await api(page, auth, 'GET', '/api/user/profile')).gameWins).toBe(0);

  // With no energy left the game says so before it starts.
  await page.goto('/emoji-match-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const tired = page.getByRole('dialog', { name: 'Not Enough Energy!' });
  await expect(tired).toContainText('Pip is too tired to play!');
  await expect(page.getByRole('grid', { name: 'Memory cards' })).toHaveCount(0);
  await snap(page, 'game-no-energy');
  await tired.getByRole('button', { name: 'Visit Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the whole board fits a phone held sideways, and upright the cards stay full width', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, auth, '/emoji-match-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const board = page.getByRole('grid', { name: 'Memory cards' });
  const card = board.getByRole('button').first();
  // Upright (390x844): the board uses the width, as before.
  expect((await card.boundingBox())!.width).toBeGreaterThan(75);
  await snap(page, 'game-upright');

  await page.setViewportSize({ width: 844, height: 390 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await board.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(390);
  // Still a comfortable touch target.
  expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await snap(page, 'game-landscape');
});

test('leaving right after the last pair still saves the won game', async ({ page }) => {
  const auth = await newPlayerInGame(page);
  await playToCompletion(page);
  // Back as soon as the last pair is turned, while it is judged (1 s) and before the result's
  // 0.5 s: the game is won, and its result is sent on the way out, not dropped.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-pet$/);
  await expect
    .poll(async () => (await api(page, auth, 'GET', '/api/user/profile')).gameWins)
    .toBe(1);
});

test('no pet, or a pet that cannot load, says which under the game header; Try Again opens the game', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/emoji-match-game');
  await expect(page.getByRole('heading', { name: 'No Pet Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adopt a Pet' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await api(page, auth, 'POST', '/api/pets', { name: 'Pip', type: 'dog', variant: 'golden' });
  await page.route('**/api/pets/active', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
  );
  await page.goto('/emoji-match-game');

  // Not "No Pet Found": Pip is there, the read failed. Back stays in reach.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We couldn't load your pet.", { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Pet Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Emoji Match' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await snap(page, 'game-pet-load-error');

  await page.unroute('**/api/pets/active');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();
  await expect(page.getByText('Play with Pip!', { exact: false })).toBeVisible();
});
