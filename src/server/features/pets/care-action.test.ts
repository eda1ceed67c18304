import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARE } from '../../../shared/constants';
import { pets } from '../../db/schema';
import { petAsOf } from '../../domain/pet-state';
import { ledgerMismatches, registerUser, useTestApp } from '../../test/helpers';
import { careWriter } from './care-batch';
import { planCare } from './care-plan';
import { onboard, petRow, setPet, userRow } from './test-support';

const t = useTestApp();

async function version(petId: string): Promise<string> {
  const result = await t.database.db.execute(
    sql`select xmin::text as v from pets where id = ${petId}`,
  );
  return (result.rows[0] as { v: string }).v;
}

/** petmatch_care with a fixed action; `state` is the pet's new stats as the app computed them. */
async function writeCare(userId: string, petId: string, seen: string, energy: number) {
  const state = {
    health: 100,
    hunger: 100,
    happiness: 100,
    energy,
    level: 1,
    experience: 2,
    statsAt: t.clock.now().toISOString(),
    lowEnergyNotified: false,
  };
  const result = await t.database.db.execute(sql`
    select saved, balance from petmatch_care(${userId}, ${petId}, ${seen}::xid,
      ${t.clock.now().toISOString()}::timestamptz, ${JSON.stringify(state)}::jsonb, 'play',
      'Played with Ember: happiness +10, +5 coins, +2 XP', ${sql.param([5])}::int[],
      ${sql.param(['Pet care: play'])}::text[], null::jsonb, '2026-06-15',
      ${sql.param(['daily-caretaker'])}::text[], ${sql.param([5])}::int[],
      ${sql.param(['Daily challenge: Daily Caretaker'])}::text[], 50, null, null)`);
  return result.rows[0] as { saved: boolean; balance: number | null };
}

describe('the write of a care action (petmatch_care)', () => {
  it('applies when the pet is the version the action was computed from', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const coins = (await userRow(t, u.user.id)).coins;
    const written = await writeCare(u.user.id, pet.id, await version(pet.id), 95);
    expect(written).toEqual({ saved: true, balance: coins + 5 });
    expect((await petRow(t, pet.id))?.energy).toBe(95);
  });

  it('writes nothing when the pet changed after it was read', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const seen = await version(pet.id);
    // Something else (another action, a shop item) changes the pet in between.
    await setPet(t, pet.id, { energy: 40 });
    const before = await userRow(t, u.user.id);

    expect(await writeCare(u.user.id, pet.id, seen, 95)).toEqual({ saved: false, balance: null });
    expect((await petRow(t, pet.id))?.energy).toBe(40);
    const after = await userRow(t, u.user.id);
    expect(after.coins).toBe(before.coins);
    expect(after.lastPetActionAt).toEqual(before.lastPetActionAt);
    const activities = await t.database.db.execute(
      sql`select count(*)::int as n from pet_activities where pet_id = ${pet.id}`,
    );
    expect(activities.rows[0]).toEqual({ n: 0 });
  });

  it("never writes another user's pet, whatever version is sent", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const pet = await onboard(owner);
    const written = await writeCare(other.user.id, pet.id, await version(pet.id), 0);
    expect(written.saved).toBe(false);
    expect((await petRow(t, pet.id))?.energy).toBe(100);
  });
});

describe('care writes in batches (group commit)', () => {
  async function plannedFrom(petId: string, action: 'feed' | 'play' | 'groom' | 'train') {
    const now = t.clock.now();
    const [row] = await t.database.db.select().from(pets).where(eq(pets.id, petId));
    return {
      version: await version(petId),
      plan: planCare(petAsOf(row!, now), { action }),
      action,
      at: now,
    };
  }

  it('in one batch, a write computed from a pet changed before it writes nothing; the rest apply', async () => {
    const [u1, u2] = [await registerUser(t.app), await registerUser(t.app)];
    const [p1, p2] = [await onboard(u1), await onboard(u2)];
    const writer = careWriter(t.database.db);
    const groom1 = await plannedFrom(p1.id, 'groom');
    const groom2 = await plannedFrom(p2.id, 'groom');
    const train1 = await plannedFrom(p1.id, 'train');

    // The first goes at once, alone; the three after it go as one batch.
    const first = writer.write({ userId: u2.user.id, ...groom2 });
    const batch = await Promise.all([
      writer.write({ userId: u1.user.id, ...groom1 }),
      // Computed from the same version of pet 1 as the groom just before it in this batch.
      writer.write({ userId: u1.user.id, ...train1 }),
      // Computed from pet 2 as it was before the first write.
      writer.write({ userId: u2.user.id, ...groom2 }),
    ]);
    expect(await first).toMatchObject({ outcome: 'saved', balance: expect.any(Number) });
    expect(batch.map((w) => w.outcome)).toEqual(['saved', 'changed', 'changed']);

    const activities = await t.database.db.execute(
      sql`select pet_id as "petId", action from pet_activities
          where pet_id in (${p1.id}, ${p2.id}) order by pet_id`,
    );
    expect(activities.rows).toHaveLength(2);
    expect((await petRow(t, p1.id))?.energy).toBe(100 - CARE.energyCost);
    expect((await petRow(t, p2.id))?.energy).toBe(100 - CARE.energyCost);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('many people caring at once, several taps each: every action counts once', async () => {
    const people = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const petsOf = await Promise.all(people.map((u) => onboard(u)));
    const answers = await Promise.all(
      people.flatMap((u, i) =>
        (['feed', 'play', 'groom'] as const).map((action) =>
          u.inject('POST', `/api/pets/${petsOf[i]!.id}/action`, { action }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(9).fill(200));
    for (const pet of petsOf) {
      expect((await petRow(t, pet.id))?.energy).toBe(100 - 3 * CARE.energyCost);
    }
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('plans a run of taps from its own last write, and reads a pet anything else changed', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const tap = async (action = 'feed') => {
      const res = await u.inject('POST', `/api/pets/${pet.id}/action`, { action });
      return {
        status: res.statusCode,
        energy: (res.json() as { pet?: { energy: number } }).pet?.energy,
      };
    };
    expect(await tap()).toEqual({ status: 200, energy: 95 });
    expect(await tap()).toEqual({ status: 200, energy: 90 });

    // Changed by something else (a shop item, another instance): the next tap starts from it.
    await setPet(t, pet.id, { energy: 50 });
    expect(await tap('play')).toEqual({ status: 200, energy: 45 });

    // Too tired in the database: refused, though this instance last wrote 45.
    await setPet(t, pet.id, { energy: 3 });
    expect((await tap()).status).toBe(400);

    // Too tired as last written here, then restored elsewhere: not refused.
    await setPet(t, pet.id, { energy: 7 });
    expect(await tap()).toEqual({ status: 200, energy: 2 });
    await setPet(t, pet.id, { energy: 100 });
    expect(await tap()).toEqual({ status: 200, energy: 95 });
    expect((await petRow(t, pet.id))?.energy).toBe(95);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });
});
