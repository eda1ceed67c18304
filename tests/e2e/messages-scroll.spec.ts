// Where the chat's thread scrolls to at 390x844: the newest message stays above the offline
// banner, and a message that comes while you read further up leaves you there.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signInWithSession, snap } from './support';
import { box, composer, expectShownIn, matchedPair, overlap, seedThread } from './messages-support';

/** Ana's chat with Ben, `count` messages long, open on her screen. */
async function openThread(page: Page, count: number) {
  const { ana, ben } = await matchedPair(page);
  await seedThread(page, ana, ben, count);
  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  return { ana, ben, thread, scroller: thread.locator('xpath=..') };
}

/** Two frames: a scroll made before has reached the page as its scroll event. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Scrolls the thread to its start, as the reader would, and waits until its scroll event has come. */
async function scrollToTop(scroller: Locator) {
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await nextFrames(scroller.page());
}

test('offline, the banner sits above the composer and never covers the newest message', async ({
  page,
  context,
}) => {
  const { thread, scroller } = await openThread(page, 12);
  const newest = thread.getByText('Message number 12 about our pets', { exact: true });
  await expect(newest).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toBeVisible();
  // Going offline keeps the newest message in view.
  await expect(async () => expectShownIn(newest, scroller)).toPass();
  expect(overlap(await box(newest), await box(banner))).toBe(false);

  await composer(page).fill('Sent from a tunnel');
  await composer(page).press('Enter');
  const pending = thread.getByText('Sent from a tunnel', { exact: true });
  const waiting = thread.getByRole('status').filter({ hasText: 'Waiting for connection…' });
  await expect(pending).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(async () => expectShownIn(waiting, scroller)).toPass();
  await snap(page, 'offline-chat-banner');
  const b = await box(banner);
  expect(overlap(await box(pending), b), 'banner covers the pending bubble').toBe(false);
  expect(overlap(await box(waiting), b), 'banner covers "Waiting for connection…"').toBe(false);
  expect(overlap(await box(composer(page)), b), 'banner covers the composer').toBe(false);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
});

test('scrolling up in the frame the chat opened in still counts as reading above', async ({
  page,
}) => {
  // Scroll events come once a frame: the opening jump to the end and the reader's flick back up
  // arrive as one event with no movement (how the test below once failed in CI).
  await page.addInitScript(() => {
    const jump = Element.prototype.scrollIntoView;
    const state = window as unknown as { flicked?: boolean };
    Element.prototype.scrollIntoView = function (this: Element, options) {
      jump.call(this, options);
      const scroller = document.querySelector('ol[aria-label="Messages"]')?.parentElement;
      if (scroller && !state.flicked) {
        state.flicked = true;
        scroller.scrollTo(0, 0);
      }
    };
  });
  const { ana, ben, scroller } = await openThread(page, 30);
  await page.waitForFunction(() => (window as unknown as { flicked?: boolean }).flicked);
  await nextFrames(page);
  await api(page, ben, 'POST', '/api/messages/send', {
    receiverId: ana.user.id,
    content: 'Are you still there?',
  });
  await expect(page.getByRole('button', { name: '1 new message' })).toBeVisible();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeLessThan(50);
});

test('a message that comes while you read further up leaves you there and says so', async ({
  page,
}) => {
  const { ana, ben, thread, scroller } = await openThread(page, 30);
  await expect(thread.getByText('Message number 30 about our pets', { exact: true })).toBeVisible();
  const fromBen = (content: string) =>
    api(page, ben, 'POST', '/api/messages/send', { receiverId: ana.user.id, content });

  // Scrolled up to the start, Ben's message does not pull Ana away from what she reads.
  await scrollToTop(scroller);
  await fromBen('Are you still there?');
  const pill = page.getByRole('button', { name: '1 new message' });
  await expect(pill).toBeVisible();
  const first = thread.getByText('Message number 1 about our pets', { exact: true });
  await expectShownIn(first, scroller);
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeLessThan(50);
  await fromBen('Hello?');
  await expect(page.getByRole('button', { name: '2 new messages' })).toBeVisible();
  await snap(page, 'chat-new-messages-pill');
  await page.getByRole('button', { name: '2 new messages' }).click();
  const hello = thread.getByText('Hello?', { exact: true });
  await expect(async () => expectShownIn(hello, scroller)).toPass();
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);

  // At the bottom, the next one comes into view at once.
  await fromBen('Found a new dog park');
  const park = thread.getByText('Found a new dog park', { exact: true });
  await expect(park).toBeVisible();
  await expect(async () => expectShownIn(park, scroller)).toPass();
  await expect(page.getByRole('button', { name: /new message/ })).toHaveCount(0);

  // Scrolled up, her own message takes her down to it.
  await scrollToTop(scroller);
  await composer(page).fill('Yes! Where is it?');
  await composer(page).press('Enter');
  const mine = thread.getByText('Yes! Where is it?', { exact: true });
  await expect(async () => expectShownIn(mine, scroller)).toPass();
});
