import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../domain/context';
import { ANY } from '../../../shared/catalog/profile-options';
import type { PetType } from '../../../shared/catalog/pets';
import { EARTH_RADIUS_MILES } from '../../../shared/catalog/us-locations';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { compatibilityScore, heartsForScore } from '../../../shared/rules/compatibility';
import type { DeckCard } from '../../../shared/schemas/dating';
import { loadPersonCards } from './cards';
import { loadPlayStyles } from './play-style';
import { loadViewer, type Viewer } from './viewer';

const DAY_MS = 86_400_000;
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

interface Candidate {
  id: string;
  lastActive: Date | null;
  petType: PetType | null;
  petLevel: number | null;
  superLikedMe: boolean;
}

/**
 * The deck (PRODUCT_RULES.md 3). SQL does every filter on indexed keys and hands over at most
 * DATING_QUERY.candidatePool people, super-likers of the caller first, then the most recently
 * active; compatibility is then scored in memory and the best DATING.deckSize are returned,
 * super-likers still first.
 */
export async function potentialMatches(ctx: AppContext, userId: string): Promise<DeckCard[]> {
  const now = ctx.clock.now();
  const viewer = await loadViewer(ctx.db, userId);
  const candidates = await findCandidates(ctx, viewer, now);
  if (candidates.length === 0) return [];

  const petInfo = new Map<string, { type: PetType; level: number } | null>([
    [viewer.id, viewer.pet],
  ]);
  for (const c of candidates) {
    petInfo.set(c.id, c.petType ? { type: c.petType, level: c.petLevel ?? 1 } : null);
  }
  const styles = await loadPlayStyles(ctx.db, petInfo, now);
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
    .slice(0, DATING.deckSize);

  const hearts = new Map(ranked.map((c) => [c.id, heartsForScore(scores.get(c.id) ?? 0)]));
  const cards = await loadPersonCards(
    ctx.db,
    viewer,
    ranked.map((c) => c.id),
    now,
    hearts,
  );
  return ranked.flatMap((c) => {
    const card = cards.get(c.id);
    return card ? [{ ...card, superLikedYou: c.superLikedMe }] : [];
  });
}

/**
 * Every filter holds both ways (docs/rules.md "Dating"): the candidate fits the caller's
 * preferences and the caller fits the candidate's. All in one query on indexed keys.
 */
async function findCandidates(ctx: AppContext, viewer: Viewer, now: Date): Promise<Candidate[]> {
  const me = viewer.id;
  const p = viewer.prefs;
  const conditions: SQL[] = [sql`c.id <> ${me}`];

  if (viewer.centre) {
    const { lat, lng } = viewer.centre;
    // A box around the caller's city lets the (lat, lng) index do the narrowing; the exact
    // great-circle distance then decides. 1% margin so the box never cuts the circle.
    const latDelta = (p.distance / MILES_PER_DEGREE) * 1.01;
    const farthestLat = Math.min(89, Math.abs(lat) + latDelta);
    const lngDelta = Math.min(
      180,
      (p.distance / (MILES_PER_DEGREE * Math.cos((farthestLat * Math.PI) / 180))) * 1.01,
    );
    conditions.push(
      sql`c.lat between ${lat - latDelta}::float8 and ${lat + latDelta}::float8`,
      sql`c.lng between ${lng - lngDelta}::float8 and ${lng + lngDelta}::float8`,
      sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
            power(sin(radians(c.lat - ${lat}::float8) / 2), 2)
            + cos(radians(${lat}::float8)) * cos(radians(c.lat))
              * power(sin(radians(c.lng - ${lng}::float8) / 2), 2)
          ))) <= least(${p.distance}::float8, cp.distance)`,
    );
  } else {
    conditions.push(sql`false`);
  }

  // Each one's age inside the other's range.
  conditions.push(
    sql`c.age between ${p.ageMin}::int and ${p.ageMax}::int`,
    sql`${viewer.age}::int between cp.age_min and cp.age_max`,
  );
  // Gender and sexual preference ('any' accepts everyone).
  if (p.genderPreference !== ANY) conditions.push(sql`c.gender = ${p.genderPreference}`);
  conditions.push(
    sql`(cp.gender_preference = ${ANY} or cp.gender_preference = ${viewer.gender ?? ''})`,
  );
  if (p.sexualPreferenceFilter !== ANY) {
    conditions.push(sql`c.sexual_preference = ${p.sexualPreferenceFilter}`);
  }
  conditions.push(
    sql`(cp.sexual_preference_filter = ${ANY}
         or cp.sexual_preference_filter = ${viewer.sexualPreference ?? ''})`,
  );
  // Active pet type.
  if (p.petPreference !== ANY) conditions.push(sql`p.type = ${p.petPreference}`);
  conditions.push(
    sql`(cp.pet_preference = ${ANY} or cp.pet_preference = ${viewer.pet?.type ?? ''})`,
  );
  // Cared for a pet within DATING.activePetWithinDays, where either one asks for it.
  const since = new Date(now.getTime() - DATING.activePetWithinDays * DAY_MS);
  if (p.showOnlyActivePets) {
    conditions.push(sql`c.last_pet_action_at >= ${since.toISOString()}::timestamptz`);
  }
  const iAmActive = Boolean(viewer.lastPetActionAt && viewer.lastPetActionAt >= since);
  if (!iAmActive) conditions.push(sql`not cp.show_only_active_pets`);
  // Exclusions: anyone already swiped, matched (even if ended) or blocked either way.
  conditions.push(
    sql`not exists (select 1 from swipes s where s.swiper_id = ${me} and s.swiped_id = c.id)`,
    sql`not exists (select 1 from matches m
          where m.user_a = least(${me}::uuid, c.id) and m.user_b = greatest(${me}::uuid, c.id))`,
    sql`not exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = c.id)`,
    sql`not exists (select 1 from blocks b where b.blocker_id = c.id and b.blocked_id = ${me})`,
  );

  const result = await ctx.db.execute(sql`
    select c.id as "id",
           c.last_pet_action_at as "lastActive",
           p.type as "petType",
           p.level as "petLevel",
           exists (select 1 from swipes s
                   where s.swiper_id = c.id and s.swiped_id = ${me} and s.direction = 'super')
             as "superLikedMe"
    from users c
    join preferences cp on cp.user_id = c.id
    left join pets p on p.user_id = c.id and p.is_active
    where ${sql.join(conditions, sql` and `)}
    order by "superLikedMe" desc, c.last_pet_action_at desc nulls last, c.id
    limit ${DATING_QUERY.candidatePool}`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: String(r.id),
    lastActive: r.lastActive ? new Date(r.lastActive as string | Date) : null,
    petType: (r.petType as PetType | null) ?? null,
    petLevel: r.petLevel === null || r.petLevel === undefined ? null : Number(r.petLevel),
    superLikedMe: r.superLikedMe === true || r.superLikedMe === 't',
  }));
}
