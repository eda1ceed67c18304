/**
 * The load of the crash-durability test (crash.test.ts): simulated people who register, care for
 * their pets, buy and chat through whichever server is up, and a record of every write a client
 * saw acknowledged, to look for in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import { newRegistration } from '../../src/server/test/helpers';
import type { ServerProcess } from './server-process';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Person {
  ip: string;
  token: string;
  id: string;
  petId: string;
  partner?: Person;
}

/** The people's requests, sent to `current()`: the server that is up now, if any. */
export function crashLoad(current: () => ServerProcess | undefined) {
  /** One call to whichever server is up now; null when the connection failed (not acknowledged). */
  async function call(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; ip: string },
  ): Promise<Answer | null> {
    const server = current();
    if (!server) return null;
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    try {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    } catch {
      return null;
    }
  }

  /** Retries through restarts until the call is answered (setup steps only). */
  async function answered(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; ip: string },
  ): Promise<Answer> {
    for (let i = 0; i < 200; i += 1) {
      const res = await call(method, url, options);
      if (res) return res;
      await sleep(200);
    }
    throw new Error(`${method} ${url}: no answer`);
  }

  /** What the clients saw acknowledged (a 200 answer). */
  const acked = {
    registrations: [] as { id: string; email: string }[],
    messages: [] as { id: string; content: string }[],
    careActions: new Map<string, number>(),
    purchases: new Map<string, number>(),
  };
  const figures = {
    kills: 0,
    requests: 0,
    acknowledged: 0,
    unanswered: 0,
    serverErrors: [] as string[],
  };

  async function register(ip: string): Promise<Person> {
    const reg = newRegistration({ location: 'Austin, Texas' });
    const res = await answered('POST', '/api/auth/register', { body: reg, ip });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const token = res.body.token as string;
    const id = (res.body.user as { id: string }).id;
    acked.registrations.push({ id, email: reg.email });
    const pet = await answered('POST', '/api/pets', {
      body: { name: 'Ember', type: 'dragon', variant: 'fire' },
      token,
      ip,
    });
    if (pet.status !== 200)
      throw new Error(`onboarding: ${pet.status} ${JSON.stringify(pet.body)}`);
    return { ip, token, id, petId: pet.body.id as string };
  }

  /** One random write for `p`; records it when acknowledged. */
  async function step(p: Person, n: number) {
    const roll = n % 5;
    figures.requests += 1;
    let res: Answer | null;
    if (roll === 0 || roll === 1) {
      const action = (['feed', 'play', 'groom', 'train'] as const)[n % 4];
      res = await call('POST', `/api/pets/${p.petId}/action`, {
        body: { action },
        token: p.token,
        ip: p.ip,
      });
      if (res?.status === 200)
        acked.careActions.set(p.petId, (acked.careActions.get(p.petId) ?? 0) + 1);
    } else if (roll === 2) {
      res = await call('POST', '/api/shop/purchase', {
        body: { itemId: 'food-kibble' },
        token: p.token,
        ip: p.ip,
      });
      if (res?.status === 200) acked.purchases.set(p.id, (acked.purchases.get(p.id) ?? 0) + 1);
    } else if (roll === 3 && p.partner) {
      const content = `message ${n} from ${p.id.slice(0, 8)} ${randomUUID()}`;
      res = await call('POST', '/api/messages/send', {
        body: { receiverId: p.partner.id, content },
        token: p.token,
        ip: p.ip,
      });
      if (res?.status === 200) acked.messages.push({ id: res.body.id as string, content });
    } else {
      const ip = `203.0.113.${(n % 200) + 1}`;
      const reg = newRegistration({ location: 'Austin, Texas' });
      res = await call('POST', '/api/auth/register', { body: reg, ip });
      if (res?.status === 200) {
        acked.registrations.push({ id: (res.body.user as { id: string }).id, email: reg.email });
      }
    }
    if (res === null) figures.unanswered += 1;
    else if (res.status >= 500)
      figures.serverErrors.push(`${res.status} ${JSON.stringify(res.body)}`);
    else if (res.status === 200) figures.acknowledged += 1;
  }

  return { acked, answered, figures, register, step };
}
