// A person's photos: on a deck card the main one first, a tap on either half turns them (as on
// other dating apps), the keyboard has buttons for it, and a drag still swipes; on their profile
// a tap opens them full screen.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './a11y-support';
import { auth, dater, noMore, openAs, topCard } from './dating-support';
import { uploadPhotoViaApi } from './profile-support';
import { snap } from './support';

/** Vera, and Ana in her deck with three photos (sunset, lake, meadow, uploaded in that order). */
async function anaWithPhotos(setup: Page, location: string) {
  const vera = await dater(setup, { location, displayName: 'Vera', age: 31 });
  const ana = await dater(setup, { location, displayName: 'Ana', age: 29 }, 'dog');
  const photos = [
    await uploadPhotoViaApi(setup, ana, 'sunset.png', { r: 244, g: 63, b: 106 }),
    await uploadPhotoViaApi(setup, ana, 'lake.png', { r: 139, g: 92, b: 246 }),
    await uploadPhotoViaApi(setup, ana, 'meadow.png', { r: 34, g: 197, b: 94 }),
  ] as const;
  return { vera, ana, photos };
}

test('a tap on either half of a card turns its photos; a drag still swipes', async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const { vera, ana, photos } = await anaWithPhotos(setup, 'Juneau, Alaska');
  const [sunset, lake, meadow] = photos;
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
  // The next one is fetched ahead of the tap.
  const fetched = (url: string) =>
    page.evaluate(
      (u) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(u)),
      url,
    );
  await expect.poll(() => fetched(sunset.url)).toBe(true);

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
  expect(await seriousViolations(page), 'axe on the card with a focused photo button').toEqual([]);
  await page.keyboard.press('Enter');
  await shows(1, meadow.url);
  // At the first photo, "previous" is disabled and focus moves to "next", still shown: Enter
  // goes on turning them, the other way.
  const next = page.getByRole('button', { name: "Ana's next photo" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
  await expect(next).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await shows(2, sunset.url);
  await page.keyboard.press('Enter');
  await shows(3, lake.url);
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
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

test("a profile's photos open full screen and whole; Back closes them", async ({
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL });
  const { vera, ana, photos } = await anaWithPhotos(setup, 'Sitka, Alaska');

  const v = await openAs(browser, baseURL!, vera, `/profile/${ana.user.id}`);
  const page = v.page;
  const viewer = page.getByRole('dialog', { name: /Ana's photos/ });
  const shown = viewer.getByRole('img');
  await page.getByRole('button', { name: "View Ana's photo 1" }).click();
  await expect(viewer).toContainText('1 of 3');
  await expect(shown).toHaveAttribute('src', photos[0].url);
  await expect(shown).toHaveAccessibleName("Ana's photo 1 of 3");
  // Whole, not cropped: the square photo fits the screen's width.
  await expect
    .poll(async () => (await shown.boundingBox())?.width)
    .toBeGreaterThan(page.viewportSize()!.width - 20);
  await snap(page, 'profile-photo-viewer');
  expect(await seriousViolations(page), 'axe on the photo viewer').toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('src', photos[1].url);
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(shown).toHaveAttribute('src', photos[2].url);
  // After the last comes the first.
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(shown).toHaveAttribute('src', photos[0].url);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer).toContainText('3 of 3');

  // The phone's Back closes the photos and stays on the profile.
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/profile/${ana.user.id}$`));

  // A photo further down opens on itself; Escape closes, and focus goes back to it.
  const third = page.getByRole('button', { name: "View Ana's photo 3" });
  await third.click();
  await expect(shown).toHaveAttribute('src', photos[2].url);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(third).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/profile/${ana.user.id}$`));
  await v.close();
  await setup.close();
});
