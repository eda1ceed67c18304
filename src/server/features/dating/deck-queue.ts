import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../domain/context';
import { DATING_QUERY } from '../../../shared/constants';

const UUID_BYTES = 16;

/**
 * A viewer's ranked deck queue: the candidate search and compatibility ranking run once, and
 * the next deck loads are served from the queue (docs/rules.md "Dating", bench/README.md
 * "Deck"). Every card is still re-checked against every filter when it is served, so the
 * queue can only be late to show someone new, never wrong to show someone.
 *
 * Stored compactly (16 bytes and 1 heart byte per person) so thousands of viewers' queues fit
 * in a few megabytes: as strings they took ~20 KB each and the cache thrashed at 2,000 viewers.
 */
export interface DeckQueue {
  /** Ranked best first (super-likers, compatibility, recent care): UUIDs, 16 bytes each. */
  ids: Buffer;
  /** Compatibility hearts (1-5) of each person, in queue order. */
  hearts: Uint8Array;
  builtAt: number;
  /**
   * What the queue was searched for (searchedFor): the viewer's own filter inputs and whether
   * they counted as caring lately; any change means a new search.
   */
  signature: string;
  /**
   * The search found everyone who qualified (fewer than DATING_QUERY.candidatePool): for a while
   * (DATING_QUERY.shortQueueTtlMs) a short deck is all there is, a new search would find the same.
   */
  complete: boolean;
}

export function newQueue(
  ranked: readonly { id: string; hearts: number }[],
  builtAt: number,
  signature: string,
  complete: boolean,
): DeckQueue {
  const ids = Buffer.alloc(ranked.length * UUID_BYTES);
  const hearts = new Uint8Array(ranked.length);
  ranked.forEach((person, i) => {
    ids.write(person.id.replace(/-/g, ''), i * UUID_BYTES, 'hex');
    hearts[i] = person.hearts;
  });
  return { ids, hearts, builtAt, signature, complete };
}

export function queueLength(queue: DeckQueue): number {
  return queue.hearts.length;
}

/** The id at `index`, as the lowercase UUID text the database returns. */
export function queuedId(queue: DeckQueue, index: number): string {
  const hex = queue.ids.toString('hex', index * UUID_BYTES, (index + 1) * UUID_BYTES);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The queue without the people at `dropped` (indexes), order kept. */
export function withoutIndexes(queue: DeckQueue, dropped: ReadonlySet<number>): DeckQueue {
  const kept: { id: string; hearts: number }[] = [];
  for (let i = 0; i < queueLength(queue); i++) {
    if (!dropped.has(i)) kept.push({ id: queuedId(queue, i), hearts: queue.hearts[i] ?? 1 });
  }
  return newQueue(kept, queue.builtAt, queue.signature, queue.complete);
}

const queuesByApp = new WeakMap<AppContext, LRUCache<string, DeckQueue>>();

function queuesOf(ctx: AppContext): LRUCache<string, DeckQueue> {
  const existing = queuesByApp.get(ctx);
  if (existing) return existing;
  // Bounded by queued people (17 bytes each), not by viewers: ~17 MB per instance at most.
  const queues = new LRUCache<string, DeckQueue>({
    maxSize: DATING_QUERY.queueIdsPerInstance,
    sizeCalculation: (queue) => Math.max(1, queueLength(queue)),
  });
  // A super like taken by another instance (forgetQueue there).
  ctx.bus.onInstanceNotice((notice) => {
    if (notice.type === 'deck_stale') queues.delete(notice.userId);
  });
  queuesByApp.set(ctx, queues);
  return queues;
}

/**
 * The viewer's queue if it is recent enough to serve from at `now`; it also needs the viewer's
 * own filter inputs unchanged (builtFor), which the caller checks against the viewer it reads.
 */
export function recentQueue(ctx: AppContext, userId: string, now: Date): DeckQueue | null {
  const queue = queuesOf(ctx).get(userId);
  return queue && now.getTime() - queue.builtAt < DATING_QUERY.queueTtlMs ? queue : null;
}

/**
 * The viewer as a search sees them: their signature (Viewer.signature) and whether they cared
 * for a pet lately. The latter decides who can see them under "active pets only" (the default),
 * so someone who has just cared for their pet is searched for again at once rather than shown
 * the empty deck of a moment ago.
 */
export function searchedFor(signature: string, caredLately: boolean): string {
  return `${signature}|${caredLately ? 'cared' : 'idle'}`;
}

/** Whether `queue` was searched for the viewer as they are now (searchedFor). */
export function builtFor(queue: DeckQueue, viewerNow: string): boolean {
  return queue.signature === viewerNow;
}

export function storeQueue(ctx: AppContext, userId: string, queue: DeckQueue): void {
  // An empty complete queue is kept: it says "nobody else qualifies" for a while.
  if (queueLength(queue) === 0 && !queue.complete) queuesOf(ctx).delete(userId);
  else queuesOf(ctx).set(userId, queue);
}

/**
 * Someone new must be considered at once (a super like puts its sender first): the queue goes
 * here and, through the bus, on every other instance that holds one for this user.
 */
export function forgetQueue(ctx: AppContext, userId: string): void {
  queuesOf(ctx).delete(userId);
  ctx.bus
    .notifyInstances({ type: 'deck_stale', userId })
    .catch((err: unknown) => ctx.log.warn({ err }, 'deck notice failed'));
}
