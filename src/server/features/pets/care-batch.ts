import { sql } from 'drizzle-orm';
import { ECONOMY } from '../../../shared/constants';
import type { PetActionRequest } from '../../../shared/schemas/pets';
import { challengeDayKey } from '../../../shared/rules/day';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { countedChallenges } from '../../domain/challenges';
import { statsToSave, type PetRow } from '../../domain/pet-state';
import type { CarePlan } from './care-plan';

export interface CareToWrite {
  userId: string;
  /** The pet's row version (xmin) the plan was computed from. */
  version: string;
  plan: CarePlan;
  action: PetActionRequest['action'];
  at: Date;
  /** The request's Idempotency-Key, what was asked and what its answer says: see CareOnce. */
  once?: CareOnce;
}

/** A keyed action: done once per key, a repeat of it answered as the first (migration 0034). */
export interface CareOnce {
  key: string;
  /** The call and its input: one key answers one request only. */
  request: string;
  /** What the answer says of the action: not the pet, nor what the write decides (CareWritten). */
  answer: unknown;
}

/** What the write decided: the caller's balance and wins after it, the challenges completed. */
export interface CareWritten {
  balance: number;
  wins: number;
  challengesCompleted: unknown;
}

export type CareOutcome =
  | ({ outcome: 'saved'; notificationId: string | null; version: string } & CareWritten)
  /** The pet changed since it was read: nothing of the action was written. */
  | { outcome: 'changed' }
  /** The key's action was done before: its answer, as CareOnce's `answer` and what was written. */
  | { outcome: 'repeat'; first: { answer: unknown } & CareWritten }
  | { outcome: 'key_reused' };

/**
 * The writes of care actions, several people's in one call of petmatch_care_batch (migrations
 * 0016, 0018, 0023, 0034) under load (group commit, db/group-commit.ts).
 */
export const careWriter = builtOnce(
  (db) => new GroupCommit<CareToWrite, CareOutcome>((batch) => writeCareBatch(db, batch)),
);

async function writeCareBatch(db: Db, batch: CareToWrite[]): Promise<CareOutcome[]> {
  const items = batch.map(({ userId, version, plan, action, at, once }) => {
    const { pet, game } = plan;
    const notice = plan.warnLowEnergy ? lowEnergyNotice(pet) : null;
    const challenges = countedChallenges(plan.events);
    return {
      user: userId,
      pet: pet.id,
      version,
      at: at.toISOString(),
      petState: statsToSave(pet),
      action,
      result: plan.result,
      coinAmounts: plan.coins.map((c) => c.amount),
      coinDescriptions: plan.coins.map((c) => c.description),
      game: game ?? null,
      day: challengeDayKey(at),
      challengeIds: challenges.ids,
      challengeGoals: challenges.goals,
      challengeDescriptions: challenges.descriptions,
      noticeTitle: notice?.title ?? null,
      noticeMessage: notice?.message ?? null,
      key: once?.key ?? null,
      request: once?.request ?? null,
      answer: once?.answer ?? null,
    };
  });
  const result = await db.execute(sql`
    select outcome, balance, wins, challenges_completed as "challengesCompleted",
           notification_id as "notificationId", version, first_answer as "first"
    from petmatch_care_batch(${JSON.stringify(items)}::jsonb, ${ECONOMY.challengeReward}::int)
    order by ord`);
  return (result.rows as unknown as CareRow[]).map((row): CareOutcome => {
    switch (row.outcome) {
      case 'saved':
        return {
          outcome: 'saved',
          balance: Number(row.balance),
          wins: Number(row.wins),
          challengesCompleted: row.challengesCompleted,
          notificationId: row.notificationId,
          version: row.version!,
        };
      case 'repeat':
        return { outcome: 'repeat', first: row.first as { answer: unknown } & CareWritten };
      default:
        return { outcome: row.outcome };
    }
  });
}

interface CareRow {
  outcome: CareOutcome['outcome'];
  balance: number | string | null;
  wins: number | string | null;
  challengesCompleted: unknown;
  notificationId: string | null;
  version: string | null;
  /** The first answer's jsonb, parsed by the driver (node-postgres and PGlite both do). */
  first: unknown;
}

function lowEnergyNotice(pet: PetRow): { title: string; message: string } {
  return {
    title: 'Your pet is exhausted',
    message: `${pet.name} is down to ${pet.energy} energy. Let them rest or give them an energy boost from the shop.`,
  };
}
