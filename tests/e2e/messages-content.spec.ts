// What a message holds, as a chat app shows it: web addresses as links that open in a new tab,
// and a few emoji alone large, without a bubble.
import { expect, test } from '@playwright/test';
import {
  api,
  matchThroughSwipes,
  registerViaApi,
  signInWithSession,
  snap,
  waitOutDoubleTap,
} from './support';

test('a web address in a message is a link, and a few emoji alone show large', async ({ page }) => {
  const city = { location: 'Pocatello, Idaho' };
  const ana = await registerViaApi(page, { displayName: 'Ana', ...city });
  const ben = await registerViaApi(page, { displayName: 'Ben', ...city });
  await matchThroughSwipes(page.request, ana, ben);
  const say = (content: string) =>
    api(page, ben, 'POST', '/api/messages/send', { receiverId: ana.user.id, content });
  await say('Our dog park: petmatch.app/help, see you there');
  await say('🐶🐱');
  await say('javascript:alert(1) is not a link');

  await signInWithSession(page, ana, `/messages/${ben.user.id}`);
  const park = page.getByRole('link', { name: 'petmatch.app/help' });
  await expect(park).toHaveAttribute('href', 'https://petmatch.app/help');
  await expect(park).toHaveAttribute('target', '_blank');
  await expect(park).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText('javascript:alert(1) is not a link')).toBeVisible();
  await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);

  // My own emoji, sent from the composer, shows as large as theirs.
  await page.getByRole('textbox', { name: 'Message' }).fill('🎉');
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const emoji of ['🐶🐱', '🎉']) {
    const message = page.getByText(emoji, { exact: true });
    await expect(message).toBeVisible();
    const look = await message.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        size: parseFloat(style.fontSize),
        background: style.backgroundImage + style.backgroundColor,
      };
    });
    expect(look.size, emoji).toBeGreaterThanOrEqual(40);
    expect(look.background, emoji).toBe('nonergba(0, 0, 0, 0)');
  }
  // Text keeps its bubble at the body size.
  const text = page.getByText('javascript:alert(1) is not a link');
  expect(await text.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(20);
  await snap(page, 'chat-links-and-emoji');
});

test("the chat's menu reports and blocks without leaving the chat first", async ({ page }) => {
  const city = { location: 'Twin Falls, Idaho' };
  const ana = await registerViaApi(page, { displayName: 'Ana', ...city });
  const ben = await registerViaApi(page, { displayName: 'Ben', ...city });
  await matchThroughSwipes(page.request, ana, ben);
  await api(page, ben, 'POST', '/api/messages/send', {
    receiverId: ana.user.id,
    content: 'Want to buy followers? cheap-likes.example',
  });
  await signInWithSession(page, ana, '/messages');
  await page.getByRole('link', { name: /Ben/ }).first().click();
  const chatUrl = new RegExp(`/messages/${ben.user.id}$`);
  await expect(page).toHaveURL(chatUrl);

  const more = page.getByRole('button', { name: 'More options' });
  await more.click();
  const menu = page.getByRole('dialog', { name: 'Ben' });
  await expect(menu.getByRole('button')).toHaveText(['View profile', 'Report', 'Block', 'Cancel']);
  await snap(page, 'chat-menu');
  // The phone's Back closes the menu and stays in the chat (pressed as a person would, not within
  // a double tap's gap of the tap that opened it).
  await waitOutDoubleTap(page);
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(chatUrl);

  // View profile opens theirs; Back comes back to the chat, the menu closed.
  await more.click();
  await menu.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${ben.user.id}$`));
  await expect(page.getByRole('heading', { name: /Ben/ }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(chatUrl);
  await expect(menu).toBeHidden();

  await more.click();
  await menu.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report Ben' });
  await report.getByLabel('Spam or scam').check();
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Report Sent', { exact: true })).toBeVisible();
  await expect(report).toBeHidden();
  await expect(page).toHaveURL(chatUrl);

  await more.click();
  await menu.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: 'Block Ben?' })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText('User Blocked', { exact: true })).toBeVisible();
  // The chat is gone for good: the list takes its place, without Ben, and Back does not return.
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('link', { name: /Ben/ })).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(chatUrl);
});
