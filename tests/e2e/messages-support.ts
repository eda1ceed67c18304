// What the chat journeys share: Ana and Ben matched in one city, a thread of turns, and where a
// message sits in the scrolling thread.
import { expect, type Locator, type Page } from '@playwright/test';
import { api, matchThroughSwipes, registerViaApi, type Auth } from './support';

export const CITY = 'Boise, Idaho';

export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

export type Box = Awaited<ReturnType<typeof box>>;

export function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The part of `inner` the scrolling thread actually shows (not scrolled out, not covered). */
export async function expectShownIn(inner: Locator, viewport: Locator) {
  const i = await box(inner);
  const v = await box(viewport);
  expect(i.y).toBeGreaterThanOrEqual(v.y - 1);
  expect(i.y + i.height).toBeLessThanOrEqual(v.y + v.height + 1);
}

export async function matchedPair(page: Page) {
  const ana = await registerViaApi(page, { displayName: 'Ana', location: CITY });
  const ben = await registerViaApi(page, { displayName: 'Ben', location: CITY });
  await matchThroughSwipes(page.request, ana, ben);
  return { ana, ben };
}

/** `count` messages taking turns, Ana first: "Message number 1 about our pets", … */
export async function seedThread(page: Page, ana: Auth, ben: Auth, count: number) {
  for (let i = 1; i <= count; i += 1) {
    await api(page, i % 2 ? ana : ben, 'POST', '/api/messages/send', {
      receiverId: i % 2 ? ben.user.id : ana.user.id,
      content: `Message number ${i} about our pets`,
    });
  }
}
