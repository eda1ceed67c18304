// Quick swipes on the deck: a like that makes a match still opens "It's a Match!" when the next
// card is liked before its answer comes, and a double click on Like sends one like, with no
// false "Action Failed".
import { expect, test } from '@playwright/test';
import { auth, dater, openAs, topCard } from './dating-support';

const CITY = { location: 'Rock Springs, Wyoming' };

test('two quick likes: the first one matched, so the match overlay still opens', async ({
  page,
  browser,
  baseURL,
}) => {
  const hana = await dater(page, { ...CITY, displayName: 'Hana', age: 30 });
  const pat = await dater(page, { ...CITY, displayName: 'Pat', age: 31 });
  await dater(page, { ...CITY, displayName: 'Quinn', age: 32 });
  // Pat's super like puts Pat first on Hana's deck; Hana's like back is a match.
  const liked = await page.request.post('/api/dating/swipe', {
    headers: auth(pat.token),
    data: { direction: 'super', swipedId: hana.user.id },
  });
  expect(liked.status(), await liked.text()).toBe(200);

  const h = await openAs(browser, baseURL!, hana, '/dating');
  await expect(topCard(h.page)).toHaveAttribute('aria-label', /^Pat/);
  // A phone's round trip: the second like goes out before the first one's answer is back.
  await h.page.route('**/api/dating/swipe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await h.page.keyboard.press('ArrowRight');
  await expect(topCard(h.page)).toHaveAttribute('aria-label', /^Quinn/);
  await h.page.keyboard.press('ArrowRight');
  await expect(topCard(h.page)).toHaveCount(0);
  const overlay = h.page.getByRole('dialog', { name: "It's a Match!" });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Pat');
  await h.close();
});

test('a double tap on Like or Super Like swipes one card and shows no error', async ({
  page,
  browser,
  baseURL,
}) => {
  const city = { location: 'Sheridan, Wyoming' };
  const viewer = await dater(page, { ...city, displayName: 'Viewer', age: 30 });
  await dater(page, { ...city, displayName: 'Ada', age: 31 });
  await dater(page, { ...city, displayName: 'Bo', age: 32 });
  await dater(page, { ...city, displayName: 'Cy', age: 33 });
  await dater(page, { ...city, displayName: 'Di', age: 34 });
  await dater(page, { ...city, displayName: 'Ev', age: 35 });

  const v = await openAs(browser, baseURL!, viewer, '/dating');
  await expect(topCard(v.page)).toHaveCount(1);
  const first = (await topCard(v.page).getAttribute('aria-label'))!;
  const likes: string[] = [];
  v.page.on('request', (r) => {
    if (r.url().endsWith('/api/dating/swipe')) likes.push(r.postData() ?? '');
  });
  await v.page.getByRole('button', { name: 'Like', exact: true }).dblclick();
  await expect(topCard(v.page)).not.toHaveAttribute('aria-label', first);
  await v.page.waitForTimeout(500);
  expect(likes).toHaveLength(1);
  // A thumb's double tap, 100 ms apart, and four quick taps on Super Like, 180 ms apart (more
  // than half a second in all): one card each, the one that was on top; the cards behind were
  // never seen.
  const second = (await topCard(v.page).getAttribute('aria-label'))!;
  // Taps at the button's place, as a thumb does: whatever is there then gets each one. They are
  // made in the page, since a busy test runner can stretch the gaps between its own clicks, and
  // each carries the time its finger touched (`timeStamp`, which the deck judges taps by): a busy
  // page may get to a tap later than it was made, as a phone's does.
  const tapRepeatedly = async (name: string, times: number, gapMs: number) => {
    const box = (await v.page.getByRole('button', { name, exact: true }).boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, times, gapMs };
    await v.page.evaluate(async ({ x, y, times, gapMs }) => {
      const start = performance.now();
      for (let i = 0; i < times; i += 1) {
        const madeAt = start + i * gapMs;
        const wait = madeAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const tap = new MouseEvent('click', { bubbles: true, clientX: x, clientY: y });
        Object.defineProperty(tap, 'timeStamp', { value: madeAt });
        document.elementFromPoint(x, y)!.dispatchEvent(tap);
      }
    }, at);
    await v.page.waitForTimeout(500);
  };
  await tapRepeatedly('Like', 2, 100);
  expect(likes).toHaveLength(2);
  const third = (await topCard(v.page).getAttribute('aria-label'))!;
  expect(third).not.toBe(second);
  await tapRepeatedly('Super Like', 4, 180);
  expect(likes).toHaveLength(3);
  expect(likes[2]).toContain('"super"');
  // An arrow key held down repeats: still one swipe.
  await v.page.keyboard.down('ArrowLeft');
  await v.page.keyboard.down('ArrowLeft');
  await v.page.keyboard.down('ArrowLeft');
  await v.page.keyboard.up('ArrowLeft');
  await v.page.waitForTimeout(500);
  expect(likes).toHaveLength(4);
  expect(likes[3]).toContain('"left"');
  const toasts = v.page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Action Failed')).toHaveCount(0);
  expect(new Set(likes).size).toBe(likes.length);
  await v.close();
});
