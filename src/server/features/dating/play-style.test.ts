import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameResults, petActivities, pets } from '../../db/schema';
import { type TestUser, useTestApp } from '../../test/helpers';
import { COMPATIBILITY } from '../../../shared/constants';
import { hourBucket } from '../../../shared/rules/compatibility';
import { newYorkHour } from '../../../shared/rules/day';
import { playStyles } from './play-style';
import { dater, isolatedCity } from './test-fixtures';

const t = useTestApp();

/** `count` feeds by `u`, all an hour ago (one New York hour bucket). */
async function feeds(u: TestUser, count: number) {
  const [pet] = await t.database.db.select().from(pets).where(eq(pets.userId, u.user.id));
  const at = new Date(t.clock.now().getTime() - 3_600_000);
  await t.database.db.insert(petActivities).values(
    Array.from({ length: count }, () => ({
      petId: pet!.id,
      userId: u.user.id,
      action: 'feed',
      result: 'fed',
      createdAt: at,
    })),
  );
}

async function heartsFor(viewer: TestUser, other: TestUser): Promise<number> {
  const res = await viewer.inject('GET', `/api/users/${other.user.id}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { compatibility: number }).compatibility;
}

describe('play styles behind the compatibility hearts', () => {
  it('are read again once they are older than the cache allows, not on every view', async () => {
    const city = isolatedCity();
    const me = await dater(t, { location: city });
    const other = await dater(t, { location: city });
    await feeds(me, 6);
    // Two level-1 cats, no games, nothing known of their care yet: 3 hearts (score 0.625).
    expect(await heartsFor(me, other)).toBe(3);

    // They now care exactly as I do (score 0.875), but their play style was read a moment ago.
    await feeds(other, 6);
    expect(await heartsFor(me, other)).toBe(3);
    expect(await heartsFor(other, me)).toBe(3); // the same hearts both ways

    t.clock.advanceMs(COMPATIBILITY.playStyleMaxAgeMs + 1_000);
    expect(await heartsFor(me, other)).toBe(5);
    expect(await heartsFor(other, me)).toBe(5);
  });

  it('count care by kind and every action by New York hour bucket, over the last 30 days', async () => {
    const me = await dater(t, { location: isolatedCity() });
    const [pet] = await t.database.db.select().from(pets).where(eq(pets.userId, me.user.id));
    // Noon UTC on a November day is 07:00 in New York (UTC-5).
    const day = Date.UTC(2026, 10, 20);
    const at = (nyHour: number, daysAgo = 0) =>
      new Date(day - daysAgo * 86_400_000 + (nyHour + 5) * 3_600_000);
    const rows: [string, Date][] = [
      ['feed', at(0)], // night
      ['feed', at(5)], // night (05:59 is still night)
      ['play', at(6)], // morning
      ['groom', at(11)], // morning
      ['train', at(12)], // afternoon
      ['feed', at(17)], // afternoon
      ['play', at(18)], // evening
      ['play', at(23)], // evening
      ['adopt', at(19)], // evening, not a care kind
      ['feed', at(9, 31)], // older than 30 days: not counted
    ];
    await t.database.db.insert(petActivities).values(
      rows.map(([action, createdAt]) => ({
        petId: pet!.id,
        userId: me.user.id,
        action,
        result: 'done',
        createdAt,
      })),
    );
    const ctx = t.app.ctx;
    const styles = await playStyles(
      ctx,
      new Map([[me.user.id, { type: 'cat' as const, level: 2 }]]),
      new Date(day + 2 * 86_400_000),
    );
    expect(styles.get(me.user.id)).toMatchObject({
      care: { feed: 3, play: 3, groom: 1, train: 1 },
      hours: [2, 2, 2, 3],
      petType: 'cat',
      level: 2,
    });
  });

  it('count the same from the per-day totals as action by action, to the minute of the window', async () => {
    const me = await dater(t, { location: isolatedCity() });
    const [pet] = await t.database.db.select().from(pets).where(eq(pets.userId, me.user.id));
    const now = new Date(Date.UTC(2026, 10, 20, 15, 37));
    const since = now.getTime() - COMPATIBILITY.windowDays * 86_400_000;
    const kinds = ['feed', 'play', 'groom', 'train', 'adopt'] as const;
    // 400 actions spread over 33 days by a prime stride (every hour of the day, days on either
    // side of the window), and some on either side of the window's first minute.
    const times = [
      ...Array.from(
        { length: 400 },
        (_, i) => now.getTime() - ((i * 7_919_191) % (33 * 86_400_000)),
      ),
      since - 60_000,
      since,
      since + 60_000,
    ];
    const rows = times.map((ms, i) => ({
      petId: pet!.id,
      userId: me.user.id,
      action: kinds[i % kinds.length]!,
      result: 'done',
      createdAt: new Date(ms),
    }));
    // Written in several statements, as the app writes them one by one.
    for (let i = 0; i < rows.length; i += 50) {
      await t.database.db.insert(petActivities).values(rows.slice(i, i + 50));
    }

    const expected = { care: { feed: 0, play: 0, groom: 0, train: 0 }, hours: [0, 0, 0, 0] };
    for (const row of rows) {
      if (row.createdAt.getTime() < since) continue;
      if (row.action !== 'adopt') expected.care[row.action] += 1;
      expected.hours[hourBucket(newYorkHour(row.createdAt))]! += 1;
    }
    const styles = await playStyles(t.app.ctx, new Map([[me.user.id, null]]), now);
    expect(styles.get(me.user.id)).toMatchObject(expected);
  });

  it('average the emoji games of the last 30 days, and have none for someone who played none', async () => {
    const [me, idle] = await Promise.all([
      dater(t, { location: isolatedCity() }),
      dater(t, { location: isolatedCity() }),
    ]);
    const now = new Date(Date.UTC(2026, 10, 20, 12));
    const game = (moves: number, seconds: number, daysAgo: number) => ({
      userId: me.user.id,
      won: true,
      moves,
      timeElapsed: seconds,
      perfect: false,
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    await t.database.db
      .insert(gameResults)
      .values([game(10, 40, 1), game(14, 60, 29), game(30, 300, 31)]); // the last one too old
    const styles = await playStyles(
      t.app.ctx,
      new Map([
        [me.user.id, null],
        [idle.user.id, null],
      ]),
      now,
    );
    expect(styles.get(me.user.id)?.games).toEqual({ count: 2, avgMoves: 12, avgSeconds: 50 });
    expect(styles.get(idle.user.id)?.games).toBeNull();
  });
});
