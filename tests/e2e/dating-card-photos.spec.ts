// A deck card with several photos: the main one first, a tap on either half turns them (as on
// other dating apps), the keyboard has buttons for it, and a drag still swipes.
import { expect, test } from '@playwright/test';
import { auth, dater, noMore, openAs, topCard } from './dating-support';
import { uploadPhotoViaApi } from './profile-support';
import { snap } from './support';

test('a tap on either half of a card turns its photos; a drag still swipes', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const city = { location: 'Juneau, Alaska' };
  const vera = await dater(setup, { ...city, displayName: 'Vera', age: 31 });
  const ana = await dater(setup, { ...city, displayName: 'Ana', age: 29 }, 'dog');
  const sunset = await uploadPhotoViaApi(setup, ana, 'sunset.png', { r: 244, g: 63, b: 106 });
  const lake = await uploadPhotoViaApi(setup, ana, 'lake.png', { r: 139, g: 92, b: 246 });
  const meadow = await uploadPhotoViaApi(setup, ana, 'meadow.png', { r: 34, g: 197, b: 94 });
  const chosen = await setup.request.put('/api/profile/images/main', {
    headers: auth(ana.token),
    data: { imageId: meadow.id },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const v = await openAs(browser, baseURL!, vera, '/dating');
  const page = v.page;
  const card = topCard(page);
  await expect(card).toHaveAttribute('aria-label', 'Ana, 29');
  const photo = card.getByRole('img', { name: /^Ana's photo/ });
  const shows = async (n: number, url: string) => {
    await expect(photo).toHaveAccessibleName(`Ana's photo ${n} of 3`);
    await expect(photo).toHaveAttribute('src', url);
  };
  // Her chosen main photo first, the others oldest first.
  await shows(1, meadow.url);

  const box = (await card.boundingBox())!;
  const tap = (half: 'left' | 'right') =>
    page.touchscreen.tap(
      box.x + box.width * (half === 'right' ? 0.8 : 0.2),
      box.y + box.height * 0.35,
    );
  await tap('right');
  await shows(2, sunset.url);
  await snap(page, 'deck-card-second-photo');
  await tap('right');
  await shows(3, lake.url);
  // The last photo stays; a tap on the left goes back one.
  await tap('right');
  await shows(3, lake.url);
  await tap('left');
  await shows(2, sunset.url);
  // Taps turn photos, never swipe.
  await expect(card).toHaveAttribute('aria-label', 'Ana, 29');

  // From the keyboard: the buttons show once focused.
  const previous = page.getByRole('button', { name: "Ana's previous photo" });
  await previous.focus();
  await expect(previous).toHaveCSS('opacity', '1');
  await snap(page, 'deck-card-photo-button-focused');
  await page.keyboard.press('Enter');
  await shows(1, meadow.url);
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: "Ana's next photo" }).press('Enter');
  await shows(2, sunset.url);

  // A drag that starts on a photo still swipes the card.
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.35;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 120, y + 6, { steps: 6 });
  await page.mouse.move(x - 220, y + 10, { steps: 6 });
  await page.mouse.up();
  await expect(noMore(page)).toBeVisible();
  await v.close();
  await setup.close();
});
