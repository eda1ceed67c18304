/**
 * Two real server processes sharing PostgreSQL and Redis (scale-out-instances.ts): accounts,
 * sessions, a pet, the deck, matches and chat work across them, each instance starting from the
 * other's writes. Runs under `npm run test:pg` (TEST_DATABASE_URL) when Redis answers; skipped
 * otherwise.
 */
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/schemas/user';
import { newRegistration } from '../../src/server/test/helpers';
import { openAuthedSocket } from '../../src/server/features/realtime/socket-test-client';
import { call, metric, unavailable, useTwoInstances, type Instance } from './scale-out-instances';

describe.skipIf(unavailable)('two app instances sharing PostgreSQL and Redis', () => {
  const { A, B, ip, sockets } = useTwoInstances();

  it('starts two ready instances on two ports, both reaching the database and Redis', async () => {
    expect(A().base).not.toBe(B().base);
    for (const instance of [A(), B()]) {
      const ready = await call(instance, 'GET', '/api/ready');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', database: 'ok', redis: 'ok' },
      });
    }
  });

  it('registers on one instance and signs in on the other; each accepts the other’s session', async () => {
    const registration = newRegistration({ displayName: 'Scale Ava' });
    const registered = await call(A(), 'POST', '/api/auth/register', {
      body: registration,
      ip: ip(1),
    });
    expect(registered.status).toBe(200);
    const fromA = registered.body as unknown as AuthResponse;

    const login = await call(B(), 'POST', '/api/auth/login', {
      body: { email: registration.email, password: registration.password },
      ip: ip(1),
    });
    expect(login.status).toBe(200);
    const fromB = login.body as unknown as AuthResponse;
    expect(fromB.user.id).toBe(fromA.user.id);

    const onB = await call(B(), 'GET', '/api/user/profile', { token: fromA.token, ip: ip(1) });
    const onA = await call(A(), 'GET', '/api/user/profile', { token: fromB.token, ip: ip(1) });
    expect(onB).toMatchObject({ status: 200, body: { id: fromA.user.id } });
    expect(onA).toMatchObject({ status: 200, body: { displayName: 'Scale Ava' } });

    // Signing out on A ends that session on B as well, though B has just used (and cached) it:
    // A's notice reaches B over Redis within milliseconds.
    expect((await call(B(), 'GET', '/api/user/profile', { token: fromB.token })).status).toBe(200);
    expect((await call(A(), 'POST', '/api/auth/logout', { token: fromB.token })).status).toBe(200);
    await expect
      .poll(
        async () => (await call(B(), 'GET', '/api/user/profile', { token: fromB.token })).status,
        {
          timeout: 1_000,
          interval: 10,
        },
      )
      .toBe(401);
  });

  it('cares for one pet through both instances: each starts from the other’s writes', async () => {
    const registered = await call(A(), 'POST', '/api/auth/register', {
      body: newRegistration({ displayName: 'Scale Cara' }),
      ip: ip(3),
    });
    const { token } = registered.body as unknown as AuthResponse;
    const adopted = await call(A(), 'POST', '/api/pets', {
      token,
      body: { name: 'Ember', type: 'dragon', variant: 'fire' },
      ip: ip(3),
    });
    const petId = (adopted.body as { id: string }).id;
    let earned = 0;
    const tap = async (instance: Instance) => {
      const res = await call(instance, 'POST', `/api/pets/${petId}/action`, {
        token,
        body: { action: 'play' },
        ip: ip(3),
      });
      const body = res.body as { pet?: { energy: number }; coinsEarned?: number };
      earned += body.coinsEarned ?? 0;
      return [res.status, body.pet?.energy];
    };
    // A and B each keep the pet as they last wrote it; the other's write in between makes that
    // copy stale, so each tap must start from the database's pet, never spend energy twice.
    expect(await tap(A())).toEqual([200, 95]);
    expect(await tap(B())).toEqual([200, 90]);
    expect(await tap(A())).toEqual([200, 85]);
    expect(await tap(A())).toEqual([200, 80]);
    expect(await tap(B())).toEqual([200, 75]);
    // Every tap paid once (play's coins and any challenge completed on the way).
    const profile = await call(B(), 'GET', '/api/user/profile', { token, ip: ip(3) });
    expect(earned).toBeGreaterThanOrEqual(5 * 5);
    expect((profile.body as { coins: number }).coins).toBe(
      (registered.body as unknown as AuthResponse).user.coins + earned,
    );
  });

  it('drops someone from the deck one instance keeps as soon as they block the viewer on the other', async () => {
    const join = async (instance: Instance, displayName: string, gender: 'Female' | 'Male') => {
      const res = await call(instance, 'POST', '/api/auth/register', {
        body: newRegistration({
          displayName,
          gender,
          sexualPreference: 'Bisexual',
          location: 'Boise, Idaho',
        }),
        ip: ip(6),
      });
      expect(res.status).toBe(200);
      const user = res.body as unknown as AuthResponse;
      const prefs = await call(instance, 'PUT', '/api/user/preferences', {
        token: user.token,
        ip: ip(6),
        body: {
          ageRange: [18, 65],
          distance: 5,
          petPreference: 'any',
          showOnlyActivePets: false,
          enableSuperLikes: true,
          genderPreference: 'any',
          sexualPreferenceFilter: 'any',
        },
      });
      expect(prefs.status).toBe(200);
      return user;
    };
    const cleo = await join(A(), 'Cleo', 'Female');
    const dan = await join(B(), 'Dan', 'Male');
    const cleosDeckOnA = async () => {
      const res = await call(A(), 'GET', '/api/dating/potential-matches', {
        token: cleo.token,
        ip: ip(6),
      });
      expect(res.status).toBe(200);
      return (res.body as unknown as { id: string }[]).map((card) => card.id);
    };
    // The search, the check of its queue, then the deck A keeps for repeat loads.
    for (let load = 0; load < 3; load++) expect(await cleosDeckOnA()).toContain(dan.user.id);

    const blocked = await call(B(), 'POST', `/api/users/${cleo.user.id}/block`, {
      token: dan.token,
      ip: ip(6),
      body: {},
    });
    expect(blocked.status).toBe(200);
    // B's notice reaches A over Redis within milliseconds; A would otherwise keep the deck 30 s.
    await expect.poll(cleosDeckOnA, { timeout: 1_000, interval: 10 }).not.toContain(dan.user.id);
  });

  it('matches two users through swipes on different instances and delivers chat across them', async () => {
    const register = async (
      instance: Instance,
      overrides: Parameters<typeof newRegistration>[0],
    ) => {
      const res = await call(instance, 'POST', '/api/auth/register', {
        body: newRegistration(overrides),
        ip: ip(2),
      });
      expect(res.status).toBe(200);
      return res.body as unknown as AuthResponse;
    };
    const ava = await register(A(), { displayName: 'Ava', gender: 'Female' });
    const ben = await register(B(), { displayName: 'Ben', gender: 'Male' });

    const first = await call(A(), 'POST', '/api/dating/swipe', {
      token: ava.token,
      body: { direction: 'right', swipedId: ben.user.id },
    });
    expect(first).toMatchObject({ status: 200, body: { isMatch: false } });
    const second = await call(B(), 'POST', '/api/dating/swipe', {
      token: ben.token,
      body: { direction: 'right', swipedId: ava.user.id },
    });
    expect(second).toMatchObject({
      status: 200,
      body: { isMatch: true, match: { userId: ava.user.id, displayName: 'Ava' } },
    });
    const avaMatches = await call(A(), 'GET', '/api/dating/matches', { token: ava.token });
    expect(avaMatches.body).toEqual([expect.objectContaining({ id: ben.user.id })]);

    // Ben's tab is connected to B; Ava sends through A.
    const connectionsBefore = await metric(B(), 'websocket_connections');
    const eventsBefore = await metric(B(), 'event_bus_events_total');
    const benSocket = await openAuthedSocket(B().wsUrl, ben.token);
    sockets.push(benSocket);
    const sent = await call(A(), 'POST', '/api/messages/send', {
      token: ava.token,
      body: { receiverId: ben.user.id, content: 'Hello from instance A!' },
    });
    expect(sent.status).toBe(200);
    const pushed = await benSocket.next((f) => f.type === 'message', 10_000);
    expect(pushed).toEqual({
      type: 'message',
      fromUserId: ava.user.id,
      toUserId: ben.user.id,
      messageId: sent.body.id,
    });
    const thread = await call(B(), 'GET', `/api/messages/conversation/${ava.user.id}`, {
      token: ben.token,
    });
    expect(JSON.stringify(thread.body)).toContain('Hello from instance A!');

    // B's metrics saw the socket and the events that came over Redis.
    expect(await metric(B(), 'websocket_connections')).toBe(connectionsBefore + 1);
    expect(await metric(B(), 'event_bus_events_total')).toBeGreaterThan(eventsBefore);
    expect(await metric(B(), 'event_bus_lag_seconds_count')).toBeGreaterThan(0);
  });
});
