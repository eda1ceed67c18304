import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../domain/context';
import { DATING_QUERY } from '../../../shared/constants';
import type { Viewer } from './viewer';

/**
 * A viewer's ranked deck queue: the candidate search and compatibility ranking run once, and
 * the next deck loads are served from the queue (docs/rules.md "Dating", bench/README.md
 * "Deck"). Every card is still re-checked against every filter when it is served, so the
 * queue can only be late to show someone new, never wrong to show someone.
 */
export interface DeckQueue {
  /** Ranked best first: super-likers of the viewer, then compatibility, then recent care. */
  ids: string[];
  hearts: Map<string, number>;
  builtAt: number;
  /** The viewer's own filter inputs when built; any change means a new search. */
  signature: string;
}

const queuesByApp = new WeakMap<AppContext, LRUCache<string, DeckQueue>>();

function queuesOf(ctx: AppContext): LRUCache<string, DeckQueue> {
  let queues = queuesByApp.get(ctx);
  if (!queues) {
    // Bounded by ids held (~60 bytes each), not by viewers: at most ~15 MB per instance.
    queues = new LRUCache<string, DeckQueue>({
      maxSize: DATING_QUERY.queueIdsPerInstance,
      sizeCalculation: (queue) => Math.max(1, queue.ids.length),
    });
    queuesByApp.set(ctx, queues);
  }
  return queues;
}

/** Everything of the viewer's own that decides who their search finds. */
export function viewerSignature(viewer: Viewer): string {
  const { userId: _userId, stateCode: _state, city: _city, ...prefs } = viewer.prefs;
  return JSON.stringify([
    viewer.age,
    viewer.gender,
    viewer.sexualPreference,
    viewer.centre,
    viewer.pet?.type ?? null,
    prefs,
  ]);
}

/** The viewer's queue if it is still good to serve from at `now`. */
export function cachedQueue(ctx: AppContext, viewer: Viewer, now: Date): DeckQueue | null {
  const queue = queuesOf(ctx).get(viewer.id);
  if (!queue) return null;
  const fresh = now.getTime() - queue.builtAt < DATING_QUERY.queueTtlMs;
  return fresh && queue.signature === viewerSignature(viewer) ? queue : null;
}

export function storeQueue(ctx: AppContext, userId: string, queue: DeckQueue): void {
  if (queue.ids.length === 0) queuesOf(ctx).delete(userId);
  else queuesOf(ctx).set(userId, queue);
}

/** Someone new must be considered at once (a super like puts its sender first). */
export function forgetQueue(ctx: AppContext, userId: string): void {
  queuesOf(ctx).delete(userId);
}
