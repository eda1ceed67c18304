import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SECOND_TAP_MS } from '../../src/client/lib/second-tap-shield';

/** Screenshots worth looking at are kept under test-results/screens (a CI artifact). */
export async function snap(page: Page, name: string) {
  const dir = path.join('test-results', 'screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

let seq = 0;
export function uniqueUser(prefix = 'e2e') {
  seq += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${seq}${Math.random().toString(36).slice(2, 5)}`;
  return {
    displayName: `${prefix} ${seq}`,
    email: `${prefix}${tag}@example.com`,
    username: `${prefix}${tag}`,
    password: 'secret-pass',
  };
}

/** Registers through the API (fast path for journeys that are not about registration). */
export async function registerViaApi(
  page: Page,
  overrides: Record<string, unknown> = {},
): Promise<{
  token: string;
  user: { id: string; displayName: string };
  email: string;
  password: string;
}> {
  const u = uniqueUser();
  const body = {
    email: u.email,
    username: u.username,
    password: u.password,
    displayName: u.displayName,
    age: 29,
    gender: 'Female',
    sexualPreference: 'Straight',
    location: 'Austin, Texas',
    ...overrides,
  };
  const res = await page.request.post('/api/auth/register', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  const json = await res.json();
  return { ...json, email: body.email, password: body.password };
}

export type Auth = Awaited<ReturnType<typeof registerViaApi>>;

/** Calls the API as `auth`, expects a 2xx and answers the JSON body. */
export async function api(
  page: Page,
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${auth.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Puts a session into localStorage the way the app stores it, then opens `path`. */
export async function signInWithSession(
  page: Page,
  auth: { token: string; user: unknown },
  path = '/home',
) {
  await page.goto('/404-warmup');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token as string);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [auth.token, auth.user],
  );
  await page.goto(path);
}

/** Both like each other through the real swipe route: the second like makes the match. */
export async function matchThroughSwipes(
  request: APIRequestContext,
  a: { token: string; user: { id: string } },
  b: { token: string; user: { id: string } },
) {
  const first = await request.post('/api/dating/swipe', {
    headers: { authorization: `Bearer ${a.token}` },
    data: { direction: 'right', swipedId: b.user.id },
  });
  expect(first.status(), await first.text()).toBe(200);
  const second = await request.post('/api/dating/swipe', {
    headers: { authorization: `Bearer ${b.token}` },
    data: { direction: 'right', swipedId: a.user.id },
  });
  expect(second.status(), await second.text()).toBe(200);
  expect((await second.json()).isMatch).toBe(true);
}

/** How many profile photos the signed-in user with `token` has on the server. */
export async function profileImageCount(page: Page, token: string): Promise<number> {
  const images = await page.request.get('/api/profile/images', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await images.json()) as unknown[]).length;
}

/** Loads the page again under the service worker (it has cached the app), so it opens offline. */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The fonts Chromium drew an element's text with, as DevTools reports them. */
export async function fontsOf(page: Page, element: Locator) {
  await element.evaluate((el) => el.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await element.evaluate((el) => el.removeAttribute('data-font-probe'));
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

/**
 * What `fontsOf` says of text in the app's Nunito: the variable font reports its default
 * instance's name, "Nunito ExtraLight".
 */
export const DRAWN_IN_NUNITO = [expect.stringMatching(/^Nunito\b/)];

/**
 * Waits as a user reading the new screen would: right after a tap that moved the app on (a
 * screen, a wizard's step, a dialog), a tap at the same spot is the rest of a double tap and does
 * nothing (src/client/lib/second-tap-shield.ts).
 */
export async function waitOutDoubleTap(page: Page) {
  await page.waitForTimeout(SECOND_TAP_MS);
}

/**
 * A tap of the mouse at (x, y), stamped with the time the finger made it (`at`, ms since 1970),
 * so a runner that is slow to send it cannot stretch a double tap's gap.
 */
export async function tapAt(page: Page, x: number, y: number, at = Date.now()) {
  const cdp = await page.context().newCDPSession(page);
  const timestamp = at / 1000;
  const base = { x, y, button: 'left' as const, clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base, timestamp });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base, timestamp });
  await cdp.detach();
}

/** The centre of what `locator` finds, where a finger would tap it. */
export async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
