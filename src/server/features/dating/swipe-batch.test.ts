import { describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerMismatches, useTestApp } from '../../test/helpers';
import { matches, swipes } from '../../db/schema';
import { DATING } from '../../../shared/constants';
import { swipeWriter } from './swipe-batch';
import { neighbours, swipeOn } from './test-fixtures';

const t = useTestApp();

const people = (n: number) => neighbours(t, n);

describe('swipes written in batches (group commit)', () => {
  it('a burst of many people swiping at once: every swipe gets its own answer', async () => {
    const [a, b, c, d, e, ...targets] = await people(5 + DATING.superLikesPerDay + 1);
    const burst = [
      // A pair liking each other: one match, seen by exactly one of the two.
      swipeOn(a!, b!.user.id, 'right'),
      swipeOn(b!, a!.user.id, 'right'),
      // The same swipe twice: one goes through, the other is a duplicate.
      swipeOn(c!, d!.user.id, 'right'),
      swipeOn(c!, d!.user.id, 'left'),
      // One more super like than a day allows.
      ...targets.map((target) => swipeOn(e!, target.user.id, 'super')),
      // Nobody there.
      swipeOn(d!, '00000000-0000-4000-8000-000000000000', 'right'),
    ];
    const answers = await Promise.all(burst);

    const [ab, ba, cd1, cd2, ...rest] = answers;
    const unknown = rest.pop()!;
    expect([ab!.statusCode, ba!.statusCode]).toEqual([200, 200]);
    expect([ab!.json().isMatch, ba!.json().isMatch].filter(Boolean)).toHaveLength(1);
    expect([cd1!.statusCode, cd2!.statusCode].sort()).toEqual([200, 409]);
    expect(rest.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(DATING.superLikesPerDay).fill(200),
      429,
    ]);
    expect(unknown.statusCode).toBe(404);

    const pairMatches = await t.database.db
      .select()
      .from(matches)
      .where(inArray(matches.userA, [a!.user.id, b!.user.id]));
    expect(pairMatches).toHaveLength(1);
    const supers = await t.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperId, e!.user.id), eq(swipes.direction, 'super')));
    expect(supers).toHaveLength(DATING.superLikesPerDay);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('swipes that arrive while a call is under way go together in the next call', async () => {
    const crowd = await people(10);
    const writer = swipeWriter(t.database.db);
    const execute = vi.spyOn(t.database.db, 'execute');
    const outcomes = await Promise.all(
      crowd.map((u, i) =>
        writer.write({
          me: u.user.id,
          target: crowd[(i + 1) % crowd.length]!.user.id,
          direction: 'right',
          at: t.clock.now(),
          demoLikesBack: false,
        }),
      ),
    );
    const calls = execute.mock.calls.length;
    execute.mockRestore();
    expect(outcomes.map((o) => o.outcome)).toEqual(Array<string>(10).fill('ok'));
    // The first alone, at once; the nine that arrived meanwhile in one call.
    expect(calls).toBe(2);
  });

  it('a swipe that fails inside a batch fails alone; the others are written', async () => {
    const [a, b, c, d] = await people(4);
    const writer = swipeWriter(t.database.db);
    const at = t.clock.now();
    const write = (me: string, target: string, direction: 'left' | 'right') =>
      writer.write({ me, target, direction, at, demoLikesBack: false });
    // The first goes at once, alone; the four after it wait and go as one batch.
    const first = write(d!.user.id, a!.user.id, 'left');
    const written = await Promise.allSettled([
      write(a!.user.id, b!.user.id, 'right'),
      // Not an id: the database raises, which rolls back the whole batch it is in.
      write('not-an-id', c!.user.id, 'right'),
      write(b!.user.id, c!.user.id, 'left'),
      write(c!.user.id, a!.user.id, 'right'),
    ]);
    expect((await first).outcome).toBe('ok');
    expect(written.map((w) => w.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(written.flatMap((w) => (w.status === 'fulfilled' ? [w.value.outcome] : []))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const rows = await t.database.db
      .select()
      .from(swipes)
      .where(inArray(swipes.swiperId, [a!.user.id, b!.user.id, c!.user.id]));
    expect(rows).toHaveLength(3);
  });
});
