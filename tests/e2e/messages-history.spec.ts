// A thread longer than the latest messages it opens with: Load earlier messages brings the rest
// above them, the message that was first stays where the reader saw it, and nothing is lost or
// shown twice when new messages come meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/constants';
import { matchedPair, seedThread } from './messages-support';
import { api, signInWithSession, snap } from './support';

/** The open chat's thread, its scrolling box, and the seeded message number `n` in it. */
function threadOf(page: Page) {
  const thread = page.getByRole('list', { name: 'Messages' });
  const message = (n: number) =>
    thread.getByText(`Message number ${n} about our pets`, { exact: true });
  return { thread, scroller: thread.locator('xpath=..'), message };
}

test('earlier messages load above the thread, in place, without a gap or a repeat', async ({
  page,
}) => {
  const total = MESSAGES.threadLimit + 5;
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, total);
  await signInWithSession(page, ben, `/messages/${ana.user.id}`);
  const { thread, scroller, message } = threadOf(page);
  await expect(message(total)).toBeVisible();
  // The thread opens with the latest: the first five wait above.
  await expect(message(6)).toHaveCount(1);
  await expect(message(5)).toHaveCount(0);

  await scroller.evaluate((el) => el.scrollTo(0, 0));
  const loadEarlier = page.getByRole('button', { name: 'Load earlier messages' });
  await expect(loadEarlier).toBeVisible();
  await snap(page, 'chat-load-earlier');
  const sixthBefore = (await message(6).boundingBox())!.y;
  await loadEarlier.click();
  await expect(message(1)).toHaveCount(1);
  // What the reader was looking at has not moved; the five came above it.
  expect(Math.abs((await message(6).boundingBox())!.y - sixthBefore)).toBeLessThan(2);
  // That was the start of the conversation: nothing more to load, and nothing counted as new.
  await expect(loadEarlier).toHaveCount(0);
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  await snap(page, 'chat-earlier-messages');

  // Ana writes while Ben reads the start: her message pushes the sixth out of the latest the
  // thread polls, and it stays shown, once, between the fifth and the seventh.
  await api(page, ana, 'POST', '/api/messages/send', {
    receiverId: ben.user.id,
    content: 'Still there?',
  });
  await expect(page.getByRole('button', { name: '1 new message' })).toBeVisible();
  const numbers = await thread
    .getByText(/^Message number \d+ about our pets$/)
    .evaluateAll((els) => els.map((el) => Number(/\d+/.exec(el.textContent ?? '')![0])));
  expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));

  // A heart on an earlier message stays once the server has answered.
  const heartFirst = page
    .getByRole('listitem')
    .filter({ hasText: 'Message number 1 about our pets' })
    .getByRole('button', { name: "Heart Ana's message" });
  const answered = page.waitForResponse((res) => /\/heart$/.test(new URL(res.url()).pathname));
  await heartFirst.click();
  await answered;
  await expect(heartFirst).toHaveAttribute('aria-pressed', 'true');
  const thread0 = await api(page, ben, 'GET', `/api/messages/conversation/${ana.user.id}`);
  expect(thread0).toHaveLength(MESSAGES.threadLimit);
});

test('a read or a heart elsewhere shows on an earlier message at once', async ({ page }) => {
  const total = MESSAGES.threadLimit + 5;
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, total);
  // Ana's own reads (which leave her messages unread by Ben) find the first message's id.
  type Listed = { id: string; content: string }[];
  const chat = `/api/messages/conversation/${ben.user.id}`;
  const latest = (await api(page, ana, 'GET', chat)) as Listed;
  const [first] = (await api(
    page,
    ana,
    'GET',
    `${chat}/earlier?before=${latest[0]!.id}`,
  )) as Listed;
  expect(first!.content).toBe('Message number 1 about our pets');

  // Ana reads the start of her chat with Ben, who has not opened it yet.
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const { thread, scroller } = threadOf(page);
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  const anasFirst = thread.getByRole('listitem').filter({ hasText: first!.content });
  await expect(anasFirst).toContainText('Sent');
  await expect(anasFirst.getByTestId('message-heart')).toHaveCount(0);

  // Ben opens the chat on his phone: Ana's first message turns Read without a reload.
  await api(page, ben, 'GET', `/api/messages/conversation/${ana.user.id}`);
  await expect(anasFirst).toContainText('Read');

  // He hearts it: it shows on Ana's screen at once, and goes again.
  const heart = (hearted: boolean) =>
    api(page, ben, 'PUT', `/api/messages/${first!.id}/heart`, { hearted });
  await heart(true);
  await expect(anasFirst.getByTestId('message-heart')).toBeVisible();
  await expect(anasFirst).toContainText('Ben hearted this');
  await anasFirst.scrollIntoViewIfNeeded();
  await snap(page, 'chat-earlier-heart-received');
  await heart(false);
  await expect(anasFirst.getByTestId('message-heart')).toHaveCount(0);
});

test('back from their profile, the chat is where the reader left it, earlier messages and all', async ({
  page,
}) => {
  const total = MESSAGES.threadLimit + 5;
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, total);
  await signInWithSession(page, ben, '/messages');
  await page.getByRole('link', { name: /^Ana/ }).click();
  const { thread, scroller, message } = threadOf(page);
  await expect(message(total)).toBeVisible();
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect(message(1)).toHaveCount(1);
  // Ben reads from the third message down, and looks at Ana's profile.
  await message(3).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const thirdAt = (await message(3).boundingBox())!.y;
  await page.getByRole('link', { name: /View profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ana.user.id}$`));

  // Back: the third message is where it was, under the first two, with nothing counted as new.
  await page.goBack();
  await expect(message(1)).toHaveCount(1);
  await expect(message(3)).toBeInViewport();
  expect(Math.abs((await message(3).boundingBox())!.y - thirdAt)).toBeLessThan(2);
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  await snap(page, 'chat-back-where-left');
  // A message from Ana meanwhile is counted, not scrolled to.
  await api(page, ana, 'POST', '/api/messages/send', {
    receiverId: ben.user.id,
    content: 'Did you see my dragon?',
  });
  await expect(page.getByRole('button', { name: '1 new message' })).toBeVisible();
  await expect(message(3)).toBeInViewport();

  // Opened anew from the list, the chat starts at the newest message, as always.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.getByRole('link', { name: /^Ana/ }).click();
  await expect(thread.getByText('Did you see my dragon?')).toBeInViewport();
  await expect(message(1)).toHaveCount(0);
});
