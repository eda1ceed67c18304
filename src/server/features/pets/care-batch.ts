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
}

export interface CareWritten {
  balance: number;
  wins: number;
  challengesCompleted: unknown;
  notificationId: string | null;
  /** The pet's row version after the write. */
  version: string;
}

/**
 * The writes of care actions, several people's in one call of petmatch_care_batch (migrations
 * 0016, 0018, 0023) under load (group commit, db/group-commit.ts). Answers null for an action
 * whose pet changed since it was read: nothing of it was written.
 */
export const careWriter = builtOnce(
  (db) => new GroupCommit<CareToWrite, CareWritten | null>((batch) => writeCareBatch(db, batch)),
);

async function writeCareBatch(db: Db, batch: CareToWrite[]): Promise<(CareWritten | null)[]> {
  const items = batch.map(({ userId, version, plan, action, at }) => {
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
    };
  });
  const result = await db.execute(sql`
    select saved, balance, wins, challenges_completed as "challengesCompleted",
           notification_id as "notificationId", version
    from petmatch_care_batch(${JSON.stringify(items)}::jsonb, ${ECONOMY.challengeReward}::int)
    order by ord`);
  return (result.rows as unknown as (CareWritten & { saved: boolean })[]).map((row) =>
    row.saved ? { ...row, balance: Number(row.balance), wins: Number(row.wins) } : null,
  );
}

function lowEnergyNotice(pet: PetRow): { title: string; message: string } {
  return {
    title: 'Your pet is exhausted',
    message: `${pet.name} is down to ${pet.energy} energy. Let them rest or give them an energy boost from the shop.`,
  };
}
