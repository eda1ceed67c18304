import { expect, test, type Browser } from '@playwright/test';
import { openAs } from './dating-support';
import { composer, matchedPair, seedThread } from './messages-support';
import { snap } from './support';

/** Ana and Ben, matched with no messages yet, each in their chat with the other. */
async function openChats(browser: Browser, baseURL: string) {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  const a = await openAs(browser, baseURL, ana, `/messages/${ben.user.id}`);
  const b = await openAs(browser, baseURL, ben, `/messages/${ana.user.id}`);
  await expect(b.page.getByText('You matched with Ana!')).toBeVisible();
  return {
    a,
    b,
    close: async () => {
      for (const tab of [a, b]) await tab.close();
      await setup.close();
    },
  };
}

test('a match sees the dots while you type, then your message in their place', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  await seedThread(setup, ana, ben, 2);

  const a = await openAs(browser, baseURL!, ana, `/messages/${ben.user.id}`);
  const benChat = await openAs(browser, baseURL!, ben, `/messages/${ana.user.id}`);
  const benList = await openAs(browser, baseURL!, ben, '/messages');
  const dots = benChat.page.getByTestId('typing-bubble');
  const anaRow = benList.page.getByRole('list', { name: 'Conversations' }).getByRole('link', {
    name: /Ana/,
  });
  await expect(benChat.page.getByText('Message number 2 about our pets')).toBeVisible();
  await expect(anaRow).toContainText('Message number 2 about our pets');
  await expect(dots).toHaveCount(0);

  // Ana starts writing: Ben's chat shows her dots under the thread, his list says so on her row.
  await composer(a.page).pressSequentially('Are you free on Sat');
  await expect(dots).toBeVisible();
  await expect(dots).toContainText('Ana is typing');
  await expect(anaRow).toContainText('typing…');
  await snap(benChat.page, 'chat-typing');
  await snap(benList.page, 'messages-list-typing');
  // Her own screen shows no dots for her own typing.
  await expect(a.page.getByTestId('typing-bubble')).toHaveCount(0);

  // She sends: the message takes the dots' place.
  await composer(a.page).pressSequentially('urday?');
  await composer(a.page).press('Enter');
  await expect(benChat.page.getByText('Are you free on Saturday?', { exact: true })).toBeVisible();
  // At once, not when the dots would have run out by themselves.
  await expect(dots).toHaveCount(0, { timeout: 1000 });
  await expect(anaRow).toContainText('Are you free on Saturday?');

  // She starts again and stops without sending: the dots go by themselves a few seconds later.
  await composer(a.page).pressSequentially('Maybe');
  await expect(dots).toBeVisible();
  await expect(dots).toHaveCount(0, { timeout: 10_000 });
  await expect(anaRow).not.toContainText('typing…');

  for (const tab of [a, benChat, benList]) await tab.close();
  await setup.close();
});

test('the dots show in a chat with no messages yet, under the hello', async ({
  browser,
  baseURL,
}) => {
  const { a, b, close } = await openChats(browser, baseURL!);
  await composer(a.page).pressSequentially('Hi Ben');
  await expect(b.page.getByTestId('typing-bubble')).toContainText('Ana is typing');
  await snap(b.page, 'chat-empty-typing');
  await composer(a.page).press('Enter');
  await expect(b.page.getByText('Hi Ben', { exact: true })).toBeVisible();
  await expect(b.page.getByTestId('typing-bubble')).toHaveCount(0, { timeout: 1000 });
  await close();
});

test('a slow typing signal does not bring the dots back after the message', async ({
  browser,
  baseURL,
}) => {
  const { a, b, close } = await openChats(browser, baseURL!);
  // Ana's signal takes 200 ms to leave; her message, sent at once, would otherwise beat it.
  await a.page.route('**/api/messages/typing', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  await composer(a.page).fill('Quick hello');
  await composer(a.page).press('Enter');
  await expect(b.page.getByText('Quick hello', { exact: true })).toBeVisible();
  // Looked at again and again for 1.5 s (not waited for: the dots leave by themselves in 5 s).
  for (let look = 0; look < 15; look += 1) {
    expect(await b.page.getByTestId('typing-bubble').count(), `look ${look}`).toBe(0);
    await b.page.waitForTimeout(100);
  }
  await close();
});

test('erasing what she wrote, hiding the app or leaving the chat ends her dots at once', async ({
  browser,
  baseURL,
}) => {
  const { a, b, close } = await openChats(browser, baseURL!);
  const dots = b.page.getByTestId('typing-bubble');
  // Well under the REALTIME.typingShownMs (5 s) after which they would go by themselves.
  const atOnce = { timeout: 1500 };

  await composer(a.page).pressSequentially('Do you like');
  await expect(dots).toBeVisible();
  await composer(a.page).press('ControlOrMeta+a');
  await composer(a.page).press('Backspace');
  await expect(dots).toHaveCount(0, atOnce);

  // She starts over: the dots come back with her first letters, not after a pause.
  await composer(a.page).pressSequentially('Hello');
  await expect(dots).toBeVisible(atOnce);

  // She switches to another app (the tab is hidden), her words still in the box.
  await a.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(dots).toHaveCount(0, atOnce);
  await a.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await composer(a.page).pressSequentially(' again');
  await expect(dots).toBeVisible(atOnce);
  await a.page.getByRole('button', { name: 'Back' }).click();
  await expect(a.page).toHaveURL(/\/messages$/);
  await expect(dots).toHaveCount(0, atOnce);
  await close();
});
