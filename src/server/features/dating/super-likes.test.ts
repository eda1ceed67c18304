import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { DATING } from '../../../shared/constants';
import { dater, isolatedCity, swipeOn } from './test-fixtures';

const t = useTestApp();

describe('GET /api/dating/super-likes', () => {
  it("counts down with each of today's super likes, from any device, and resets at New York midnight", async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const others = await Promise.all(
      Array.from({ length: DATING.superLikesPerDay + 1 }, () => dater(t, { location })),
    );
    // 23:30 in New York (EDT): the next day starts at 04:00 UTC.
    t.clock.set('2026-06-16T03:30:00Z');
    const left = async () => {
      const res = await me.inject('GET', '/api/dating/super-likes');
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await left()).toEqual({
      perDay: DATING.superLikesPerDay,
      left: DATING.superLikesPerDay,
      resetsAt: '2026-06-16T04:00:00.000Z',
      resetsInMs: 30 * 60 * 1000,
    });
    // Likes and passes do not count; a refused super like does not either.
    expect((await swipeOn(me, others[0]!.user.id, 'right')).statusCode).toBe(200);
    expect((await swipeOn(me, others[1]!.user.id, 'super')).statusCode).toBe(200);
    expect((await swipeOn(me, others[1]!.user.id, 'super')).statusCode).toBe(409);
    expect((await left()).left).toBe(DATING.superLikesPerDay - 1);
    expect((await swipeOn(me, others[2]!.user.id, 'super')).statusCode).toBe(200);
    expect((await swipeOn(me, others[3]!.user.id, 'super')).statusCode).toBe(200);
    expect((await left()).left).toBe(0);
    // Someone else's count is their own.
    const res = await others[1]!.inject('GET', '/api/dating/super-likes');
    expect(res.json().left).toBe(DATING.superLikesPerDay);

    t.clock.advanceHours(1);
    expect(await left()).toEqual({
      perDay: DATING.superLikesPerDay,
      left: DATING.superLikesPerDay,
      resetsAt: '2026-06-17T04:00:00.000Z',
      resetsInMs: 23.5 * 60 * 60 * 1000,
    });
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dating/super-likes' });
    expect(res.statusCode).toBe(401);
  });
});
