// A message begun and not sent waits in its chat: the conversation list shows it as a draft, the
// composer gives it back (after a reload too), sending or erasing it ends it, and signing out
// leaves nothing of it in the tab. Writing can start before a slow thread has loaded.
import { expect, test } from '@playwright/test';
import { openAs } from './dating-support';
import { CITY, composer, matchedPair, seedThread } from './messages-support';
import { matchThroughSwipes, registerViaApi, snap } from './support';

test('a message left unsent waits as a draft until it is sent', async ({ browser, baseURL }) => {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  const cleo = await registerViaApi(setup, { displayName: 'Cleo', location: CITY });
  await matchThroughSwipes(setup.request, ana, cleo);
  await seedThread(setup, ana, ben, 2);

  const a = await openAs(browser, baseURL!, ana, `/messages/${ben.user.id}`);
  const { page } = a;
  await expect(page.getByText('Message number 2 about our pets')).toBeVisible();
  await composer(page).pressSequentially('Are you free on Saturday?');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('Ember would love a walk by the river with Biscuit');
  await page.getByRole('button', { name: 'Back' }).click();

  // The list shows what she left on Ben's row, marked as hers and unsent; Cleo's row is as it was.
  const rows = page.getByRole('list', { name: 'Conversations' });
  const benRow = rows.getByRole('link', { name: /^Ben/ });
  await expect(benRow).toContainText('Draft: Are you free on Saturday? Ember would love a walk…');
  await expect(benRow).not.toContainText('Message number 2');
  // A screen reader hears it after the name, as it hears the last message of the other rows.
  await expect(benRow).toHaveAccessibleDescription(
    /^Draft: Are you free on Saturday\? Ember would love a walk… Just now$/,
  );
  await expect(rows.getByRole('link', { name: /^Cleo/ })).toHaveAccessibleDescription(
    'You matched! Say hi to Cleo 👋 New match',
  );
  await expect(rows.getByRole('link', { name: /^Cleo/ })).toContainText('Say hi to Cleo');
  await snap(page, 'messages-list-draft');

  // Back in the chat, the words wait in the box, lines and all; Cleo's box is empty.
  await benRow.click();
  await expect(composer(page)).toHaveValue(
    'Are you free on Saturday?\nEmber would love a walk by the river with Biscuit',
  );
  await snap(page, 'chat-draft-restored');
  await page.reload();
  await expect(composer(page)).toHaveValue(/^Are you free on Saturday\?\nEmber/);
  await page.goto(`/messages/${cleo.user.id}`);
  await expect(composer(page)).toHaveValue('');

  // Sent, it is a message like any other, and the draft is gone.
  await page.goto(`/messages/${ben.user.id}`);
  await expect(composer(page)).toHaveValue(/Biscuit$/);
  await composer(page).press('Enter');
  await expect(page.getByText('Ember would love a walk by the river with Biscuit')).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(benRow).toContainText('You: Are you free on Saturday?');
  await expect(benRow).not.toContainText('Draft:');

  // Erased, nothing is kept either.
  await benRow.click();
  await composer(page).pressSequentially('Also');
  await composer(page).press('ControlOrMeta+a');
  await composer(page).press('Backspace');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(benRow).not.toContainText('Draft:');

  // Signing out leaves no draft behind in the tab for the next person at this phone.
  // Her chat with Cleo is slow to load: she can write at once, and Send waits for the thread.
  const cleosThread = `**/api/messages/conversation/${cleo.user.id}`;
  await page.route(cleosThread, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await rows.getByRole('link', { name: /^Cleo/ }).click();
  await composer(page).pressSequentially('Hi Cleo, secret plans');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await expect(page.getByText('You matched with Cleo!')).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(composer(page)).toHaveValue('Hi Cleo, secret plans');
  await page.unroute(cleosThread);
  await page.goto('/more');
  expect(await page.evaluate(() => sessionStorage.getItem('petmatch.chatDrafts'))).toContain(
    'secret plans',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('petmatch.chatDrafts'))).toBeNull();
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('secret plans');

  await a.close();
  await setup.close();
});
