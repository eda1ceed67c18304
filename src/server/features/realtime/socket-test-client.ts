import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** A Node WebSocket client for tests: buffers every frame and waits for the one wanted. */
export interface TestSocket {
  frames: Array<Record<string, unknown>>;
  next(
    match: (frame: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  send(data: unknown): void;
  close(): void;
}

/** Listens on a free port (once) and gives its ws:// URL for /api/ws. */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    frames,
    closed,
    send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
    close: () => ws.close(),
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/** Opens a socket and authenticates it with the first frame, as the browser client does. */
export async function openAuthedSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  await socket.next((f) => f.type === 'ready');
  return socket;
}
