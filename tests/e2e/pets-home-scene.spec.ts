// Home's first render: no Intl formatter is built, the day or night scene follows New York time
// and the day sky has clouds from the start, its emoji are in colour; care given on another
// device shows at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, DRAWN_IN_NUNITO, fontsOf, registerViaApi, signInWithSession, snap } from './support';

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: number[]) {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/**
 * Contrast of a text's colour against its background as rendered (a see-through badge over the
 * scene): the background is the brightest pixel common in a screenshot of the text's box.
 */
async function renderedContrast(text: Locator) {
  const color = await text.evaluate((el) => getComputedStyle(el).color);
  const fg = color.match(/\d+/g)!.slice(0, 3).map(Number);
  const { data, info } = await sharp(await text.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [bgKey] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const [light, dark] = [luminance(bgKey.split(',').map(Number)), luminance(fg)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

test("Home's first render loads no Intl formatter, and its scene follows New York time", async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  // The first Intl formatter of a page loads ICU's locale data (tens of ms on a phone):
  // every way to build one is counted from the first script of each document on.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { intlCalls: calls });
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat']) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (calls.push(name), Reflect.construct(target as never, args)),
        apply: (target, self, args) => (
          calls.push(name),
          Reflect.apply(target as never, self, args)
        ),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
      Object.defineProperty(proto, name, {
        value(this: unknown, ...args: unknown[]) {
          calls.push(name);
          return original.apply(this, args);
        },
      });
    }
  });
  const intlCalls = () =>
    page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);

  // 10:30 UTC is 06:30 in New York in July (UTC-4, day) and 05:30 in January (UTC-5, night).
  await page.clock.setFixedTime(new Date('2026-07-01T10:30:00Z'));
  await signInWithSession(page, auth);
  const dayScene = page.getByRole('region', { name: 'Daytime scene' });
  await expect(dayScene).toBeVisible();
  // The sky has clouds on arrival: two of the three drifting clouds start inside the scene.
  const cloudsInView = await dayScene.evaluate((scene) => {
    const box = scene.getBoundingClientRect();
    return [...scene.querySelectorAll('.pm-scene-drift, .pm-scene-drift-slow')].filter((cloud) => {
      const r = cloud.getBoundingClientRect();
      return r.left >= box.left && r.right <= box.right && r.top >= box.top;
    }).length;
  });
  expect(cloudsInView).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', { name: /^\d[\d,]* coins, open My Bank$/ })).toBeVisible();
  expect(await intlCalls()).toEqual([]);

  await page.clock.setFixedTime(new Date('2026-01-15T10:30:00Z'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Night-time scene' })).toBeVisible();
  expect(await intlCalls()).toEqual([]);
  // The name badge's small print stays readable over the night sky (WCAG AA: 4.5).
  await page.clock.runFor(1000);
  expect(await renderedContrast(page.getByText('Level 1 · Dragon'))).toBeGreaterThanOrEqual(4.5);
  await snap(page, 'pets-home-night');

  // The count can fail: a formatter built now is seen.
  await page.evaluate(() => (1234).toLocaleString('en-US'));
  expect(await intlCalls()).toEqual(['toLocaleString']);
});

test("Home's words are drawn in Nunito and its emoji in colour, from the emoji font", async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, auth);
  // Before, 😊 came from the first system font that has it (DejaVu Sans on Linux): an outline.
  const mood = page.getByText('😊', { exact: true });
  await expect(mood).toBeVisible();
  expect(await fontsOf(page, mood)).toEqual(['Noto Color Emoji']);
  const challengeIcon = page.getByText('🧺', { exact: true });
  await expect(challengeIcon).toBeVisible();
  expect(await fontsOf(page, challengeIcon)).toEqual(['Noto Color Emoji']);
  // The font stack ends in system-ui, not sans-serif (theme.css): the words keep their font.
  for (const words of [
    page.getByRole('heading', { name: 'Daily Challenges' }),
    page.getByText('Each action uses 5 energy and earns 2 XP'),
  ]) {
    expect(await fontsOf(page, words)).toEqual(DRAWN_IN_NUNITO);
  }
});

/**
 * A new account with the dragon Pip (happiness 90) on Home, once its realtime socket is ready:
 * events sent before that are not replayed, so "another device" acts after it.
 */
async function homeWithPip(page: Page) {
  const auth = await registerViaApi(page);
  const pet = (await api(page, auth, 'POST', '/api/pets', {
    name: 'Pip',
    type: 'dragon',
    variant: 'earth',
  })) as { id: string };
  const socketOpened = page.waitForEvent('websocket');
  const socketReady = socketOpened.then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (f) => String(f.payload).includes('ready'),
    }),
  );
  await signInWithSession(page, auth);
  const happiness = page.getByRole('progressbar', { name: 'Happiness', exact: true });
  await expect(happiness).toHaveAttribute('aria-valuenow', '90');
  await socketReady;
  /** The same account plays with Pip elsewhere (a phone, another tab). */
  const playElsewhere = () =>
    api(page, auth, 'POST', `/api/pets/${pet.id}/action`, { action: 'play' });
  return { happiness, playElsewhere, socket: await socketOpened };
}

test('care given on another device shows on Home at once, not at the next 5-minute poll', async ({
  page,
}) => {
  const { happiness, playElsewhere } = await homeWithPip(page);
  await expect(page.getByRole('link', { name: '100 coins, open My Bank' })).toBeVisible();
  await playElsewhere();
  await expect(happiness).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('link', { name: '105 coins, open My Bank' })).toBeVisible();
});

test("a late early-reads script never answers a later refresh with the page load's data", async ({
  page,
}) => {
  // The script is async: on a slow link it runs after the app has sent Home's reads itself.
  await page.route('**/early-reads.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const lateScript = page.waitForEvent('requestfinished', (r) =>
    r.url().endsWith('/early-reads.js'),
  );
  const { happiness, playElsewhere } = await homeWithPip(page);
  await lateScript;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));

  // The refresh the game causes reads the server, not a leftover read the late script sent.
  await playElsewhere();
  await expect(happiness).toHaveAttribute('aria-valuenow', '100');
});

test("a care action on Home reads what changed once: the tab skips the server's echo of its own change", async ({
  page,
}) => {
  const { socket } = await homeWithPip(page);
  const hunger = page.getByRole('progressbar', { name: 'Hunger', exact: true });
  await expect(hunger).toHaveAttribute('aria-valuenow', '80');
  await page.waitForTimeout(300); // the page load's own reads have settled
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/')) reads.push(new URL(r.url()).pathname);
  });
  const echo = socket.waitForEvent('framereceived', {
    predicate: (f) => String(f.payload).includes('"profile"'),
  });
  await page.getByRole('button', { name: 'Feed', exact: true }).click();
  await expect(hunger).toHaveAttribute('aria-valuenow', '90');
  await echo;
  await page.waitForTimeout(700); // a refresh the echo caused would start at once
  const counts = Object.entries(
    reads.reduce<Record<string, number>>((n, path) => ({ ...n, [path]: (n[path] ?? 0) + 1 }), {}),
  );
  expect(counts.length).toBeGreaterThan(0);
  for (const [path, times] of counts) expect(`${path} x${times}`).toBe(`${path} x1`);
});
