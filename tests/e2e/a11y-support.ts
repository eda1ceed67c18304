// Helpers for the accessibility journeys: a signed-in user with a pet, a match and messages, and
// a wait for a screen to settle before it is checked.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { VARIANTS_BY_TYPE } from '../../src/shared/catalog/pets';
import { matchThroughSwipes, registerViaApi, type Auth } from './support';

async function api<T = unknown>(
  page: Page,
  auth: Auth,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${auth.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** axe-core's serious and critical findings on the current screen, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join(' | ')}`,
    );
}

/** Waits until the screen has loaded: a heading, no loading spinner, no running transition. */
export async function settle(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** A signed-in user with a pet, a match (who has a pet too) with a message each way, and a deck. */
export async function userWithPetAndMatch(page: Page) {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', {
    name: 'Pixel',
    type: 'cat',
    variant: VARIANTS_BY_TYPE.cat[0],
  });
  const deck = await api<Array<{ id: string }>>(page, auth, 'GET', '/api/dating/potential-matches');
  expect(deck.length).toBeGreaterThan(2);
  // A person of the test's own rather than a demo user: demo users like back only half of all
  // pairs, and a short deck can hold no one who does.
  const match = await registerViaApi(page, { displayName: 'Sam', gender: 'Male' });
  await api(page, match, 'POST', '/api/pets', {
    name: 'Biscuit',
    type: 'dog',
    variant: VARIANTS_BY_TYPE.dog[0],
  });
  await matchThroughSwipes(page.request, auth, match);
  const matchId = match.user.id;
  await api(page, auth, 'POST', '/api/messages/send', {
    receiverId: matchId,
    content: 'Hi! Your pet looks adorable.',
  });
  await api(page, match, 'POST', '/api/messages/send', {
    receiverId: auth.user.id,
    content: 'Thanks! Biscuit says hi.',
  });
  const [adoptable] = await api<Array<{ id: string }>>(page, auth, 'GET', '/api/pets/adoptable');
  if (!adoptable) throw new Error('nothing to adopt');
  return { auth, matchId, adoptableId: adoptable.id };
}
