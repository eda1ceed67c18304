import { sql, type SQL } from 'drizzle-orm';
import { idIn } from '../../db/id-in';
import { pgBool } from '../../db/values';
import type { AppContext } from '../../domain/context';
import { ANY } from '../../../shared/catalog/profile-options';
import type { PetType } from '../../../shared/catalog/pets';
import { EARTH_RADIUS_MILES } from '../../../shared/catalog/us-locations';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { compatibilityScore, heartsForScore } from '../../../shared/rules/compatibility';
import type { DeckCard } from '../../../shared/schemas/dating';
import { loadPersonCards } from './cards';
import { playStyles } from './play-style';
import { loadViewer, type Viewer } from './viewer';
import {
  cachedQueue,
  type DeckQueue,
  newQueue,
  queuedId,
  queueLength,
  storeQueue,
  viewerSignature,
  withoutIndexes,
} from './deck-queue';

const DAY_MS = 86_400_000;
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

/**
 * The deck (PRODUCT_RULES.md 3). The first load searches: SQL does every filter on one indexed
 * table and hands over at most DATING_QUERY.candidatePool people, super-likers of the caller
 * first, then the most recently active; compatibility is scored in memory and the ranking is
 * kept as the viewer's queue (deck-queue.ts). Later loads take the next DATING.deckSize people
 * of the queue who still pass every filter, so a pass, a block or a changed preference shows at
 * once; people who became eligible since the search appear once the queue is searched again.
 */
export async function potentialMatches(ctx: AppContext, userId: string): Promise<DeckCard[]> {
  const now = ctx.clock.now();
  const viewer = await loadViewer(ctx.db, userId);
  const queue = cachedQueue(ctx, viewer, now);
  const shown =
    (queue && (await serveFromQueue(ctx, viewer, queue, now))) ??
    (await searchAndQueue(ctx, viewer, now));
  if (shown.length === 0) return [];

  const cards = await loadPersonCards(
    ctx,
    viewer,
    shown.map((c) => c.id),
    now,
    new Map(shown.map((c) => [c.id, c.hearts])),
  );
  return shown.flatMap((c) => {
    const card = cards.get(c.id);
    return card ? [{ ...card, superLikedYou: c.superLikedMe }] : [];
  });
}

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
  storeQueue(ctx, viewer.id, newQueue(ranked, now.getTime(), viewerSignature(viewer), complete));
  return ranked.slice(0, DATING.deckSize);
}

/**
 * The next deck from the queue: its people re-checked in batches against every filter as of
 * now, those who fail dropped from the queue. Null when the queue cannot fill a whole deck and
 * a new search could find more.
 */
async function serveFromQueue(
  ctx: AppContext,
  viewer: Viewer,
  queue: DeckQueue,
  now: Date,
): Promise<Shown[] | null> {
  const shown: Shown[] = [];
  const dropped = new Set<number>();
  const length = queueLength(queue);
  let checked = 0;
  while (shown.length < DATING.deckSize && checked < length) {
    const batch: { index: number; id: string }[] = [];
    for (; checked < length && batch.length < DATING_QUERY.serveBatch; checked++) {
      batch.push({ index: checked, id: queuedId(queue, checked) });
    }
    const eligible = await stillEligible(
      ctx,
      viewer,
      batch.map((b) => b.id),
      now,
    );
    for (const { index, id } of batch) {
      const superLikedMe = eligible.get(id);
      if (superLikedMe === undefined) dropped.add(index);
      else if (shown.length < DATING.deckSize) {
        shown.push({ id, superLikedMe, hearts: queue.hearts[index] ?? 1 });
      }
    }
  }
  if (dropped.size > 0) storeQueue(ctx, viewer.id, withoutIndexes(queue, dropped));
  // A short deck searches again, unless the search found everyone who qualified a moment ago.
  const foundEveryoneLately =
    queue.complete && now.getTime() - queue.builtAt < DATING_QUERY.shortQueueTtlMs;
  if (shown.length < DATING.deckSize && !foundEveryoneLately) return null;
  // A super like sent since the search moves its sender to the front (stable otherwise).
  return shown.sort((a, b) => Number(b.superLikedMe) - Number(a.superLikedMe));
}

/**
 * Every filter holds both ways (docs/rules.md "Dating"): the candidate fits the caller's
 * preferences and the caller fits the candidate's. `c` is the candidate's users row, which
 * carries a copy of their preferences and active pet type (migration 0008). A candidate
 * without preferences has null ranges and never passes.
 */
function twoWayFilters(viewer: Viewer, now: Date): SQL[] {
  const me = viewer.id;
  const p = viewer.prefs;
  const conditions: SQL[] = [sql`c.id <> ${me}`];

  if (viewer.centre) {
    const { lat, lng } = viewer.centre;
    conditions.push(
      sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
            power(sin(radians(c.lat - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(c.lat))
              * power(sin(radians(c.lng - ${lng}::float8) / 2), 2)
          ))) <= least(${p.distance}::float8, c.deck_distance)`,
    );
  } else {
    conditions.push(sql`false`);
  }

  // Each one's age inside the other's range.
  conditions.push(
    sql`c.age between ${p.ageMin}::int and ${p.ageMax}::int`,
    sql`${viewer.age}::int between c.deck_age_min and c.deck_age_max`,
  );
  // Gender and sexual preference ('any' accepts everyone).
  if (p.genderPreference !== ANY) conditions.push(sql`c.gender = ${p.genderPreference}`);
  conditions.push(
    sql`(c.deck_gender_preference = ${ANY} or c.deck_gender_preference = ${viewer.gender ?? ''})`,
  );
  if (p.sexualPreferenceFilter !== ANY) {
    conditions.push(sql`c.sexual_preference = ${p.sexualPreferenceFilter}`);
  }
  conditions.push(
    sql`(c.deck_sexual_preference_filter = ${ANY}
         or c.deck_sexual_preference_filter = ${viewer.sexualPreference ?? ''})`,
  );
  // Active pet type.
  if (p.petPreference !== ANY) conditions.push(sql`c.active_pet_type = ${p.petPreference}`);
  conditions.push(
    sql`(c.deck_pet_preference = ${ANY} or c.deck_pet_preference = ${viewer.pet?.type ?? ''})`,
  );
  // Cared for a pet within DATING.activePetWithinDays, where either one asks for it.
  const since = new Date(now.getTime() - DATING.activePetWithinDays * DAY_MS);
  if (p.showOnlyActivePets) {
    conditions.push(sql`c.last_pet_action_at >= ${since.toISOString()}::timestamptz`);
  }
  const iAmActive = Boolean(viewer.lastPetActionAt && viewer.lastPetActionAt >= since);
  if (!iAmActive) conditions.push(sql`not c.deck_show_only_active_pets`);
  // Exclusions: anyone already swiped, matched (even if ended) or blocked either way.
  conditions.push(
    sql`not exists (select 1 from swipes s where s.swiper_id = ${me} and s.swiped_id = c.id)`,
    sql`not exists (select 1 from matches m
          where m.user_a = least(${me}::uuid, c.id) and m.user_b = greatest(${me}::uuid, c.id))`,
    sql`not exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = c.id)`,
    sql`not exists (select 1 from blocks b where b.blocker_id = c.id and b.blocked_id = ${me})`,
  );
  return conditions;
}

function superLikedMe(me: string): SQL {
  return sql`exists (select 1 from swipes s
                     where s.swiper_id = c.id and s.swiped_id = ${me} and s.direction = 'super')`;
}

/**
 * The search: a box around the caller's city lets the GiST index on the city point narrow the
 * users table, then the two-way filters decide, all on that one table; pets are joined for the
 * chosen few.
 */
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
  const conditions = [
    sql`point(c.lng, c.lat) <@ box(point(${lng - lngDelta}::float8, ${lat - latDelta}::float8),
                                   point(${lng + lngDelta}::float8, ${lat + latDelta}::float8))`,
    ...twoWayFilters(viewer, now),
  ];
  const result = await ctx.db.execute(sql`
    select q.*, p.level as "petLevel"
    from (
      select c.id as "id",
             c.last_pet_action_at as "lastActive",
             c.active_pet_type as "petType",
             ${superLikedMe(viewer.id)} as "superLikedMe"
      from users c
      where ${sql.join(conditions, sql` and `)}
      order by "superLikedMe" desc, c.last_pet_action_at desc nulls last, c.id
      limit ${DATING_QUERY.candidatePool}
    ) q
    left join pets p on p.user_id = q."id" and p.is_active`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: String(r.id),
    lastActive: r.lastActive ? new Date(r.lastActive as string | Date) : null,
    petType: (r.petType as PetType | null) ?? null,
    petLevel: r.petLevel === null || r.petLevel === undefined ? null : Number(r.petLevel),
    superLikedMe: pgBool(r.superLikedMe),
  }));
}

/** Which of `ids` still pass every filter now, each with whether they super-liked the viewer. */
async function stillEligible(
  ctx: AppContext,
  viewer: Viewer,
  ids: string[],
  now: Date,
): Promise<Map<string, boolean>> {
  const result = await ctx.db.execute(sql`
    select c.id as "id", ${superLikedMe(viewer.id)} as "superLikedMe"
    from users c
    where ${idIn(sql`c.id`, ids)}
      and ${sql.join(twoWayFilters(viewer, now), sql` and `)}`);
  return new Map(
    (result.rows as Record<string, unknown>[]).map((r) => [String(r.id), pgBool(r.superLikedMe)]),
  );
}
