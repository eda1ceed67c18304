// Two people who fit: a like, the answer from Wants to Meet, the match overlay, both match lists
// and the chat links, dismissing the match, and a super like as the other person's notification.
import { expect, test } from '@playwright/test';
import { auth, dater, noMore, openAs, topCard } from './dating-support';
import { snap } from './support';

test('two people who fit: A likes B, B likes back from Wants to Meet, both see the match', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const ana = await dater(
    setup,
    { displayName: 'Ana', location: 'Missoula, Montana', age: 29 },
    'cat',
  );
  const ben = await dater(
    setup,
    { displayName: 'Ben', location: 'Missoula, Montana', age: 31, gender: 'Male' },
    'dog',
  );

  const a = await openAs(browser, baseURL!, ana, '/dating');
  await expect(topCard(a.page)).toHaveAttribute('aria-label', 'Ben, 31');
  await expect(topCard(a.page)).toContainText('Missoula, Montana');
  await expect(topCard(a.page)).toContainText('< 5 mi away');
  await expect(
    topCard(a.page).getByRole('img', { name: /Compatibility \d out of 5/ }),
  ).toBeVisible();
  await snap(a.page, 'dating-deck');
  await a.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(a.page.getByRole('heading', { name: 'No More Profiles' })).toBeVisible();
  // The Like button went with the last card; focus moves to Refresh, not to the page's start.
  await expect(a.page.getByRole('button', { name: 'Refresh' })).toBeFocused();
  await snap(a.page, 'dating-no-more-profiles');

  // Ana is on Ben's deck too; he answers her from Wants to Meet instead.
  const b = await openAs(browser, baseURL!, ben, '/dating');
  await expect(topCard(b.page)).toHaveAttribute('aria-label', 'Ana, 29');
  await b.page.getByRole('link', { name: 'Wants to Meet (1)' }).click();
  const request = b.page.getByRole('listitem', { name: /Ana, 29/ });
  await expect(request).toBeVisible();
  await expect(request.getByRole('button', { name: 'Like Back' })).toBeVisible();
  await snap(b.page, 'dating-wants-to-meet');
  await request.getByRole('button', { name: 'Like Back' }).click();
  const overlay = b.page.getByRole('dialog', { name: "It's a Match!" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
    'href',
    `/messages/${ana.user.id}`,
  );
  await expect(overlay).toHaveCSS('opacity', '1');
  await snap(b.page, 'dating-its-a-match');
  // Held sideways, the celebration starts with its title on screen and scrolls to its buttons.
  await b.page.setViewportSize({ width: 844, height: 390 });
  const title = (await overlay.getByRole('heading', { name: "It's a Match!" }).boundingBox())!;
  expect(title.y).toBeGreaterThanOrEqual(0);
  const back = overlay.getByRole('button', { name: 'Back to Requests' });
  await back.scrollIntoViewIfNeeded();
  const backBox = (await back.boundingBox())!;
  expect(backBox.y + backBox.height).toBeLessThanOrEqual(390);
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBe(844);
  await snap(b.page, 'dating-its-a-match-landscape');
  await b.page.setViewportSize({ width: 390, height: 844 });
  // He stays on his requests: the way out says so rather than "Keep Swiping".
  await overlay.getByRole('button', { name: 'Back to Requests' }).click();
  await expect(b.page.getByRole('heading', { name: 'No one is waiting yet' })).toBeVisible();
  // The answered request's buttons are gone; focus lands on the page title, not the body.
  await expect(b.page.getByRole('heading', { name: 'Wants to Meet' })).toBeFocused();
  // Back on the deck, the person he just answered is no longer there to swipe.
  await b.page.goBack();
  await expect(noMore(b.page)).toBeVisible();

  // Both find the match in their list; Ana's strip on /dating links to the chat.
  await b.page.goto('/dating/matches');
  await expect(b.page.getByRole('heading', { name: /Ana/ })).toBeVisible();
  await expect(b.page.getByText('Matched today')).toBeVisible();
  await snap(b.page, 'dating-matches');
  await a.page.goto('/dating/matches');
  await expect(a.page.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `/messages/${ben.user.id}`,
  );
  await expect(a.page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/profile/${ben.user.id}`,
  );
  await a.page.goto('/dating');
  await expect(a.page.getByRole('link', { name: 'Message Ben' })).toHaveAttribute(
    'href',
    `/messages/${ben.user.id}`,
  );

  // Dismissing asks first, then ends the match for both.
  await a.page.goto('/dating/matches');
  await a.page.getByRole('button', { name: 'Dismiss match with Ben' }).click();
  await expect(a.page.getByRole('dialog', { name: 'Dismiss this match?' })).toBeVisible();
  await snap(a.page, 'dating-dismiss-confirm');
  // A double tap on a confirm button acts once.
  const dismissals: string[] = [];
  a.page.on('request', (r) => {
    if (r.url().endsWith('/api/dating/dismiss-match')) dismissals.push(r.method());
  });
  await a.page.getByRole('button', { name: 'Dismiss', exact: true }).dblclick();
  await expect(a.page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  expect(dismissals).toEqual(['POST']);
  await expect(a.page.getByRole('heading', { name: 'My Matches' })).toBeFocused();
  await a.close();
  await b.close();
});

test("Back closes the match overlay and stays on the deck; focus returns to the deck's controls", async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const location = 'Gillette, Wyoming';
  const hal = await dater(setup, { displayName: 'Hal', location, age: 32, gender: 'Male' }, 'dog');
  for (const displayName of ['Gia', 'Ivy']) {
    const liker = await dater(setup, { displayName, location, age: 30 });
    const liked = await setup.request.post('/api/dating/swipe', {
      headers: auth(liker.token),
      data: { direction: 'right', swipedId: hal.user.id },
    });
    expect(liked.status(), await liked.text()).toBe(200);
  }

  const h = await openAs(browser, baseURL!, hal, '/dating');
  const overlay = h.page.getByRole('dialog', { name: "It's a Match!" });
  const like = h.page.getByRole('button', { name: 'Like', exact: true });
  await expect(topCard(h.page)).toHaveAttribute('aria-label', /^(Gia|Ivy), 30$/);
  await like.click();
  await expect(overlay).toBeVisible();
  // The phone's Back closes the overlay; the deck stays, its Like button focused.
  await h.page.goBack();
  await expect(overlay).toBeHidden();
  await expect(h.page).toHaveURL(/\/dating$/);
  await expect(topCard(h.page)).toBeVisible();
  await expect(like).toBeFocused();

  // The second match from the keyboard; Escape closes it and the empty deck's Refresh has focus.
  await h.page.keyboard.press('Enter');
  await expect(overlay).toBeVisible();
  await h.page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(noMore(h.page)).toBeVisible();
  await expect(h.page.getByRole('button', { name: 'Refresh' })).toBeFocused();
  await expect(h.page).toHaveURL(/\/dating$/);

  // Dismissing the first of two matches moves focus to the next one's Dismiss.
  await h.page.goto('/dating/matches');
  const dismissButtons = h.page.getByRole('button', { name: /^Dismiss match with / });
  await expect(dismissButtons).toHaveCount(2);
  const second = (await dismissButtons.nth(1).getAttribute('aria-label'))!;
  await dismissButtons.first().click();
  await h.page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(dismissButtons).toHaveCount(1);
  await expect(h.page.getByRole('button', { name: second })).toBeFocused();

  await h.close();
  await setup.close();
});

test('a super like reaches the other person as a notification whose title shows whole', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const cleo = await dater(setup, { displayName: 'Cleo', location: 'Butte, Montana', age: 27 });
  const dev = await dater(
    setup,
    { displayName: 'Dev', location: 'Butte, Montana', age: 28, gender: 'Male' },
    'dog',
  );

  const c = await openAs(browser, baseURL!, cleo, '/dating');
  await expect(topCard(c.page)).toHaveAttribute('aria-label', 'Dev, 28');
  await c.page.getByRole('button', { name: 'Super Like', exact: true }).click();
  await expect(noMore(c.page)).toBeVisible();

  // Home's bell shows the unread dot, as the profile header's does, and leads to the list.
  const d = await openAs(browser, baseURL!, dev, '/home');
  const bell = d.page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell.getByTestId('unread-dot')).toBeVisible();
  await snap(d.page, 'home-unread-dot');
  await bell.click();
  await expect(d.page).toHaveURL(/\/notifications$/);
  const title = d.page.getByText('Someone wants to meet you!', { exact: true });
  await expect(title).toBeVisible();
  // On a 390 px screen the title wraps rather than being cut short with an ellipsis.
  const clipped = await title.evaluate(
    (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
  );
  expect(clipped).toBe(false);
  await snap(d.page, 'notifications-super-like');

  await c.close();
  await d.close();
  await setup.close();
});
