/**
 * `npx tsx bench/report.ts <results.json> [--plans]`: a results file of `npm run bench` as the
 * Markdown tables of bench/README.md (figures with their ratio to the health baseline, deck
 * growth), and with --plans the EXPLAIN ANALYZE of every recorded query.
 */
import { readFileSync } from 'node:fs';
import { errorKindList, type Figure } from './figure';
import type { HistoryCost } from './history';
import type { ThreadCost } from './thread';

const [file, ...flags] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/report.ts <results.json> [--plans]');
const results = JSON.parse(readFileSync(file, 'utf8')) as {
  date: string;
  machine: Record<string, unknown>;
  figures: Figure[];
  deckGrowth?: Record<string, number | number[]>[];
  deckHistory?: HistoryCost[];
  thread?: ThreadCost[];
  explain?: Record<string, { sql: string; plan: string; ms: number }[]>;
  proxy?: { balance: string; deckLoadsServed: Record<string, number>[] };
};

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const cpu = (f: Figure) => {
  const server = f.serverCpuMsPerRequest as number | undefined;
  const postgres = f.postgresCpuMsPerRequest as number | undefined;
  return server === undefined ? '-' : `${fmt(server, 2)} + ${fmt(postgres, 2)}`;
};

// The hypervisor's share of the machine's time during the figure (recorded since the eighteenth
// session).
const steal = (f: Figure) =>
  typeof f.stealPercent === 'number' ? `${fmt(f.stealPercent, 1)} %` : '-';

/** Prints one Markdown table: the header row, its separator, then each row's cells. */
function printTable(headers: string[], rows: string[][], lead = '\n') {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(lead + line(headers));
  console.log(line(headers.map(() => '---')));
  for (const row of rows) console.log(line(row));
}

console.log(`Run of ${results.date}, machine ${JSON.stringify(results.machine)}\n`);
if (results.proxy) {
  const served = results.proxy.deckLoadsServed.map(
    (s, i) =>
      `instance ${i + 1}: ${['search', 'queue', 'kept'].map((k) => `${fmt(s[k])} ${k}`).join(', ')}`,
  );
  console.log(`Behind nginx (${results.proxy.balance}); deck loads ${served.join('; ')}\n`);
}
printTable(
  [
    'What',
    'Requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'Ratio to health (req/s)',
    'CPU ms per request: server + PostgreSQL',
    'Steal',
    'Load avg',
  ],
  results.figures.map((f) => {
    const ratio = f.ratioToHealth === undefined ? '-' : `${fmt(f.ratioToHealth * 100, 1)} %`;
    const kinds = errorKindList(f.errorKinds);
    const failures = [
      f.non2xx ? `${f.non2xx} non-2xx` : '',
      f.errors ? `${f.errors} errors${kinds ? `: ${kinds}` : ''}` : '',
    ].filter(Boolean);
    const failed = failures.length > 0 ? ` (${failures.join(', ')})` : '';
    return [
      f.name,
      `${fmt(f.requests)}${failed}`,
      fmt(f.rps),
      fmt(f.p50, 1),
      fmt(f.p99, 1),
      ratio,
      cpu(f),
      steal(f),
      `${f.loadavg[0]?.toFixed(2)}`,
    ];
  }),
  '',
);

if (results.deckGrowth) {
  printTable(
    [
      'Users',
      'First deck: mean / p50 / p95 ms',
      'Next deck: mean / p50 / p95 ms',
      'Repeat load (kept): mean / p95 ms',
      'Cards',
      'SQL of one first deck',
    ],
    results.deckGrowth.map((g) => {
      const n = (key: string) => g[key] as number | undefined;
      return [
        fmt(n('users')),
        `${fmt(n('meanMs'), 1)} / ${fmt(n('p50Ms'), 1)} / ${fmt(n('p95Ms'), 1)}`,
        `${fmt(n('nextMeanMs'), 1)} / ${fmt(n('nextP50Ms'), 1)} / ${fmt(n('nextP95Ms'), 1)}`,
        `${fmt(n('keptMeanMs'), 2)} / ${fmt(n('keptP95Ms'), 2)}`,
        fmt(n('meanCards'), 1),
        `${fmt(n('typicalUserSqlExecutionMs'), 2)} ms`,
      ];
    }),
  );
}

if (results.deckHistory) {
  printTable(
    [
      'Viewer',
      'Swipes made',
      'Super likes received',
      'Care actions of each person shown (30 days)',
      'First deck, median ms',
      'Re-checked deck, median ms',
      'Wants to Meet: median ms (listed)',
    ],
    results.deckHistory.map((h) => [
      h.viewer,
      fmt(h.swipesMade),
      fmt(h.superLikesReceived),
      fmt(h.shownCareActions),
      fmt(h.firstMedianMs, 1),
      fmt(h.recheckedMedianMs, 2),
      `${fmt(h.wantsToMeetMedianMs, 2)} (${fmt(h.wantsToMeetListed)})`,
    ]),
  );
}

if (results.thread) {
  printTable(
    [
      'Messages in the thread',
      'Open: median ms',
      'Earlier page: median ms',
      'SQL of the open page / earlier page (ms)',
    ],
    results.thread.map((t) => [
      fmt(t.messages),
      fmt(t.openMedianMs, 2),
      fmt(t.earlierMedianMs, 2),
      `${fmt(t.openPageSqlMs, 3)} / ${fmt(t.earlierPageSqlMs, 3)}`,
    ]),
  );
  if (flags.includes('--plans')) {
    const t = results.thread.at(-1)!;
    console.log(
      `\n#### Earlier page, ${fmt(t.messages)} messages\n\n\`\`\`\n${t.earlierPagePlan}\n\`\`\`\n`,
    );
  }
}

if (flags.includes('--plans') && results.explain) {
  for (const [call, queries] of Object.entries(results.explain)) {
    console.log(
      `\n### ${call}: ${queries.length} queries, ${fmt(
        queries.reduce((a, q) => a + q.ms, 0),
        2,
      )} ms of execution\n`,
    );
    for (const q of queries) {
      console.log(
        `#### ${fmt(q.ms, 3)} ms\n\n\`\`\`sql\n${q.sql}\n\`\`\`\n\n\`\`\`\n${q.plan}\n\`\`\`\n`,
      );
    }
  }
}
