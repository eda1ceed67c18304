/**
 * How a deck's cost grows with the viewer's own history (bench/README.md "Deck and the viewer's
 * history"): the bench population gives everyone 10 swipes, but someone who has used the app for
 * months has swiped thousands of people and may have collected many super likes. In process, on
 * the 100k bench database, after the HTTP runs (it adds rows for two viewers):
 * - one viewer's first deck and re-checked next deck as they have swiped 10, 1,000 and 5,000
 *   people (the people of their own area first, as the app would have shown them);
 * - another's as 0 and then 2,000 people far away have super-liked them.
 * The new rows are not vacuumed, as an active user's recent swipes would not be yet (autovacuum
 * waits for a fifth of the table to change).
 */
import { potentialMatches } from '../src/server/features/dating/deck';
import { deckChanged } from '../src/server/features/dating/deck-memo';
import { recordingContext } from './explain';
import type { Population } from './generate';

export interface HistoryCost {
  viewer: 'swiper' | 'super-liked';
  swipesMade: number;
  superLikesReceived: number;
  /** Median of `calls` first decks (each searches and ranks) and of as many re-checked loads. */
  firstMedianMs: number;
  recheckedMedianMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function deckHistoryCost(
  url: string,
  pop: Population,
  calls: number,
  log: (line: string) => void,
): Promise<HistoryCost[]> {
  const { pool, ctx } = recordingContext(url);
  // Two typical users (a city in the middle of the list), not among the load runs' first users.
  const swiper = pop.userIds[Math.floor(pop.userIds.length / 3) + 1]!;
  const liked = pop.userIds[Math.floor(pop.userIds.length / 3) + 7]!;
  const count = async (sql: string, id: string) =>
    Number((await pool.query<{ n: string }>(sql, [id])).rows[0]!.n);

  const measure = async (viewer: HistoryCost['viewer'], userId: string) => {
    const first: number[] = [];
    for (let i = 0; i < calls + 2; i++) {
      const t0 = performance.now();
      await potentialMatches({ ...ctx }, userId); // a copy of the context has no queue: a search
      if (i >= 2) first.push(performance.now() - t0); // the first two warm up
    }
    const own = { ...ctx };
    await potentialMatches(own, userId);
    const rechecked: number[] = [];
    for (let i = 0; i < calls; i++) {
      deckChanged(own, userId); // as after a swipe: no kept deck, the queue re-checked in SQL
      const t0 = performance.now();
      await potentialMatches(own, userId);
      rechecked.push(performance.now() - t0);
    }
    const row: HistoryCost = {
      viewer,
      swipesMade: await count('select count(*) as n from swipes where swiper_id = $1', userId),
      superLikesReceived: await count(
        `select count(*) as n from swipes where swiped_id = $1 and direction = 'super'`,
        userId,
      ),
      firstMedianMs: median(first),
      recheckedMedianMs: median(rechecked),
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
         from users v join users c
           on point(c.lng, c.lat) <@ box(point(v.lng - 4, v.lat - 3), point(v.lng + 4, v.lat + 3))
         where v.id = $1 and c.id <> v.id
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
    return rows;
  } finally {
    await pool.end();
  }
}
