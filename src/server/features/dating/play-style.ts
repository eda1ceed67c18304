import { and, gte, sql } from 'drizzle-orm';
import { idIn } from '../../db/id-in';
import type { Executor } from '../../db/client';
import { gameResults, petActivities } from '../../db/schema';
import type { PetType } from '../../../shared/catalog/pets';
import { COMPATIBILITY, DAY_NIGHT } from '../../../shared/constants';
import { emptyPlayStyle, type PlayStyle } from '../../../shared/rules/compatibility';

const DAY_MS = 86_400_000;

/**
 * Play styles of many users in two grouped queries (no query per user): care actions by kind
 * and by hour bucket of New York time, and emoji-game averages, over the last
 * COMPATIBILITY.windowDays days. `pets` gives each user's active pet type and level.
 */
export async function loadPlayStyles(
  db: Executor,
  pets: ReadonlyMap<string, { type: PetType; level: number } | null>,
  now: Date,
): Promise<Map<string, PlayStyle>> {
  const ids = [...pets.keys()];
  const styles = new Map<string, PlayStyle>();
  for (const [id, pet] of pets) {
    styles.set(id, { ...emptyPlayStyle(), petType: pet?.type ?? null, level: pet?.level ?? 1 });
  }
  if (ids.length === 0) return styles;
  const since = new Date(now.getTime() - COMPATIBILITY.windowDays * DAY_MS);

  const hour = sql`extract(hour from ${petActivities.createdAt} at time zone ${DAY_NIGHT.timeZone})`;
  const [b1, b2, b3] = COMPATIBILITY.hourBucketStarts.slice(1);
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const careQuery = db
    .select({
      userId: petActivities.userId,
      feed: count(sql`${petActivities.action} = 'feed'`),
      play: count(sql`${petActivities.action} = 'play'`),
      groom: count(sql`${petActivities.action} = 'groom'`),
      train: count(sql`${petActivities.action} = 'train'`),
      night: count(sql`${hour} < ${b1}`),
      morning: count(sql`${hour} >= ${b1} and ${hour} < ${b2}`),
      afternoon: count(sql`${hour} >= ${b2} and ${hour} < ${b3}`),
      evening: count(sql`${hour} >= ${b3}`),
    })
    .from(petActivities)
    .where(and(idIn(petActivities.userId, ids), gte(petActivities.createdAt, since)))
    .groupBy(petActivities.userId);
  const gamesQuery = db
    .select({
      userId: gameResults.userId,
      count: sql<number>`count(*)`.mapWith(Number),
      avgMoves: sql<number>`avg(${gameResults.moves})`.mapWith(Number),
      avgSeconds: sql<number>`avg(${gameResults.timeElapsed})`.mapWith(Number),
    })
    .from(gameResults)
    .where(and(idIn(gameResults.userId, ids), gte(gameResults.createdAt, since)))
    .groupBy(gameResults.userId);
  // Two independent reads: sent together, answered in one wait.
  const [care, games] = await Promise.all([careQuery, gamesQuery]);
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
