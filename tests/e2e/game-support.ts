import { expect, type Page } from '@playwright/test';
import { api, registerViaApi, signInWithSession } from './support';

/** A new user with a new pet, Dash, on the emoji game with Start Game pressed. */
export async function newPlayerInGame(page: Page) {
  const auth = await registerViaApi(page);
  await api(page, auth, 'POST', '/api/pets', { name: 'Dash', type: 'dog', variant: 'corgi' });
  await signInWithSession(page, auth, '/emoji-match-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  return auth;
}

/** Plays like a person with a perfect memory: remembers every emoji seen, matches known pairs. */
export async function playToCompletion(page: Page) {
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const cards = page.getByRole('grid', { name: 'Memory cards' }).getByRole('button');
  await expect(cards).toHaveCount(16);

  async function flip(index: number): Promise<string> {
    const card = cards.nth(index);
    await card.click();
    await expect(card).toHaveAttribute('data-emoji', /.+/);
    const emoji = (await card.getAttribute('data-emoji')) ?? '';
    seen.set(index, emoji);
    return emoji;
  }
  async function settle() {
    // The pair is judged after 1 s; wait until no card is open.
    await expect(page.locator('[data-state="open"]')).toHaveCount(0, { timeout: 3000 });
  }
  const knownPair = () => {
    for (const [i, e] of seen) {
      if (matched.has(i)) continue;
      for (const [j, f] of seen) if (j !== i && !matched.has(j) && f === e) return [i, j] as const;
    }
    return null;
  };

  while (matched.size < 16) {
    const pair = knownPair();
    if (pair) {
      await flip(pair[0]);
      await flip(pair[1]);
      matched.add(pair[0]).add(pair[1]);
      if (matched.size < 16) await settle();
      continue;
    }
    const unknown = [...Array(16).keys()].filter((i) => !seen.has(i) && !matched.has(i));
    const first = unknown[0]!;
    const emoji = await flip(first);
    const partner = [...seen].find(([j, e]) => j !== first && e === emoji && !matched.has(j));
    const second = partner ? partner[0] : unknown[1]!;
    const secondEmoji = await flip(second);
    if (secondEmoji === emoji) matched.add(first).add(second);
    if (matched.size < 16) await settle();
  }
}
