// A heart on a message: the receiver taps the heart beside it (or double-taps the message), and
// the sender sees it on the corner of their bubble at once; another tap takes it off.
import { type Browser, expect, test } from '@playwright/test';
import { seriousViolations } from './a11y-support';
import { openAs } from './dating-support';
import { matchedPair, seedThread } from './messages-support';
import { api, snap } from './support';

/** Ben in his chat with Ana, who has sent him one message he has not hearted yet. */
async function bensChatWithOneMessage(browser: Browser, baseURL: string) {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  await seedThread(setup, ana, ben, 1);
  const b = await openAs(browser, baseURL, ben, `/messages/${ana.user.id}`);
  const heart = b.page.getByRole('button', { name: "Heart Ana's message" });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  return {
    page: b.page,
    heart,
    threadAsBen: async () =>
      (await api(setup, ben, 'GET', `/api/messages/conversation/${ana.user.id}`)) as {
        heartedByReceiver: boolean;
      }[],
    close: async () => {
      await b.close();
      await setup.close();
    },
  };
}

test('a heart put on a message shows on its sender’s bubble at once, and comes off again', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  // Ana's message 1, Ben's message 2, Ana's message 3.
  await seedThread(setup, ana, ben, 3);
  const a = await openAs(browser, baseURL!, ana, `/messages/${ben.user.id}`);
  const b = await openAs(browser, baseURL!, ben, `/messages/${ana.user.id}`);

  const first = 'Message number 1 about our pets';
  const heartOnBens = b.page.getByRole('button', { name: "Heart Ana's message" });
  // Ben can heart Ana's two messages; his own has no heart button.
  await expect(heartOnBens).toHaveCount(2);
  await expect(a.page.getByRole('button', { name: "Heart Ben's message" })).toHaveCount(1);
  const heartFirst = b.page
    .getByRole('listitem')
    .filter({ hasText: first })
    .getByRole('button', { name: "Heart Ana's message" });
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'false');
  await expect(heartFirst).toHaveAccessibleDescription(first);

  // Nothing of the thread she opened is announced to a screen reader.
  const anasNews = a.page.getByTestId('chat-arrivals');
  await expect(anasNews).toHaveText('');
  await heartFirst.click();
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'true');
  // A screen reader hears it.
  await expect(anasNews).toHaveText('Ben hearted your message.');
  await expect(anasNews).toHaveRole('status');
  // On Ana's screen, without a reload: the heart sits on her first message, and only there.
  const anasFirst = a.page.getByRole('listitem').filter({ hasText: first });
  await expect(anasFirst.getByTestId('message-heart')).toBeVisible();
  await expect(anasFirst).toContainText('Ben hearted this');
  await expect(a.page.getByTestId('message-heart')).toHaveCount(1);
  await snap(b.page, 'chat-heart-given');
  await snap(a.page, 'chat-heart-received');
  expect(await seriousViolations(b.page), 'axe on a chat with hearts').toEqual([]);

  // Kept: a reload shows it on both sides.
  await b.page.reload();
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'true');

  // A double tap on the message takes it off again; Ana's heart goes too.
  await b.page.getByText(first).dblclick();
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'false');
  await expect(a.page.getByTestId('message-heart')).toHaveCount(0);

  // From the keyboard: the button is reached and pressed like any other.
  // What is added to Ana's region from now on (a screen reader reads what is added).
  await anasNews.evaluate((region) => {
    const added: string[] = [];
    Object.assign(window, { added });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) added.push(node.textContent ?? '');
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await heartFirst.focus();
  await b.page.keyboard.press('Space');
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'true');
  await expect(anasFirst.getByTestId('message-heart')).toBeVisible();
  // The same words again are said again: added to the region anew, not left as they were.
  await expect
    .poll(() => a.page.evaluate(() => (window as unknown as { added: string[] }).added))
    .toContain('Ben hearted your message.');

  // And a new message from him, in his words.
  await api(setup, ben, 'POST', '/api/messages/send', {
    receiverId: ana.user.id,
    content: 'Ember can come too!',
  });
  await expect(anasNews).toHaveText('Ben: Ember can come too!');

  for (const tab of [a, b]) await tab.close();
  await setup.close();
});

test('their hearts are one Tab stop, the newest, and the arrow keys move between them', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const { ana, ben } = await matchedPair(setup);
  // Ana's messages 1, 3 and 5 have hearts on Ben's screen.
  await seedThread(setup, ana, ben, 5);
  const { page, close } = await openAs(browser, baseURL!, ben, `/messages/${ana.user.id}`);
  const heartOf = (n: number) =>
    page
      .getByRole('listitem')
      .filter({ hasText: `Message number ${n} about` })
      .getByRole('button', { name: "Heart Ana's message" });
  const focused = (target: ReturnType<typeof heartOf>) =>
    target.evaluate((el) => el === document.activeElement);
  const anyHeartFocused = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') === "Heart Ana's message",
    );
  await expect(heartOf(5)).toBeVisible();

  // Tab from the top: the first heart reached is the newest, and the next Tab leaves the thread.
  await page.getByRole('button', { name: 'Back' }).focus();
  for (let i = 0; i < 10 && !(await anyHeartFocused()); i += 1) await page.keyboard.press('Tab');
  expect(await focused(heartOf(5))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await anyHeartFocused()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focused(heartOf(5))).toBe(true);

  // Up and down the thread's hearts; the ends stay put.
  await page.keyboard.press('ArrowUp');
  expect(await focused(heartOf(3))).toBe(true);
  await page.keyboard.press('Home');
  expect(await focused(heartOf(1))).toBe(true);
  await page.keyboard.press('ArrowUp');
  expect(await focused(heartOf(1))).toBe(true);
  await page.keyboard.press('End');
  expect(await focused(heartOf(5))).toBe(true);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(heartOf(1)).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'chat-hearts-keyboard');

  // Tab comes back to the heart last used.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(heartOf(1))).toBe(true);
  await close();
  await setup.close();
});

test('a heart the server refuses does not stay, and says so', async ({ browser, baseURL }) => {
  const { page, heart, close } = await bensChatWithOneMessage(browser, baseURL!);
  await page.route('**/api/messages/*/heart', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
  );
  await heart.click();
  await expect(page.getByText('Heart Not Saved', { exact: true })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await close();
});

test('quick taps on a slow connection: the last one is what stays', async ({
  browser,
  baseURL,
}) => {
  const { page, heart, threadAsBen, close } = await bensChatWithOneMessage(browser, baseURL!);
  let answered = 0;
  await page.route('**/api/messages/*/heart', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
    answered += 1;
  });
  // On, off, on: each tap shows at once, and no answer of an earlier tap shows in between.
  for (const pressed of ['true', 'false', 'true']) {
    await heart.click();
    // Before the 600 ms answer could have come.
    await expect(heart).toHaveAttribute('aria-pressed', pressed, { timeout: 300 });
  }
  // Looked at until every answer is in, and a little after.
  for (let look = 0, after = 0; after < 3 && look < 60; look += 1) {
    expect(await heart.getAttribute('aria-pressed'), `look ${look}`).toBe('true');
    if (answered === 3) after += 1;
    await page.waitForTimeout(100);
  }
  expect(answered).toBe(3);
  expect((await threadAsBen())[0]!.heartedByReceiver).toBe(true);
  await close();
});
