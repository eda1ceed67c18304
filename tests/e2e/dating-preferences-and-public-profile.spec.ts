// Dating preferences saved, a deck filled by the demo people, and a public profile opened from a
// card, with report and block.
import { expect, test, type Locator } from '@playwright/test';
import { auth, openAs, topCard } from './dating-support';
import { registerViaApi, signInWithSession, snap } from './support';

test('preferences, a demo-filled deck and a public profile with report and block', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const dana = await registerViaApi(setup, { displayName: 'Dana', location: 'Austin, Texas' });
  const pet = await setup.request.post('/api/pets', {
    headers: auth(dana.token),
    data: { name: 'Sparky', type: 'dragon', variant: 'fire' },
  });
  expect(pet.status()).toBe(200);
  const d = await openAs(browser, baseURL!, dana, '/dating/preferences');
  const page = d.page;

  // The stored defaults, then a change saved.
  await expect(page.getByText('18 - 35')).toBeVisible();
  await expect(page.getByText('50 mi', { exact: true })).toBeVisible();
  await page.getByRole('slider', { name: 'Maximum distance in miles' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('60 mi', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Pet preference').locator('option')).toHaveText([
    'Any Pet',
    'Dragon',
    'Cat',
    'Dog',
    'Phoenix',
    'Bird',
    'Fish',
  ]);
  await page.getByLabel('Show me').selectOption('any');
  await page.getByRole('switch', { name: 'Show only active pets' }).click();
  await snap(page, 'dating-preferences');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible();
  const saved = await setup.request.get('/api/user/preferences', { headers: auth(dana.token) });
  expect(await saved.json()).toMatchObject({ distance: 60, showOnlyActivePets: false });

  // Demo people fill the deck around Austin with computed distance and hearts.
  await page.goto('/dating');
  await expect(topCard(page)).toBeVisible();
  await expect(topCard(page)).toContainText(/mi away/);
  await snap(page, 'dating-deck-demo');
  const name = (await topCard(page).getAttribute('aria-label'))!.split(',')[0]!;

  // The info button opens the public profile.
  await topCard(page)
    .getByRole('button', { name: `View ${name}'s profile` })
    .click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) }).first()).toBeVisible();
  await expect(page.getByText('Active pet')).toBeVisible();
  await snap(page, 'dating-public-profile');

  // On a phone held sideways the report form is taller than the screen: it scrolls inside the
  // dialog (the page behind is locked), so its title and buttons can all be reached.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  const inView = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(390);
  };
  await inView(dialog);
  await inView(dialog.getByRole('heading', { name: `Report ${name}` }));
  await expect(dialog.getByRole('button', { name: 'Send Report' })).toBeDisabled();
  await dialog.getByLabel('Spam or scam').check();
  await dialog.getByLabel('Details (optional)').fill('Keeps sending links.');
  await dialog.getByRole('button', { name: 'Send Report' }).scrollIntoViewIfNeeded();
  await inView(dialog.getByRole('button', { name: 'Send Report' }));
  await snap(page, 'dating-report-dialog-landscape');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Report Sent', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('dialog', { name: `Block ${name}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dating$/);
  await expect(page.getByText('User Blocked', { exact: true })).toBeVisible();
  await expect(topCard(page)).not.toHaveAttribute('aria-label', new RegExp(`^${name},`));
  await d.close();
});

test('a dating screen that cannot load says what failed, and Try Again loads it', async ({
  page,
}) => {
  const me = await registerViaApi(page, { displayName: 'Remy', location: 'Austin, Texas' });
  const other = await registerViaApi(page, { displayName: 'Noor', location: 'Austin, Texas' });
  await signInWithSession(page, me, '/404-warmup');
  const screens = [
    {
      path: '/dating/matches',
      api: '**/api/dating/matches',
      what: 'your matches',
      then: 'No matches yet',
    },
    {
      path: '/dating/wants-to-meet',
      api: '**/api/dating/wants-to-meet',
      what: 'your requests',
      then: 'No one is waiting yet',
    },
    {
      path: '/dating/preferences',
      api: '**/api/user/preferences',
      what: 'your preferences',
      then: 'Age range',
    },
    {
      path: `/profile/${other.user.id}`,
      api: `**/api/users/${other.user.id}`,
      what: 'this profile',
      then: 'Noor',
    },
  ];
  for (const screen of screens) {
    await page.route(screen.api, (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
    );
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(`We couldn't load ${screen.what}. Check your connection and try again.`),
    ).toBeVisible();
    if (screen.what === 'your matches') await snap(page, 'dating-load-failed');
    await page.unroute(screen.api);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(screen.then).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  }
});
