import { sql } from 'drizzle-orm';
import { builtOnce, preparedSql } from '../../db/built-once';
import { pgBool } from '../../db/values';
import type { AppContext } from '../../domain/context';
import type { PetType } from '../../../shared/catalog/pets';
import { EARTH_RADIUS_MILES } from '../../../shared/catalog/us-locations';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { compatibilityScore, heartsForScore } from '../../../shared/rules/compatibility';
import { type DeckCard, PotentialMatchesResponseSchema } from '../../../shared/schemas/dating';
import { serializerCompiler } from '../../plugins/response-serializer';
import { loadPersonCards } from './cards';
import { superLikedViewer, twoWayFilters, viewerPlaceholders, viewerValues } from './deck-filters';
import { activeSince, caredSince } from '../../../shared/rules/active-pets';
import { changeMark, keepDeck, keptDeck } from './deck-memo';
import { newQueue, recentQueue, searchedFor, storeQueue } from './deck-queue';
import { serveFromQueue } from './deck-serve';
import { playStyles } from './play-style';
import { loadViewer, type Viewer } from './viewer';

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

interface Candidate {
  id: string;
  lastActive: Date | null;
  petType: PetType | null;
  petLevel: number | null;
  superLikedMe: boolean;
}

/** A card to show: who, whether they super-liked the viewer, and their compatibility hearts. */
interface Shown {
  id: string;
  superLikedMe: boolean;
  hearts: number;
}

/** How a deck load was answered: the kept deck, the queue re-checked in SQL, or a new search. */
export type DeckServedBy = 'kept' | 'queue' | 'search';

/** A deck load's response body, and how it was served (the deck_loads_total metric). */
export interface DeckAnswer {
  body: string;
  servedBy: DeckServedBy;
}

/**
 * The deck (PRODUCT_RULES.md 3). The first load searches: SQL does every filter on one indexed
 * table and hands over at most DATING_QUERY.candidatePool people, super-likers of the caller
 * first, then the most recently active; compatibility is scored in memory and the ranking is
 * kept as the viewer's queue (deck-queue.ts). Later loads take the next DATING.deckSize people
 * of the queue who still pass every filter (deck-serve.ts), so a pass, a block or a changed
 * preference shows at once; people who became eligible since the search appear once the queue
 * is searched again. A deck checked that way is kept for repeat loads while nobody on it, the
 * viewer included, has written anything since (deck-memo.ts).
 */
export async function potentialMatches(ctx: AppContext, userId: string): Promise<DeckAnswer> {
  const now = ctx.clock.now();
  const queue = recentQueue(ctx, userId, now);
  if (queue) {
    const kept = keptDeck(ctx, userId, queue, now);
    if (kept) return { body: kept, servedBy: 'kept' };
    const mark = changeMark(ctx);
    const served = await serveFromQueue(ctx, userId, queue, now);
    if (served) {
      const body = deckBody(served.cards);
      keepDeck(ctx, userId, now, {
        queue: served.queue,
        people: [userId, ...served.cards.map((card) => card.id)],
        mark,
        freshUntil: served.freshUntil,
        body,
      });
      return { body, servedBy: 'queue' };
    }
  }

  const viewer = await loadViewer(ctx.db, userId);
  const shown = await searchAndQueue(ctx, viewer, now);
  if (shown.length === 0) return { body: deckBody([]), servedBy: 'search' };
  const cards = await loadPersonCards(
    ctx,
    viewer,
    shown.map((c) => c.id),
    now,
    new Map(shown.map((c) => [c.id, c.hearts])),
  );
  const body = deckBody(
    shown.flatMap((c) => {
      const card = cards.get(c.id);
      return card ? [{ ...card, superLikedYou: c.superLikedMe }] : [];
    }),
  );
  return { body, servedBy: 'search' };
}

/**
 * The route's own serializer (plugins/response-serializer.ts: checked against the schema,
 * reduced to its fields), run here so a kept deck is serialised once and sent as it is.
 */
const deckBody: (cards: DeckCard[]) => string = serializerCompiler({
  schema: PotentialMatchesResponseSchema,
  method: 'GET',
  url: '/api/dating/potential-matches',
  httpStatus: '200',
});

/**
 * Searches the candidates and ranks them (super-likers first, then compatibility, then care),
 * keeps the ranking as the viewer's queue and returns its first deck.
 */
async function searchAndQueue(ctx: AppContext, viewer: Viewer, now: Date): Promise<Shown[]> {
  const candidates = await findCandidates(ctx, viewer, now);
  const petInfo = new Map<string, { type: PetType; level: number } | null>([
    [viewer.id, viewer.pet],
  ]);
  for (const c of candidates) {
    petInfo.set(c.id, c.petType ? { type: c.petType, level: c.petLevel ?? 1 } : null);
  }
  const styles = candidates.length > 0 ? await playStyles(ctx, petInfo, now) : new Map();
  const mine = styles.get(viewer.id);
  const scores = new Map<string, number>();
  for (const c of candidates) {
    const theirs = styles.get(c.id);
    scores.set(c.id, mine && theirs ? compatibilityScore(mine, theirs) : 0);
  }
  const ranked = [...candidates]
    .sort(
      (a, b) =>
        Number(b.superLikedMe) - Number(a.superLikedMe) ||
        (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) ||
        (b.lastActive?.getTime() ?? 0) - (a.lastActive?.getTime() ?? 0) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((c) => ({
      id: c.id,
      superLikedMe: c.superLikedMe,
      hearts: heartsForScore(scores.get(c.id) ?? 0),
    }));
  const complete = candidates.length < DATING_QUERY.candidatePool;
  const caredLately = caredSince(viewer.lastPetActionAt, activeSince(now));
  const searched = searchedFor(viewer.signature, caredLately);
  storeQueue(ctx, viewer.id, newQueue(ranked, now.getTime(), searched, complete));
  return ranked.slice(0, DATING.deckSize);
}

/**
 * The search: a box around the caller's city lets the GiST index on the city point narrow the
 * users table, then the two-way filters decide, all on that one table; pets are joined for the
 * chosen few. Built once; the same text for every viewer.
 */
const candidateRows = builtOnce((db) => {
  const viewer = viewerPlaceholders();
  const corner = (lng: string, lat: string) =>
    sql`point(${sql.placeholder(lng)}::float8, ${sql.placeholder(lat)}::float8)`;
  return preparedSql<CandidateRow>(
    db,
    'dating_candidates',
    sql`
      select q.*, p.level as "petLevel"
      from (
        select c.id as "id",
               c.last_pet_action_at as "lastActive",
               c.active_pet_type as "petType",
               ${superLikedViewer(viewer.id, 'hash')} as "superLikedMe"
        from users c
        where point(c.lng, c.lat) <@ box(${corner('west', 'south')}, ${corner('east', 'north')})
          and ${twoWayFilters(viewer, 'hash')}
        order by "superLikedMe" desc, c.last_pet_action_at desc nulls last, c.id
        limit ${DATING_QUERY.candidatePool}
      ) q
      left join pets p on p.user_id = q."id" and p.is_active`,
  );
});

interface CandidateRow {
  id: string;
  lastActive: string | Date | null;
  petType: string | null;
  petLevel: number | null;
  superLikedMe: boolean | string;
}

async function findCandidates(ctx: AppContext, viewer: Viewer, now: Date): Promise<Candidate[]> {
  if (!viewer.centre) return [];
  const { lat, lng } = viewer.centre;
  const distance = viewer.prefs.distance;
  // 1% margin so the box never cuts the circle.
  const latDelta = (distance / MILES_PER_DEGREE) * 1.01;
  const farthestLat = Math.min(89, Math.abs(lat) + latDelta);
  const lngDelta = Math.min(
    180,
    (distance / (MILES_PER_DEGREE * Math.cos((farthestLat * Math.PI) / 180))) * 1.01,
  );
  const rows = await candidateRows(ctx.db).execute({
    ...viewerValues(viewer, now),
    west: lng - lngDelta,
    south: lat - latDelta,
    east: lng + lngDelta,
    north: lat + latDelta,
  });
  return rows.map((r) => ({
    id: r.id,
    lastActive: r.lastActive === null ? null : new Date(r.lastActive),
    petType: (r.petType as PetType | null) ?? null,
    petLevel: r.petLevel,
    superLikedMe: pgBool(r.superLikedMe),
  }));
}
