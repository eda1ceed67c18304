import { sql, type SQL } from 'drizzle-orm';
import { ANY } from '../../../shared/catalog/profile-options';
import { EARTH_RADIUS_MILES } from '../../../shared/catalog/us-locations';
import { DATING } from '../../../shared/constants';
import type { Viewer } from './viewer';

const DAY_MS = 86_400_000;

/**
 * The viewer's side of the deck filters as SQL: parameters when the viewer was read before
 * (the search), or the columns of the viewer row read in the same statement (a next deck,
 * deck-serve.ts). The filters are written once over these terms, so both apply the same rules,
 * and their text is the same for every viewer, so PostgreSQL plans each statement once.
 */
export interface ViewerTerms {
  id: SQL;
  /** The profile city's centre; null (no city) matches nobody. */
  lat: SQL;
  lng: SQL;
  age: SQL;
  /** Text, '' when unset. */
  gender: SQL;
  sexualPreference: SQL;
  petType: SQL;
  distance: SQL;
  ageMin: SQL;
  ageMax: SQL;
  genderPreference: SQL;
  sexualPreferenceFilter: SQL;
  petPreference: SQL;
  showOnlyActivePets: SQL;
  /** Cared for a pet since `since`. */
  isActive: SQL;
  /** Now minus DATING.activePetWithinDays. */
  since: SQL;
}

/** The start of the "cared for a pet lately" window. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - DATING.activePetWithinDays * DAY_MS);
}

/** When someone who last cared for a pet at `caredAt` stops counting as caring lately. */
export function activeUntil(caredAt: Date): number {
  return caredAt.getTime() + DATING.activePetWithinDays * DAY_MS;
}

/** The SQL type of each term as a parameter. */
const TERM_TYPES: Record<keyof ViewerTerms, string> = {
  id: 'uuid',
  lat: 'float8',
  lng: 'float8',
  age: 'int',
  gender: 'text',
  sexualPreference: 'text',
  petType: 'text',
  distance: 'int',
  ageMin: 'int',
  ageMax: 'int',
  genderPreference: 'text',
  sexualPreferenceFilter: 'text',
  petPreference: 'text',
  showOnlyActivePets: 'boolean',
  isActive: 'boolean',
  since: 'timestamptz',
};

/** A viewer read beforehand, as placeholders of a statement built once (viewerValues fills them). */
export function viewerPlaceholders(): ViewerTerms {
  return Object.fromEntries(
    Object.entries(TERM_TYPES).map(([term, type]) => [
      term,
      sql`${sql.placeholder(`viewer.${term}`)}::${sql.raw(type)}`,
    ]),
  ) as unknown as ViewerTerms;
}

/** The values of viewerPlaceholders for `viewer` at `now`. */
export function viewerValues(viewer: Viewer, now: Date): Record<string, unknown> {
  const p = viewer.prefs;
  const since = activeSince(now);
  const values: Record<keyof ViewerTerms, unknown> = {
    id: viewer.id,
    lat: viewer.centre?.lat ?? null,
    lng: viewer.centre?.lng ?? null,
    age: viewer.age,
    gender: viewer.gender ?? '',
    sexualPreference: viewer.sexualPreference ?? '',
    petType: viewer.pet?.type ?? '',
    distance: p.distance,
    ageMin: p.ageMin,
    ageMax: p.ageMax,
    genderPreference: p.genderPreference,
    sexualPreferenceFilter: p.sexualPreferenceFilter,
    petPreference: p.petPreference,
    showOnlyActivePets: p.showOnlyActivePets,
    isActive: Boolean(viewer.lastPetActionAt && viewer.lastPetActionAt >= since),
    since: since.toISOString(),
  };
  return Object.fromEntries(Object.entries(values).map(([term, v]) => [`viewer.${term}`, v]));
}

/**
 * The columns of a viewer row named `v` (viewerSelect in viewer.ts); the viewer's id and `since`
 * are parameters (with the id as a parameter, PostgreSQL reads the viewer's swipes once by
 * their primary key instead of probing each candidate's).
 */
export function viewerColumns(id: SQL, since: SQL): ViewerTerms {
  return {
    id,
    lat: sql`v.lat`,
    lng: sql`v.lng`,
    age: sql`v.age`,
    gender: sql`coalesce(v.gender, '')`,
    sexualPreference: sql`coalesce(v."sexualPreference", '')`,
    petType: sql`coalesce(v."petType", '')`,
    distance: sql`v.distance`,
    ageMin: sql`v."ageMin"`,
    ageMax: sql`v."ageMax"`,
    genderPreference: sql`v."genderPreference"`,
    sexualPreferenceFilter: sql`v."sexualPreferenceFilter"`,
    petPreference: sql`v."petPreference"`,
    showOnlyActivePets: sql`v."showOnlyActivePets"`,
    isActive: sql`coalesce(v."lastPetActionAt" >= ${since}, false)`,
    since,
  };
}

/**
 * How the viewer's own swipes are excluded. `probe`: one primary-key lookup per candidate, for
 * a few listed people (a next deck's re-check of 40). `hash`: the viewer's swipes read once
 * into a hash table, for the search's thousands of candidates. Written as a probe there,
 * PostgreSQL's generic plan (which assumes ~10 swipes a viewer) re-read all of the viewer's
 * swipes for each candidate: a first deck took 158 ms after 1,000 swipes and 572 ms after 5,000
 * (bench/README.md "Deck and the viewer's history"). The two forms agree: swiped_id is never
 * null.
 */
export type SwipeExclusion = 'probe' | 'hash';

/**
 * Every filter holds both ways (docs/rules.md "Dating"): the candidate `c` (a users row, which
 * carries a copy of its owner's preferences and active pet type, migration 0008) fits the
 * viewer's preferences and the viewer fits the candidate's. A candidate without preferences has
 * null ranges and never passes. Then the exclusions: anyone already swiped, matched (even if
 * ended) or blocked either way.
 */
export function twoWayFilters(v: ViewerTerms, swiped: SwipeExclusion): SQL {
  return sql`c.id <> ${v.id}
    and 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
          power(sin(radians(c.lat - ${v.lat}) / 2), 2)
          + cos(radians(${v.lat})) * cos(radians(c.lat)) * power(sin(radians(c.lng - ${v.lng}) / 2), 2)
        ))) <= least(${v.distance}, c.deck_distance)
    and c.age between ${v.ageMin} and ${v.ageMax}
    and ${v.age} between c.deck_age_min and c.deck_age_max
    and (${v.genderPreference} = ${ANY} or c.gender = ${v.genderPreference})
    and (c.deck_gender_preference = ${ANY} or c.deck_gender_preference = ${v.gender})
    and (${v.sexualPreferenceFilter} = ${ANY} or c.sexual_preference = ${v.sexualPreferenceFilter})
    and (c.deck_sexual_preference_filter = ${ANY}
         or c.deck_sexual_preference_filter = ${v.sexualPreference})
    and (${v.petPreference} = ${ANY} or c.active_pet_type = ${v.petPreference})
    and (c.deck_pet_preference = ${ANY} or c.deck_pet_preference = ${v.petType})
    and (not ${v.showOnlyActivePets} or c.last_pet_action_at >= ${v.since})
    and (${v.isActive} or not c.deck_show_only_active_pets)
    and ${
      swiped === 'hash'
        ? sql`c.id not in (select s.swiped_id from swipes s where s.swiper_id = ${v.id})`
        : sql`not exists (select 1 from swipes s where s.swiper_id = ${v.id} and s.swiped_id = c.id)`
    }
    and not exists (select 1 from matches m
          where m.user_a = least(${v.id}, c.id) and m.user_b = greatest(${v.id}, c.id))
    and not exists (select 1 from blocks b where b.blocker_id = ${v.id} and b.blocked_id = c.id)
    and not exists (select 1 from blocks b where b.blocker_id = c.id and b.blocked_id = ${v.id})`;
}

/**
 * Whether candidate `c` super-liked the viewer: their swipe on the viewer, found by its primary
 * key. Asked as `exists (... direction = 'super')`, the plan could read the viewer's received
 * super likes through their own index instead, all of them for each candidate: ~200 ms for a
 * first deck and 7-11 ms for a re-check of someone with 2,000 (bench/README.md "Deck and the
 * viewer's history"). A scalar subquery naming the whole key leaves one lookup per candidate.
 */
export function superLikedViewer(viewerId: SQL): SQL {
  return sql`coalesce((select s.direction = 'super' from swipes s
                       where s.swiper_id = c.id and s.swiped_id = ${viewerId}), false)`;
}
