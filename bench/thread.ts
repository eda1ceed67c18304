/**
 * How a chat's cost grows with its length (bench/README.md "Long threads"): the bench population
 * gives each pair about 20 messages, but a couple who have written every day for a year have tens
 * of thousands. In process, on the bench database, after the HTTP runs (it adds rows to one pair):
 * opening the thread (its latest page, read marks included) and one page of earlier messages from
 * the middle of the thread, first as the pair's thread is, then with `length` more messages.
 */
import { earlierMessages, openThread } from '../src/server/features/messages/service';
import { median, recordingContext } from './explain';
import type { Population } from './population';

export interface ThreadCost {
  messages: number;
  /** Median of `calls` calls, in process (SQL round trips included). */
  openMedianMs: number;
  earlierMedianMs: number;
  /** EXPLAIN ANALYZE execution time of each call's page query. */
  openPageSqlMs: number;
  earlierPageSqlMs: number;
  earlierPagePlan: string;
}

export async function threadCost(
  url: string,
  pop: Population,
  length: number,
  calls: number,
  log: (line: string) => void,
): Promise<ThreadCost[]> {
  const { pool, recorded, ctx } = recordingContext(url);
  // The last generated pair: not among the WebSocket runs' pairs (the first 500).
  const [me, other] = pop.matchPairs.at(-1)!;
  const between = `(sender_id = $1 and receiver_id = $2) or (sender_id = $2 and receiver_id = $1)`;

  /** Median time of `calls` calls, and the EXPLAIN ANALYZE of the last call's page query. */
  const timed = async (call: () => Promise<unknown>) => {
    await call(); // warm up
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      recorded.length = 0;
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    // The query that reads the page: the last one that orders messages.
    const page = recorded.filter((q) => /from "messages".* order by/s.test(q.query)).at(-1)!;
    const res = await pool.query(`explain (analyze, buffers) ${page.query}`, page.params);
    const plan = res.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    return {
      medianMs: median(times),
      sqlMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
      plan,
    };
  };

  const measure = async (): Promise<ThreadCost> => {
    const count = Number(
      (
        await pool.query<{ n: string }>(`select count(*) as n from messages where ${between}`, [
          me,
          other,
        ])
      ).rows[0]!.n,
    );
    const middle = (
      await pool.query<{ id: string }>(
        `select id from messages where ${between}
         order by created_at desc, id desc offset $3 limit 1`,
        [me, other, Math.floor(count / 2)],
      )
    ).rows[0]!.id;
    const open = await timed(() => openThread(ctx, me, other));
    const earlier = await timed(() => earlierMessages(ctx, me, other, middle));
    const row: ThreadCost = {
      messages: count,
      openMedianMs: open.medianMs,
      earlierMedianMs: earlier.medianMs,
      openPageSqlMs: open.sqlMs,
      earlierPageSqlMs: earlier.sqlMs,
      earlierPagePlan: earlier.plan,
    };
    log(`thread: ${JSON.stringify({ ...row, earlierPagePlan: undefined })}`);
    return row;
  };

  try {
    const rows = [await measure()];
    // A message every 10 minutes, both ways, up to an hour ago; all read.
    await pool.query(
      `insert into messages (sender_id, receiver_id, content, read_by_receiver, created_at)
       select case when g % 2 = 0 then $1::uuid else $2::uuid end,
              case when g % 2 = 0 then $2::uuid else $1::uuid end,
              'message ' || g, true, now() - interval '1 hour' - g * interval '10 minutes'
       from generate_series(1, $3::int) g`,
      [me, other, length],
    );
    await pool.query('vacuum (analyze) messages');
    rows.push(await measure());
    return rows;
  } finally {
    await pool.end();
  }
}
