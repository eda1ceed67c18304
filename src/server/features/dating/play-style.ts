import { type AnyColumn, and, gte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { idIn } from '../../db/id-in';
import { builtOnce, preparedSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import { gameResults, petActivities } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import type { PetType } from '../../../shared/catalog/pets';
import { type CareAction, COMPATIBILITY, DAY_NIGHT } from '../../../shared/constants';
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

/**
 * Care actions per user, kind and New York hour bucket (0 night, 1 morning, 2 afternoon,
 * 3 evening; hourBucket in shared/rules). The hour is converted once per action and the rows
 * are summed here: counting each bucket in SQL converted it six times per action (a third of
 * the read for people who care several times a day; bench/README.md "Deck and the viewer's
 * history"). Only the index is read (migration 0019). Both queries here answer plain rows, as
 * the driver gives them (counts cast to int, averages to float8, so they arrive as numbers): the
 * query builder took each row as an array and mapped it to a second object, ~63 KB of a first
 * deck's allocations (bench/README.md "Play styles as plain rows").
 */
const careCounts = builtOnce((db) =>
  preparedSql<{ userId: string; action: string; bucket: number; count: number }>(
    db,
    'play_style_care',
    sql`
      select ${petActivities.userId} as "userId", ${petActivities.action} as "action",
             width_bucket(
               extract(hour from ${petActivities.createdAt} at time zone ${DAY_NIGHT.timeZone}),
               array[${b1}, ${b2}, ${b3}]::numeric[]) as "bucket",
             count(*)::int as "count"
      from ${petActivities}
      where ${ofUsersSince(petActivities.userId, petActivities.createdAt)}
      -- By position: the bucket's parameters would make it a different expression here.
      group by 1, 2, 3`,
  ),
);

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

  // Two independent reads: sent together, answered in one wait.
  const [care, games] = await Promise.all([
    careCounts(db).execute({ ids, since: since.toISOString() }),
    gameAverages(db).execute({ ids, since: since.toISOString() }),
  ]);
  for (const row of care) {
    const style = styles.get(row.userId);
    if (!style) continue;
    // (Each style is a fresh emptyPlayStyle(): its care counts are added to in place.)
    if (Object.hasOwn(style.care, row.action)) style.care[row.action as CareAction] += row.count;
    const hours: [number, number, number, number] = [...style.hours];
    hours[row.bucket] = (hours[row.bucket] ?? 0) + row.count; // every action counts here
    style.hours = hours;
  }

  for (const row of games) {
    const style = styles.get(row.userId);
    if (style && row.count > 0) {
      style.games = { count: row.count, avgMoves: row.avgMoves, avgSeconds: row.avgSeconds };
    }
  }
  return styles;
}
