/**
 * How a deck's cost grows with history (bench/README.md "Deck and the viewer's history"): the
 * bench population gives everyone 10 swipes and 3 care actions, but someone who has used the app
 * for months has swiped thousands of people, may have collected many super likes, and the people
 * around them care for their pets every day. In process, on the 100k bench database, after the
 * HTTP runs (it adds rows for three viewers):
 * - one viewer's first deck and re-checked next deck as they have swiped 10, 1,000 and 5,000
 *   people (the people of their own area first, as the app would have shown them);
 * - another's as 0 and then 2,000 people far away have super-liked them, with their Wants to Meet
 *   list (every viewer's is timed too);
 * - a third's as the 1,000 most recently active people of their area care for their pets 200
 *   times in 30 days each (~7 a day), read each time as on an instance that has none of their
 *   play styles cached.
 * The new swipes are not vacuumed, as an active user's recent swipes would not be yet (autovacuum
 * waits for a fifth of the table to change); the care actions are, as autovacuum does after 2 %
 * new rows there (migration 0019), with their per-day counts (migration 0022).
 */
import { potentialMatches } from '../src/server/features/dating/deck';
import { deckChanged } from '../src/server/features/dating/deck-memo';
import { listWantsToMeet } from '../src/server/features/dating/lists';
import { playStyles } from '../src/server/features/dating/play-style';
import { median, recordingContext } from './explain';
import type { Population } from './population';

export interface HistoryCost {
  viewer: 'swiper' | 'super-liked' | 'among carers';
  swipesMade: number;
  superLikesReceived: number;
  /** Care actions in the last 30 days, on average, of the people on the viewer's first deck. */
  shownCareActions: number;
  /** Median of `calls` first decks (each searches and ranks) and of as many re-checked loads. */
  firstMedianMs: number;
  recheckedMedianMs: number;
  /** Median of `calls` Wants to Meet lists (since the forty-second session), and its length. */
  wantsToMeetMedianMs?: number;
  wantsToMeetListed?: number;
}

export async function deckHistoryCost(
  url: string,
  pop: Population,
  calls: number,
  log: (line: string) => void,
): Promise<HistoryCost[]> {
  const { pool, ctx } = recordingContext(url);
  // Typical users (a city in the middle of the list), not among the load runs' first users.
  const swiper = pop.userIds[Math.floor(pop.userIds.length / 3) + 1]!;
  const liked = pop.userIds[Math.floor(pop.userIds.length / 3) + 7]!;
  const amongCarers = pop.userIds[Math.floor(pop.userIds.length / 3) + 3]!;
  const number = async (sql: string, params: unknown[]) =>
    Number((await pool.query<{ n: string }>(sql, params)).rows[0]!.n);
  /** The people of `$1`'s area: a box of 8 by 6 degrees round their city. */
  const area = `users v join users c
    on point(c.lng, c.lat) <@ box(point(v.lng - 4, v.lat - 3), point(v.lng + 4, v.lat + 3))
    where v.id = $1 and c.id <> v.id`;

  const measure = async (viewer: HistoryCost['viewer'], userId: string) => {
    const first: number[] = [];
    for (let i = 0; i < calls + 2; i++) {
      // A copy of the context has no queue and no play style cached: a search that reads them
      // all. Its caches are made before the clock starts, as an instance makes them once (the
      // play styles' 20,000 slots took ~1.5 ms of each first deck measured here until then).
      const fresh = { ...ctx };
      await playStyles(fresh, new Map(), new Date());
      const t0 = performance.now();
      await potentialMatches(fresh, userId);
      if (i >= 2) first.push(performance.now() - t0); // the first two warm up
    }
    const own = { ...ctx };
    const shown = (JSON.parse((await potentialMatches(own, userId)).body) as { id: string }[]).map(
      (card) => card.id,
    );
    const rechecked: number[] = [];
    for (let i = 0; i < calls; i++) {
      deckChanged(own, userId); // as after a swipe: no kept deck, the queue re-checked in SQL
      const t0 = performance.now();
      await potentialMatches(own, userId);
      rechecked.push(performance.now() - t0);
    }
    const wants: number[] = [];
    let listed = 0;
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      listed = (await listWantsToMeet(ctx, userId)).length;
      wants.push(performance.now() - t0);
    }
    const row: HistoryCost = {
      viewer,
      swipesMade: await number('select count(*) as n from swipes where swiper_id = $1', [userId]),
      superLikesReceived: await number(
        `select count(*) as n from swipes where swiped_id = $1 and direction = 'super'`,
        [userId],
      ),
      shownCareActions: await number(
        `select count(*)::float8 / greatest(1, cardinality($1::uuid[])) as n
         from pet_activities
         where user_id = any($1::uuid[]) and created_at >= now() - interval '30 days'`,
        [shown],
      ),
      firstMedianMs: median(first),
      recheckedMedianMs: median(rechecked),
      wantsToMeetMedianMs: median(wants),
      wantsToMeetListed: listed,
    };
    log(`deck and history: ${JSON.stringify(row)}`);
    return row;
  };

  try {
    const rows: HistoryCost[] = [await measure('swiper', swiper)];
    for (const total of [1_000, 5_000]) {
      // Passes on the people of the viewer's own area, most recently active first.
      await pool.query(
        `insert into swipes (swiper_id, swiped_id, direction, created_at)
         select v.id, c.id, 'left', now() - interval '10 days'
         from ${area}
           and not exists (select 1 from swipes s where s.swiper_id = v.id and s.swiped_id = c.id)
         order by c.last_pet_action_at desc nulls last
         limit greatest(0, $2 - (select count(*) from swipes where swiper_id = $1))`,
        [swiper, total],
      );
      rows.push(await measure('swiper', swiper));
    }
    rows.push(await measure('super-liked', liked));
    // Super likes from people too far away to be on the deck, collected over months.
    await pool.query(
      `insert into swipes (swiper_id, swiped_id, direction, created_at)
       select c.id, v.id, 'super', now() - interval '20 days'
       from users v join users c on abs(c.lat - v.lat) > 10
       where v.id = $1
         and not exists (select 1 from swipes s where s.swiper_id = c.id and s.swiped_id = v.id)
       limit 2000`,
      [liked],
    );
    rows.push(await measure('super-liked', liked));
    rows.push(await measure('among carers', amongCarers));
    await pool.query(
      `insert into pet_activities (pet_id, user_id, action, result, created_at)
       select p.id, c.id, (array['feed', 'play', 'groom', 'train'])[1 + g % 4], 'bench',
              now() - g * interval '3.6 hours'
       from (select c.id from ${area}
             order by c.last_pet_action_at desc nulls last limit 1000) c
       join pets p on p.user_id = c.id and p.is_active
       cross join generate_series(1, 200) g`,
      [amongCarers],
    );
    await pool.query('vacuum (analyze) pet_activities, pet_activity_days');
    rows.push(await measure('among carers', amongCarers));
    return rows;
  } finally {
    await pool.end();
  }
}
