import { sql, type SQL } from 'drizzle-orm';
import { ANY } from '../../../shared/catalog/profile-options';
import { EARTH_RADIUS_MILES } from '../../../shared/catalog/us-locations';
import { activeSince, caredSince } from '../../../shared/rules/active-pets';
import type { Viewer } from './viewer';

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
    isActive: caredSince(viewer.lastPetActionAt, since),
    since: since.toISOString(),
  };
  return Object.fromEntries(Object.entries(values).map(([term, v]) => [`viewer.${term}`, v]));
}

/**
 * The columns of a viewer row named `v` (viewerSelect in viewer.ts); the viewer's id and `since`
 * are parameters, so each lookup of the viewer's own rows (swipes, matches, blocks) is by a
 * known key value rather than by a column of `v`.
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
 * How the filters on the viewer's own rows (swipes made and received, matches, blocks either
 * way) are looked up. `probe`: one key lookup per candidate, for a few listed people (a next
 * deck's re-check of 40). `hash`: the viewer's rows read once into hash tables, for the search's
 * thousands of candidates. The two forms give the same answers (none of the columns is null);
 * what differs is the plan (bench/README.md "Deck and the viewer's history", "Search exclusions
 * read once"):
 * - the search's generic plan, with probes, re-read all of the viewer's swipes for each
 *   candidate (a first deck took 572 ms after 5,000 swipes), and its four other lookups per
 *   candidate (super like, match, a block either way) for ~2,000 candidates were 45 % of its
 *   time;
 * - the re-check's plan, from its small estimate, would not hash a list: a re-check with 998
 *   super likes received took 13.8 ms when they were asked as a list.
 */
export type ViewerRowsLookup = 'probe' | 'hash';

/**
 * Every filter holds both ways (docs/rules.md "Dating"): the candidate `c` (a users row, which
 * carries a copy of its owner's preferences and active pet type, migration 0008) fits the
 * viewer's preferences and the viewer fits the candidate's. A candidate without preferences has
 * null ranges and never passes. Then the exclusions: anyone already swiped, matched (even if
 * ended) or blocked either way.
 */
export function twoWayFilters(v: ViewerTerms, lookup: ViewerRowsLookup): SQL {
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
    and ${lookup === 'hash' ? hashedExclusions(v.id) : probedExclusions(v.id)}`;
}

function probedExclusions(viewerId: SQL): SQL {
  return sql`not exists (select 1 from swipes s where s.swiper_id = ${viewerId} and s.swiped_id = c.id)
    and not exists (select 1 from matches m
          where m.user_a = least(${viewerId}, c.id) and m.user_b = greatest(${viewerId}, c.id))
    and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = c.id)
    and not exists (select 1 from blocks b where b.blocker_id = c.id and b.blocked_id = ${viewerId})`;
}

function hashedExclusions(viewerId: SQL): SQL {
  return sql`c.id not in (select s.swiped_id from swipes s where s.swiper_id = ${viewerId})
    and c.id not in (select m.user_b from matches m where m.user_a = ${viewerId}
                     union all select m.user_a from matches m where m.user_b = ${viewerId})
    and c.id not in (select b.blocked_id from blocks b where b.blocker_id = ${viewerId})
    and c.id not in (select b.blocker_id from blocks b where b.blocked_id = ${viewerId})`;
}

/**
 * Whether candidate `c` super-liked the viewer. Probed: their swipe on the viewer, by its
 * primary key (asked as `exists (... direction = 'super')`, the plan could read all the viewer's
 * received super likes for each candidate instead). Hashed: the viewer's received super likes
 * read once.
 */
export function superLikedViewer(viewerId: SQL, lookup: ViewerRowsLookup): SQL {
  return lookup === 'hash'
    ? sql`c.id in (select s.swiper_id from swipes s
                   where s.swiped_id = ${viewerId} and s.direction = 'super')`
    : sql`coalesce((select s.direction = 'super' from swipes s
                    where s.swiper_id = c.id and s.swiped_id = ${viewerId}), false)`;
}
