// A read that fails is said as such, never as an empty answer; a refresh that fails keeps what the
// screen already shows (docs/rules.md "Loading and failed reads").
import { expect, test, type Page } from '@playwright/test';
import { topCard } from './dating-support';
import { matchedPair } from './messages-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

/** Every GET of `url` answers 500 from now on; other methods still reach the server. */
function failReads(page: Page, url: string) {
  return page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } })
      : route.continue(),
  );
}

function failedRead(page: Page, path: string) {
  return page.waitForResponse(
    (res) => new URL(res.url()).pathname === path && res.status() === 500,
  );
}

test('a refresh that fails keeps the screen: Home after a care action, Messages after a message', async ({
  page,
}) => {
  const { ana, ben } = await matchedPair(page);
  await api(page, ana, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await api(page, ben, 'POST', '/api/messages/send', { receiverId: ana.user.id, content: 'Hi!' });
  await signInWithSession(page, ana, '/home');
  const hunger = page.getByRole('progressbar', { name: 'Hunger', exact: true });
  await expect(hunger).toHaveAttribute('aria-valuenow', '80');

  // The feed succeeds; the reads it refreshes afterwards fail.
  await failReads(page, '**/api/pets/active');
  const refreshFailed = failedRead(page, '/api/pets/active');
  await page.getByRole('button', { name: 'Feed', exact: true }).click();
  await refreshFailed;
  await expect(hunger).toHaveAttribute('aria-valuenow', '90');
  await expect(page.getByRole('heading', { name: 'Ember' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page
    .getByRole('link', { name: /messages/i })
    .first()
    .click();
  const benRow = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /^Ben/ });
  await expect(benRow).toContainText('Hi!');
  // Ben writes again; the list's refresh fails, and the list stays.
  await failReads(page, '**/api/messages/conversations');
  const listFailed = failedRead(page, '/api/messages/conversations');
  await api(page, ben, 'POST', '/api/messages/send', { receiverId: ana.user.id, content: 'Hey?' });
  await listFailed;
  await expect(benRow).toBeVisible();
  await expect(page.getByText('Could not load your messages')).toHaveCount(0);
});

test('a deck refresh that fails keeps the cards shown', async ({ page }) => {
  const dana = await registerViaApi(page, { displayName: 'Dana', location: 'Austin, Texas' });
  const pet = await api(page, dana, 'POST', '/api/pets', {
    name: 'Sparky',
    type: 'dragon',
    variant: 'fire',
  });
  await signInWithSession(page, dana, '/dating');
  await expect(topCard(page)).toBeVisible();
  const shown = await topCard(page).getAttribute('aria-label');

  // Dana feeds Sparky on another device: the deck is read again, and that read fails.
  await failReads(page, '**/api/dating/potential-matches**');
  const refreshFailed = failedRead(page, '/api/dating/potential-matches');
  await api(page, dana, 'POST', `/api/pets/${pet.id}/action`, { action: 'feed' });
  await refreshFailed;
  await expect(topCard(page)).toHaveAttribute('aria-label', shown!);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a section whose read fails says so instead of showing nothing, and Try Again loads it', async ({
  page,
}) => {
  const { ana } = await matchedPair(page);
  await api(page, ana, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, ana, '/404-warmup');
  const sections = [
    {
      path: '/dating',
      api: '**/api/dating/matches',
      says: 'Could not load your matches.',
      then: page.getByRole('link', { name: 'Message Ben' }),
    },
    {
      path: '/home',
      api: '**/api/challenges',
      says: "Could not load today's challenges.",
      then: page.getByText('Daily Caretaker'),
    },
    {
      path: '/my-pet',
      open: () => page.getByRole('tab', { name: 'Activity' }).click(),
      api: '**/api/pets/*/activities',
      says: "We couldn't load your pet's activity.",
      then: page.getByText('No activity yet'),
    },
    {
      path: '/profile/edit',
      api: '**/api/profile/images',
      says: "We couldn't load your photos.",
      keeps: page.getByRole('heading', { name: 'Photos' }),
      then: page.getByText('Drag and drop a photo here, or'),
    },
    {
      path: '/shop?tab=inventory',
      api: '**/api/user/items',
      says: "We couldn't load your items.",
      then: page.getByText('No items yet'),
    },
    {
      // Not knowing what is owned, the shop cannot offer to buy an accessory.
      path: '/shop?tab=items',
      api: '**/api/user/items',
      says: 'Could not load which accessories you own.',
      then: page.getByRole('button', { name: 'Buy Cute Bow', disabled: false }),
    },
  ];
  for (const section of sections) {
    await failReads(page, section.api);
    await page.goto(section.path);
    await section.open?.();
    await expect(page.getByText(section.says, { exact: false })).toBeVisible();
    await expect(section.then).toHaveCount(0);
    if (section.keeps) await expect(section.keeps).toBeVisible();
    await snap(page, `failed-read-${section.path.replace(/\W+/g, '-')}`);
    await page.unroute(section.api);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(section.then.first()).toBeVisible();
  }
});
