/**
 * HTTP load with autocannon: each request built by `next()` (the next user's token, the next
 * pair to swipe), its figure with the server's CPU per request (cpu.ts).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuPerRequest, cpuSnapshot } from './cpu';
import { errorKindList, type Figure } from './figure';

export type Req = { method: string; path: string; headers: Record<string, string>; body?: string };

export interface LoadOptions {
  /** 50 unless set. */
  connections?: number;
  /** Seconds; the runner's default unless set. */
  duration?: number;
  /** A counted run: this many requests instead of a duration. */
  amount?: number;
}

/**
 * A load runner: `durationSeconds` for runs without an amount, the CPU of the processes
 * `serverPids()` names counted, each figure logged and handed to `record`.
 */
export function loadRunner(setup: {
  durationSeconds: number;
  serverPids: () => number[];
  log: (line: string) => void;
  record: (figure: Figure) => void;
}) {
  return async function cannon(
    name: string,
    base: string,
    next: () => Req,
    options: LoadOptions = {},
  ): Promise<Figure> {
    const first = next();
    const cpuBefore = cpuSnapshot(setup.serverPids());
    // What each failed request met (a reset, a timeout): autocannon's result only counts them.
    const errorKinds: Record<string, number> = {};
    const load: autocannon.Options = {
      url: base,
      connections: options.connections ?? 50,
      // A counted run ends at autocannon's next sample, so with its 1 s default 2,000 decks
      // answered in 7.1 s read as 8.03 s: sampled every 10 ms, the end is known to 10 ms.
      ...(options.amount
        ? { amount: options.amount, sampleInt: 10 }
        : { duration: options.duration ?? setup.durationSeconds }),
      requests: [
        {
          method: first.method as 'GET',
          path: first.path,
          setupRequest: (req) => {
            const r = next();
            return {
              ...req,
              method: r.method as 'GET',
              path: r.path,
              headers: r.headers,
              body: r.body,
            };
          },
        },
      ],
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(load, (error, done) => (error ? reject(error) : resolve(done)));
      run.on('reqError', (error: NodeJS.ErrnoException) => {
        const kind = error.code ?? error.message;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      });
    });
    const fig: Figure = {
      name,
      requests: result.requests.total,
      errors: result.errors,
      ...(result.errors > 0 ? { errorKinds } : {}),
      non2xx: result.non2xx,
      // Requests over the run's own time: autocannon's `requests.average` is the mean of its
      // per-sample counts (a counted run's last sample is partial).
      rps: result.duration > 0 ? result.requests.total / result.duration : result.requests.average,
      seconds: result.duration,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      ...cpuPerRequest(cpuBefore, cpuSnapshot(setup.serverPids()), result.requests.total),
      loadavg: loadavg(),
    };
    setup.log(
      `${name}: ${fig.rps?.toFixed(0)} req/s, p50 ${fig.p50} ms, p99 ${fig.p99} ms, ` +
        `non-2xx ${fig.non2xx}, errors ${fig.errors}` +
        `${fig.errors ? ` (${errorKindList(errorKinds)})` : ''}, CPU ms/request server ` +
        `${fig.serverCpuMsPerRequest} + PostgreSQL ${fig.postgresCpuMsPerRequest}, ` +
        `steal ${fig.stealPercent} %`,
    );
    setup.record(fig);
    return fig;
  };
}

/** `work` for every item, `limit` at a time; the results in the items' order. */
export async function forEachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}
