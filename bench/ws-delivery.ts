/**
 * Send -> WebSocket delivery (issue 11): 1,000 sockets (500 matched pairs) authenticated with
 * `{type:'auth', token}`; a message is `POST /api/messages/send`, its latency runs from the start
 * of that request to the receiver's `message` frame with its id. Two loads:
 * - saturated: 20 senders, each sending its next message as soon as the last one arrived
 *   (closed loop: the latency is mostly the queue the senders themselves build);
 * - paced: messages started at a fixed rate whatever the answers (open loop), the latency one
 *   message sees on a server that is busy but keeping up.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { cpuPerRequest, cpuSnapshot } from './cpu';
import type { Figure } from './figure';

interface Frame {
  type: string;
  messageId?: string;
  toUserId?: string;
}

export interface DeliveryOptions {
  port: number;
  pairs: [string, string][];
  tokens: Map<string, string>;
  serverPids: number[];
  log: (line: string) => void;
  /** Messages of the saturated run (20 senders). */
  saturatedMessages: number;
  /** Messages per second and seconds of the paced run. */
  pacedRate: number;
  pacedSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function wsDelivery(o: DeliveryOptions): Promise<Figure[]> {
  // Frame arrival times by message id; a waiter, if the sender already has its answer.
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (t: number) => void>();
  const sockets = await openSockets(o, (messageId, at) => {
    const waiter = waiting.get(messageId);
    if (waiter) waiter(at);
    else arrived.set(messageId, at);
  });

  // Keys unique to this run: a database kept from an earlier run already holds that run's keys.
  const run = `bench_${randomUUID()}`;

  /** Sends message k and resolves with its delivery latency, or null if it failed. */
  const sendOne = async (k: number): Promise<number | null> => {
    const [a, b] = o.pairs[k % o.pairs.length]!;
    const [from, to] = Math.floor(k / o.pairs.length) % 2 === 0 ? [a, b] : [b, a];
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${o.port}/api/messages/send`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${o.tokens.get(from)!}`,
        'content-type': 'application/json',
        // Keyed, as the app sends every message (migration 0032).
        'idempotency-key': `${run}_${k}`,
      },
      body: JSON.stringify({ receiverId: to, content: `bench ${k}` }),
    });
    if (!res.ok) return null;
    const { id } = (await res.json()) as { id: string };
    const at = await new Promise<number | null>((resolve) => {
      const early = arrived.get(id);
      if (early !== undefined) return resolve(early);
      const timer = setTimeout(() => resolve(null), 5_000);
      waiting.set(id, (t) => {
        clearTimeout(timer);
        resolve(t);
      });
    });
    waiting.delete(id);
    arrived.delete(id);
    return at === null ? null : at - t0;
  };

  const figures: Figure[] = [];
  const measure = async (name: string, run: (next: () => number) => Promise<(number | null)[]>) => {
    let k = 0;
    const cpuBefore = cpuSnapshot(o.serverPids);
    const started = performance.now();
    const outcomes = await run(() => k++);
    const seconds = (performance.now() - started) / 1000;
    const latencies = outcomes.filter((l): l is number => l !== null).sort((x, y) => x - y);
    const fig: Figure = {
      name,
      sockets: sockets.length,
      requests: outcomes.length,
      errors: outcomes.length - latencies.length,
      rps: outcomes.length / seconds,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
      ...cpuPerRequest(cpuBefore, cpuSnapshot(o.serverPids), outcomes.length),
      loadavg: loadavg(),
    };
    o.log(
      `${name}: ${fig.requests} messages over ${sockets.length} sockets, ${fig.rps?.toFixed(0)} msg/s, ` +
        `p50 ${fig.p50?.toFixed(1)} ms, p99 ${fig.p99?.toFixed(1)} ms, failures ${fig.errors}, ` +
        `steal ${fig.stealPercent} %`,
    );
    figures.push(fig);
  };

  await measure('send message -> WebSocket delivery, saturated (20 senders)', async (next) => {
    const outcomes: (number | null)[] = [];
    const sender = async () => {
      for (let k = next(); k < o.saturatedMessages; k = next()) outcomes.push(await sendOne(k));
    };
    await Promise.all(Array.from({ length: 20 }, sender));
    return outcomes;
  });

  await measure(
    `send message -> WebSocket delivery, paced (${o.pacedRate} msg/s)`,
    async (next) => {
      const total = o.pacedRate * o.pacedSeconds;
      const start = performance.now();
      const inFlight: Promise<number | null>[] = [];
      for (let k = next(); k < total; k = next()) {
        const due = start + (k * 1000) / o.pacedRate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(sendOne(o.saturatedMessages + k));
      }
      return Promise.all(inFlight);
    },
  );

  for (const ws of sockets) ws.close();
  return figures;
}

/** Opens and authenticates a socket per user, in waves of 100 (no handshake burst). */
async function openSockets(
  o: DeliveryOptions,
  onMessageFrame: (messageId: string, at: number) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const users = [...new Set(o.pairs.flat())];
  const openStart = performance.now();
  for (let i = 0; i < users.length; i += 100) {
    await Promise.all(
      users.slice(i, i + 100).map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${o.port}/api/ws`);
            ws.once('open', () =>
              ws.send(JSON.stringify({ type: 'auth', token: o.tokens.get(id) })),
            );
            ws.on('message', (data) => {
              const frame = JSON.parse(String(data)) as Frame;
              if (frame.type === 'ready') resolve();
              if (frame.type === 'message' && frame.toUserId === id && frame.messageId) {
                onMessageFrame(frame.messageId, performance.now());
              }
            });
            ws.once('error', reject);
            sockets.push(ws);
          }),
      ),
    );
  }
  o.log(
    `${sockets.length} sockets authenticated in ${((performance.now() - openStart) / 1000).toFixed(1)} s`,
  );
  return sockets;
}
