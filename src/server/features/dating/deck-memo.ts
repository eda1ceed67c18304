import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../domain/context';
import { DATING_QUERY } from '../../../shared/constants';
import type { DeckQueue } from './deck-queue';

/**
 * A deck the viewer loaded, kept by the instance to answer their repeat loads without the
 * database (docs/rules.md "Dating", bench/README.md "Deck"). It holds while nothing it was
 * built from has changed: no write by the viewer or by anyone on it (each instance hears of
 * every write, change log below), the same queue, and nothing due in time (a pet's stats
 * advancing an hour, a care streak lapsing, the queue's age).
 */
export interface ServedDeck {
  /** The queue it was served from: a new search, or a forgotten queue, ends it. */
  queue: DeckQueue;
  /** The viewer and everyone shown: a write by any of them ends it. */
  people: string[];
  /** The change log's position before its check began (changeMark). */
  mark: number;
  /**
   * When time alone would change it (ms since the epoch); keepDeck caps it at
   * DATING_QUERY.servedDeckMaxAgeMs from now.
   */
  freshUntil: number;
  /** The response, serialised once. */
  body: string;
}

/**
 * Who wrote lately, in order: each write by a user takes the next number. A deck checked
 * after mark M is stale once any of its people has a number above M. Entries older than the
 * longest a served deck lives are dropped, oldest first (a Map keeps insertion order).
 */
class ChangeLog {
  private last = 0;
  private readonly byUser = new Map<string, { mark: number; at: number }>();

  mark(): number {
    return this.last;
  }

  changed(userId: string, at: number): void {
    this.byUser.delete(userId);
    this.byUser.set(userId, { mark: ++this.last, at });
    const cutoff = at - DATING_QUERY.servedDeckMaxAgeMs;
    for (const [id, entry] of this.byUser) {
      if (entry.at >= cutoff) break;
      this.byUser.delete(id);
    }
  }

  changedSince(userIds: readonly string[], mark: number): boolean {
    return userIds.some((id) => (this.byUser.get(id)?.mark ?? 0) > mark);
  }
}

interface Memo {
  log: ChangeLog;
  decks: LRUCache<string, ServedDeck>;
}

const memos = new WeakMap<AppContext, Memo>();

function memoOf(ctx: AppContext): Memo {
  const existing = memos.get(ctx);
  if (existing) return existing;
  const memo: Memo = {
    log: new ChangeLog(),
    decks: new LRUCache<string, ServedDeck>({
      maxSize: DATING_QUERY.servedDeckBytesPerInstance,
      sizeCalculation: (deck) => Math.max(1, deck.body.length),
    }),
  };
  // A write through another instance (deckChanged there).
  ctx.bus.onInstanceNotice((notice) => {
    if (notice.type === 'user_changed') memo.log.changed(notice.userId, ctx.clock.now().getTime());
  });
  memos.set(ctx, memo);
  return memo;
}

/** Where the change log stands: taken before a deck's check reads anything. */
export function changeMark(ctx: AppContext): number {
  return memoOf(ctx).log.mark();
}

/**
 * `userId` wrote something: every deck kept for them or showing them is stale, here at once and
 * on the other instances when the bus delivers the notice.
 */
export function deckChanged(ctx: AppContext, userId: string): void {
  memoOf(ctx).log.changed(userId, ctx.clock.now().getTime());
  ctx.bus
    .notifyInstances({ type: 'user_changed', userId })
    .catch((err: unknown) => ctx.log.warn({ err }, 'deck change notice failed'));
}

/**
 * Every request that can write (any method but GET and HEAD) by a signed-in user marks them
 * changed before its answer leaves, so their next load, on any instance, never meets a deck
 * from before it. Every write a deck depends on is made by one of the two people it concerns
 * (a swipe, a block, a profile, preference, photo or pet change), in their own request.
 */
export function watchDeckChanges(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.userId && request.method !== 'GET' && request.method !== 'HEAD') {
      deckChanged(ctx, request.userId);
    }
    done(null, payload);
  });
}

/** The viewer's kept deck, when it still holds for `queue` (their current one) at `now`. */
export function keptDeck(
  ctx: AppContext,
  userId: string,
  queue: DeckQueue,
  now: Date,
): string | null {
  const memo = memoOf(ctx);
  const deck = memo.decks.get(userId);
  if (!deck) return null;
  const at = now.getTime();
  const holds =
    deck.queue === queue && at < deck.freshUntil && !memo.log.changedSince(deck.people, deck.mark);
  if (!holds) memo.decks.delete(userId);
  return holds ? deck.body : null;
}

/** Keeps `deck`, checked at `now`, for the viewer's repeat loads. */
export function keepDeck(ctx: AppContext, userId: string, now: Date, deck: ServedDeck): void {
  const longest = now.getTime() + DATING_QUERY.servedDeckMaxAgeMs;
  memoOf(ctx).decks.set(userId, { ...deck, freshUntil: Math.min(deck.freshUntil, longest) });
}
