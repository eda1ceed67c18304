import { type AnyColumn, and, gte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { idIn } from '../../db/id-in';
import { builtOnce, preparedSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import { gameResults, petActivities, petActivityDays } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import type { PetType } from '../../../shared/catalog/pets';
import { COMPATIBILITY, DAY_NIGHT } from '../../../shared/constants';
import { emptyPlayStyle, type PlayStyle } from '../../../shared/rules/compatibility';

const DAY_MS = 86_400_000;

type ActivePet = { type: PetType; level: number } | null;
type ActivePets = ReadonlyMap<string, ActivePet>;

/**
 * A play style's activity part (care mix, hours, games) packed into one array of 11 numbers:
 * [feed, play, groom, train, night, morning, afternoon, evening, games, avgMoves, avgSeconds].
 * ~150 bytes where the object form takes ~400.
 */
type PackedActivity = readonly number[];

function pack({ care, hours, games }: PlayStyle): PackedActivity {
  return [
    care.feed,
    care.play,
    care.groom,
    care.train,
    ...hours,
    games?.count ?? 0,
    games?.avgMoves ?? 0,
    games?.avgSeconds ?? 0,
  ];
}

function unpack(a: PackedActivity, pet: ActivePet): PlayStyle {
  const n = (i: number) => a[i] ?? 0;
  return {
    care: { feed: n(0), play: n(1), groom: n(2), train: n(3) },
    hours: [n(4), n(5), n(6), n(7)],
    games: n(8) > 0 ? { count: n(8), avgMoves: n(9), avgSeconds: n(10) } : null,
    petType: pet?.type ?? null,
    level: pet?.level ?? 1,
  };
}

const activityByApp = new WeakMap<AppContext, LRUCache<string, PackedActivity>>();

function activityCache(ctx: AppContext): LRUCache<string, PackedActivity> {
  let cache = activityByApp.get(ctx);
  if (!cache) {
    cache = new LRUCache({
      max: COMPATIBILITY.playStylesPerInstance,
      ttl: COMPATIBILITY.playStyleMaxAgeMs,
      // Ages follow the app's clock (tests move it), read on every check.
      perf: { now: () => ctx.clock.now().getTime() },
      ttlResolution: 0,
    });
    activityByApp.set(ctx, cache);
  }
  return cache;
}

/**
 * Play styles for compatibility hearts, each person's activity read from the database at most
 * once per COMPATIBILITY.playStyleMaxAgeMs on this instance (docs/rules.md "Compatibility"): a
 * 30-day mix barely moves in minutes, and the people most often shown (the recently active in
 * a region) are in many decks, whose first loads read 200 play styles each (bench/README.md).
 * The pet type and level are always the caller's current ones.
 */
export async function playStyles(
  ctx: AppContext,
  pets: ActivePets,
  now: Date,
): Promise<Map<string, PlayStyle>> {
  const cache = activityCache(ctx);
  const styles = new Map<string, PlayStyle>();
  const toRead = new Map<string, ActivePet>();
  for (const [id, pet] of pets) {
    const packed = cache.get(id);
    if (packed) styles.set(id, unpack(packed, pet));
    else toRead.set(id, pet);
  }
  for (const [id, style] of await readPlayStyles(ctx.db, toRead, now)) {
    cache.set(id, pack(style));
    styles.set(id, style);
  }
  return styles;
}

const [b1, b2, b3] = COMPATIBILITY.hourBucketStarts.slice(1);

/** Rows of the users `ids` from `since` on (placeholders of the queries below). */
const ofUsersSince = (userId: AnyColumn, createdAt: AnyColumn) =>
  and(idIn(userId, sql.placeholder('ids')), gte(createdAt, sql.placeholder('since')));

/** A user's pet activities in the window: care by kind, every action by New York hour bucket. */
interface CareCountRow {
  userId: string;
  feed: number;
  play: number;
  groom: number;
  train: number;
  night: number;
  morning: number;
  afternoon: number;
  evening: number;
}

/**
 * Care counts per user over the window: the whole UTC days from `firstWholeDay` on as the
 * database counted them on write (pet_activity_days, migration 0022), and the actions of the day
 * the window starts in, from `since` to `firstWholeDayStart`, one by one (bench/README.md "Care
 * counted per day"); the hour of each of those is converted once. The hour buckets are written
 * a second time in that migration's trigger; the play-style tests hold the two together. Plain
 * rows, as the driver gives them (counts cast to int): the query builder would map each row to
 * a second object (bench/README.md "Play styles as plain rows").
 */
const careCounts = builtOnce((db) => {
  const ids = sql.placeholder('ids');
  const bucket = sql`width_bucket(
    extract(hour from ${petActivities.createdAt} at time zone ${DAY_NIGHT.timeZone}),
    array[${b1}, ${b2}, ${b3}]::numeric[])`;
  return preparedSql<CareCountRow>(
    db,
    'play_style_care',
    sql`
      select "userId", sum(feed)::int as feed, sum(play)::int as play,
             sum(groom)::int as groom, sum(train)::int as train, sum(night)::int as night,
             sum(morning)::int as morning, sum(afternoon)::int as afternoon,
             sum(evening)::int as evening
      from (
        select ${petActivityDays.userId} as "userId", feed, play, groom, train,
               night, morning, afternoon, evening
        from ${petActivityDays}
        where ${idIn(petActivityDays.userId, ids)}
          and ${petActivityDays.day} >= ${sql.placeholder('firstWholeDay')}::date
        union all
        select "userId", (action = 'feed')::int, (action = 'play')::int,
               (action = 'groom')::int, (action = 'train')::int, (bucket = 0)::int,
               (bucket = 1)::int, (bucket = 2)::int, (bucket = 3)::int
        from (
          select ${petActivities.userId} as "userId", ${petActivities.action} as action,
                 ${bucket} as bucket
          from ${petActivities}
          where ${ofUsersSince(petActivities.userId, petActivities.createdAt)}
            and ${petActivities.createdAt} < ${sql.placeholder('firstWholeDayStart')}::timestamptz
        ) window_start_day
      ) counted
      group by "userId"`,
  );
});

/** Emoji-game count and averages per user. */
const gameAverages = builtOnce((db) =>
  preparedSql<{ userId: string; count: number; avgMoves: number; avgSeconds: number }>(
    db,
    'play_style_games',
    sql`
      select ${gameResults.userId} as "userId", count(*)::int as "count",
             avg(${gameResults.moves})::float8 as "avgMoves",
             avg(${gameResults.timeElapsed})::float8 as "avgSeconds"
      from ${gameResults}
      where ${ofUsersSince(gameResults.userId, gameResults.createdAt)}
      group by 1`,
  ),
);

/**
 * Play styles of many users in two grouped queries (no query per user): care actions by kind
 * and by hour bucket of New York time, and emoji-game averages, over the last
 * COMPATIBILITY.windowDays days. `pets` gives each user's active pet type and level.
 */
async function readPlayStyles(
  db: Db,
  pets: ActivePets,
  now: Date,
): Promise<Map<string, PlayStyle>> {
  const ids = [...pets.keys()];
  const styles = new Map<string, PlayStyle>();
  for (const [id, pet] of pets) {
    styles.set(id, { ...emptyPlayStyle(), petType: pet?.type ?? null, level: pet?.level ?? 1 });
  }
  if (ids.length === 0) return styles;
  const since = new Date(now.getTime() - COMPATIBILITY.windowDays * DAY_MS);

  // The day the window starts in is cut by `since`; the whole days after it are counted ahead.
  const firstWholeDayStart = new Date(since);
  firstWholeDayStart.setUTCHours(24, 0, 0, 0);

  // Two independent reads: sent together, answered in one wait.
  const [care, games] = await Promise.all([
    careCounts(db).execute({
      ids,
      since: since.toISOString(),
      firstWholeDay: firstWholeDayStart.toISOString().slice(0, 10),
      firstWholeDayStart: firstWholeDayStart.toISOString(),
    }),
    gameAverages(db).execute({ ids, since: since.toISOString() }),
  ]);
  for (const row of care) {
    const style = styles.get(row.userId);
    if (!style) continue;
    style.care = { feed: row.feed, play: row.play, groom: row.groom, train: row.train };
    style.hours = [row.night, row.morning, row.afternoon, row.evening];
  }

  for (const row of games) {
    const style = styles.get(row.userId);
    if (style && row.count > 0) {
      style.games = { count: row.count, avgMoves: row.avgMoves, avgSeconds: row.avgSeconds };
    }
  }
  return styles;
}
