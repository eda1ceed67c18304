import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petActivities, pets } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { COMPATIBILITY } from '../../../shared/constants';
import { dater, isolatedCity } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
