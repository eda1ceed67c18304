/**
 * Cold start: a PGlite data directory with `users` people is generated, then the server is
 * started on it (DATA_DIR); the time from spawn to the first 200 of /api/health, and of an
 * authenticated deck, and the server's memory then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { generatePopulation } from './population';
import { createSessions, json, rssMb, startServer, stopServer, waitFor } from './server-process';

export async function coldStart(users: number, log: (line: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'petmatch-bench-pglite-'));
  try {
    log(`PGlite: generating ${users} users`);
    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    const pop = await generatePopulation(database.db, users, { log: (l) => log(`pglite ${l}`) });
    const heavy = pop.heavyUserId;
    const tokens = await createSessions(database.db, [heavy]);
    await database.close();
    log(`PGlite data set: ${pop.rowsInserted} rows in ${pop.seconds.toFixed(1)} s`);
    const { child, port, startedAt } = await startServer({ DATA_DIR: dir });
    await waitFor(`http://127.0.0.1:${port}/api/health`, {}, 300_000);
    const toHealth = performance.now() - startedAt;
    await waitFor(
      `http://127.0.0.1:${port}/api/dating/potential-matches`,
      json(tokens.get(heavy)!),
    );
    const toDeck = performance.now() - startedAt;
    const rss = rssMb(child.pid!);
    await stopServer(child);
    log(
      `cold start (PGlite, ${users} users): health ${toHealth.toFixed(0)} ms, deck ${toDeck.toFixed(0)} ms`,
    );
    return {
      users,
      rows: pop.rowsInserted,
      generateSeconds: pop.seconds,
      msToHealth: toHealth,
      msToFirstDeck: toDeck,
      rssMb: rss,
      loadavg: loadavg(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
