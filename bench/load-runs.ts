/**
 * The HTTP load figures of `npm run bench` (run.ts starts the server and calls these in order):
 * the deck's four, swipes, care actions and the conversation list. Each figure is recorded by
 * the runner and divided by the health baseline measured just before in the same server.
 */
import { randomUUID } from 'node:crypto';
import { forEachLimited, type loadRunner } from './cannon';
import type { Figure } from './figure';
import type { Population } from './population';
import { json } from './server-process';
import { DATING } from '../src/shared/constants';
import { shuffle } from '../src/shared/rules/emoji-game';

export interface LoadContext {
  cannon: ReturnType<typeof loadRunner>;
  /** The server's origin, e.g. http://127.0.0.1:4123. */
  base: string;
  /** Each session user's bearer token. */
  tokens: Map<string, string>;
  /** 2,000 users spread over the population, each with a session. */
  deckUsers: string[];
  pop: Population;
  quick: boolean;
  /** Divides a figure by the health baseline (its ratio columns). */
  ratio: (figure: Figure) => void;
  /**
   * Pairs swiped by the deck runs ("from>to"), which the swipe run must not send again (a 409).
   * In the quick run's small population, "far" people can be in someone's deck.
   */
  swiped: Set<string>;
}

interface SwipePair {
  from: string;
  to: string;
  dir: string;
}

/** A counted run of swipes: each pair once, in order. */
function swipeRun(ctx: LoadContext, name: string, pairs: SwipePair[]): Promise<Figure> {
  let i = 0;
  return ctx.cannon(
    name,
    ctx.base,
    () => {
      const p = pairs[i++ % pairs.length]!;
      return {
        method: 'POST',
        path: '/api/dating/swipe',
        headers: json(ctx.tokens.get(p.from)!),
        body: JSON.stringify({ direction: p.dir, swipedId: p.to }),
      };
    },
    { amount: pairs.length },
  );
}

/**
 * Four deck figures (bench/README.md "Deck"), each but the third one request per user: the
 * first deck searches and ranks; the next deck is served from the ranked queue with every
 * filter re-checked in SQL; repeat loads (nobody on the deck wrote since) are answered by the
 * deck the instance kept; then each user passes on their deck's cards until the deck screen
 * asks for the next (DATING.nextDeckAt cards left) and loads it, as the app does: the answer
 * repeats the cards still held and adds the next people (the swiped are re-checked away).
 */
export async function deckRuns(ctx: LoadContext): Promise<void> {
  const { cannon, base, tokens, deckUsers, ratio } = ctx;
  // Each run asks in a new order, as people come back in no particular order. (Behind a
  // round-robin proxy, one fixed order would also send each user to the same instance each run.)
  const deckRequest = () => {
    const order = shuffle(deckUsers, Math.random);
    let i = 0;
    return () => ({
      method: 'GET',
      path: '/api/dating/potential-matches',
      headers: json(tokens.get(order[i++ % order.length]!)!),
    });
  };
  const onceEach = { amount: deckUsers.length };
  // next() runs once before the run for the request's shape, so `amount` requests reach
  // users 1..n-1 then 0: each user exactly once.
  ratio(
    await cannon('GET /api/dating/potential-matches (first deck)', base, deckRequest(), onceEach),
  );
  ratio(
    await cannon(
      'GET /api/dating/potential-matches (next deck, re-checked)',
      base,
      deckRequest(),
      onceEach,
    ),
  );
  ratio(
    await cannon('GET /api/dating/potential-matches (repeat loads, kept)', base, deckRequest()),
  );

  const decks = await forEachLimited(deckUsers, 50, async (user) => {
    const res = await fetch(`${base}/api/dating/potential-matches`, {
      headers: json(tokens.get(user)!),
    });
    return { user, ids: ((await res.json()) as { id: string }[]).map((card) => card.id) };
  });
  const passes: SwipePair[] = [];
  for (let k = 0; k < DATING.deckSize - DATING.nextDeckAt; k++) {
    for (const { user, ids } of decks) {
      const id = ids[k];
      if (!id) continue;
      passes.push({ from: user, to: id, dir: 'left' });
      ctx.swiped.add(`${user}>${id}`);
    }
  }
  await swipeRun(
    ctx,
    `POST /api/dating/swipe (passing on the deck until ${DATING.nextDeckAt} cards are left)`,
    passes,
  );
  ratio(
    await cannon(
      `GET /api/dating/potential-matches (next deck, asked with ${DATING.nextDeckAt} cards left)`,
      base,
      deckRequest(),
      onceEach,
    ),
  );
}

/**
 * Swipes on distinct, valid pairs: each deck user swipes people far from its already-swiped
 * neighbours; at most 100 per user (the per-user limit is 120 a minute).
 */
export async function swipeRuns(ctx: LoadContext): Promise<void> {
  const { pop, deckUsers } = ctx;
  const pairs: SwipePair[] = [];
  const n = pop.userIds.length;
  const indexOf = new Map(pop.userIds.map((id, i) => [id, i]));
  for (let k = 0; k < 100; k++) {
    for (const u of deckUsers) {
      const i = indexOf.get(u)!;
      const to = pop.userIds[(i + Math.floor(n / 3) + k * 3) % n]!;
      if (to === u || ctx.swiped.has(`${u}>${to}`)) continue;
      pairs.push({ from: u, to, dir: k % 5 === 0 ? 'right' : 'left' });
    }
  }
  ctx.ratio(
    await swipeRun(ctx, 'POST /api/dating/swipe', pairs.slice(0, ctx.quick ? 3_000 : 30_000)),
  );
}

/** Care actions on the deck users' active pets, feed/play/groom/train in turn. */
export async function careRuns(ctx: LoadContext): Promise<void> {
  const { pop, deckUsers, tokens } = ctx;
  // Each active pet starts at energy 100: 19 actions of 5 each before it is too tired.
  const indexOf = new Map(pop.userIds.map((id, i) => [id, i]));
  const actions = ['feed', 'play', 'groom', 'train'];
  const jobs: { user: string; pet: string; action: string }[] = [];
  for (let k = 0; k < 19; k++) {
    for (const u of deckUsers) {
      jobs.push({ user: u, pet: pop.activePetIds[indexOf.get(u)!]!, action: actions[k % 4]! });
    }
  }
  let i = 0;
  // Each action keyed, as the app sends it (migration 0034); unique per run.
  const run = `care_${randomUUID()}`;
  ctx.ratio(
    await ctx.cannon(
      'POST /api/pets/:id/action',
      ctx.base,
      () => {
        const j = jobs[i++ % jobs.length]!;
        return {
          method: 'POST',
          path: `/api/pets/${j.pet}/action`,
          headers: { ...json(tokens.get(j.user)!), 'idempotency-key': `${run}_${i}` },
          body: JSON.stringify({ action: j.action }),
        };
      },
      { amount: Math.min(jobs.length, ctx.quick ? 3_000 : 30_000) },
    ),
  );
}

/** The heavy user's conversation list (201 matches), 10 connections. */
export async function conversationRuns(ctx: LoadContext): Promise<void> {
  const token = ctx.tokens.get(ctx.pop.heavyUserId)!;
  ctx.ratio(
    await ctx.cannon(
      'GET /api/messages/conversations (200 matches)',
      ctx.base,
      () => ({ method: 'GET', path: '/api/messages/conversations', headers: json(token) }),
      { connections: 10 },
    ),
  );
}
