import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { openAuthedSocket, openSocket, socketUrl } from './socket-test-client';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await socketUrl(t.app);
});
afterAll(() => t.close());

async function metric(name: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(' ')[1]);
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}

describe('realtime metrics at /metrics', () => {
  it('counts open WebSocket connections up and down', async () => {
    const before = await metric('websocket_connections');
    const user = await registerUser(t.app);
    const authed = await openAuthedSocket(url, user.token);
    const anonymous = await openSocket(url);
    expect(await metric('websocket_connections')).toBe(before + 2);
    authed.close();
    anonymous.close();
    await Promise.all([authed.closed, anonymous.closed]);
    await until(async () => (await metric('websocket_connections')) === before);
  });

  it('counts events heard on the bus and observes their publish-to-delivery lag', async () => {
    const events = await metric('event_bus_events_total');
    const lagCount = await metric('event_bus_lag_seconds_count');
    const user = await registerUser(t.app);
    const socket = await openAuthedSocket(url, user.token);
    await t.app.ctx.bus.publish(user.user.id, { type: 'profile', reason: 'pets' });
    await socket.next((f) => f.type === 'profile');
    expect(await metric('event_bus_events_total')).toBe(events + 1);
    expect(await metric('event_bus_lag_seconds_count')).toBe(lagCount + 1);
    socket.close();
  });
});
