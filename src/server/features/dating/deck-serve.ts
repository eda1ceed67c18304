import { sql } from 'drizzle-orm';
import { builtOnce, preparedSql } from '../../db/built-once';
import { pgBool } from '../../db/values';
import type { AppContext } from '../../domain/context';
import { notFound } from '../../domain/errors';
import { USER_NOT_FOUND } from '../../domain/users';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { nextStatsHour } from '../../../shared/rules/pet-time';
import type { DeckCard } from '../../../shared/schemas/dating';
import { cardColumns, type CardRow, toPersonCard } from './cards';
import { superLikedViewer, twoWayFilters, viewerColumns } from './deck-filters';
import { activeSince, activeUntil, caredSince } from '../../../shared/rules/active-pets';
import {
  builtFor,
  searchedFor,
  type DeckQueue,
  queuedId,
  queueLength,
  storeQueue,
  withoutIndexes,
} from './deck-queue';
import { viewerSelect } from './viewer';

/**
 * One row per queued person who still passes every filter (none: a single row of nulls but the
 * viewer's), in queue order, the first `show` of them with their card.
 */
interface NextDeckRow extends Partial<CardRow> {
  signature: string;
  viewerLat: number | null;
  viewerLng: number | null;
  viewerLastPetActionAt: string | Date | null;
  /** Position in `ids`, from 1. */
  ord: number | string | null;
  superLikedMe: boolean | string | null;
  shown: boolean | string | null;
}

/**
 * A next deck in one statement and one round trip (bench/README.md "Deck"): the viewer's
 * signature, which of the queued `ids` still pass every filter as of now, and the cards of the
 * first `show` who do. The filters are the search's own (deck-filters.ts) over the viewer's
 * row, so the text is the same for everyone and PostgreSQL plans it once per connection.
 * Only the shown are looked up for cards: the others join on a null key, which reads no index
 * page (joined `on cu.id = e.id and e.shown`, all 40 were looked up and then half dropped).
 */
const nextDeck = builtOnce((db) => {
  const userId = sql`${sql.placeholder('userId')}::uuid`;
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  return preparedSql<NextDeckRow>(
    db,
    'dating_next_deck',
    sql`
      with v as (${viewerSelect(userId)}),
      e as (
        select q.ord, c.id, ${superLikedViewer(userId, 'probe')} as "superLikedMe",
               row_number() over (order by q.ord) <= ${sql.placeholder('show')}::int as shown
        from v
        cross join unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as q(id, ord)
        join users c on c.id = q.id
        where ${twoWayFilters(viewerColumns(userId, since), 'probe')}
      )
      select v.signature, v.lat as "viewerLat", v.lng as "viewerLng",
             v."lastPetActionAt" as "viewerLastPetActionAt",
             e.ord, e."superLikedMe", e.shown, ${cardColumns}
      from v
      left join e on true
      left join users cu on cu.id = case when e.shown then e.id end
      left join pets cp on cp.user_id = cu.id and cp.is_active
      order by e.ord`,
  );
});

/** A next deck, the queue it leaves in place, and when time alone would change it. */
export interface ServedCards {
  cards: DeckCard[];
  queue: DeckQueue;
  freshUntil: number;
}

/**
 * The next deck from the viewer's queue: its people re-checked in batches against every filter
 * as of now, those who fail dropped from the queue. Null when the viewer's own filters changed
 * since the search, or when the queue cannot fill a whole deck and a new search could find more.
 */
export async function serveFromQueue(
  ctx: AppContext,
  userId: string,
  queue: DeckQueue,
  now: Date,
): Promise<ServedCards | null> {
  const sinceDate = activeSince(now);
  const since = sinceDate.toISOString();
  const shown: DeckCard[] = [];
  const dropped = new Set<number>();
  const length = queueLength(queue);
  // Time-bound inputs of the answer: each pet's next stats hour, each "cared lately" lapsing.
  const timeBound: number[] = [queue.builtAt + DATING_QUERY.queueTtlMs];
  // (Someone whose care has lapsed already stays lapsed until they care: a write.)
  const lapses = (caredAt: string | Date | null | undefined) => {
    const until = caredAt ? activeUntil(new Date(caredAt)) : 0;
    if (until > now.getTime()) timeBound.push(until);
  };
  let start = 0;
  // At least once, even for an empty queue: the viewer's signature is checked each time.
  do {
    const end = Math.min(length, start + DATING_QUERY.serveBatch);
    const ids: string[] = [];
    for (let i = start; i < end; i++) ids.push(queuedId(queue, i));
    const rows = await nextDeck(ctx.db).execute({
      userId,
      ids,
      since,
      show: DATING.deckSize - shown.length,
    });
    const [first] = rows;
    if (!first) throw notFound(USER_NOT_FOUND);
    const caredLately = caredSince(first.viewerLastPetActionAt, sinceDate);
    if (!builtFor(queue, searchedFor(first.signature, caredLately))) return null;
    const centre =
      first.viewerLat !== null && first.viewerLng !== null
        ? { lat: first.viewerLat, lng: first.viewerLng }
        : null;
    lapses(first.viewerLastPetActionAt);

    const eligible = new Set<number>();
    for (const row of rows) {
      if (row.ord === null) continue;
      const ord = Number(row.ord);
      eligible.add(ord);
      if (!pgBool(row.shown)) continue;
      const card = row as CardRow;
      shown.push({
        ...toPersonCard(card, centre, now, queue.hearts[start + ord - 1] ?? 1),
        superLikedYou: pgBool(row.superLikedMe),
      });
      lapses(card.lastPetActionAt);
      if (card.petStatsAt) timeBound.push(nextStatsHour(new Date(card.petStatsAt), now));
    }
    for (let i = start; i < end; i++) if (!eligible.has(i - start + 1)) dropped.add(i);
    start = end;
  } while (shown.length < DATING.deckSize && start < length);

  const kept = dropped.size > 0 ? withoutIndexes(queue, dropped) : queue;
  if (kept !== queue) storeQueue(ctx, userId, kept);
  // A short deck searches again, unless the search found everyone who qualified a moment ago.
  if (shown.length < DATING.deckSize) {
    const searchAgainAt = queue.builtAt + DATING_QUERY.shortQueueTtlMs;
    if (!queue.complete || now.getTime() >= searchAgainAt) return null;
    timeBound.push(searchAgainAt);
  }
  // A super like sent since the search moves its sender to the front (stable otherwise).
  const cards = shown.sort((a, b) => Number(b.superLikedYou) - Number(a.superLikedYou));
  return { cards, queue: kept, freshUntil: Math.min(...timeBound) };
}
