import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { countedChallenges } from '../../domain/challenges';
import { DATING, ECONOMY } from '../../../shared/constants';
import { challengeDayBounds, challengeDayKey } from '../../../shared/rules/day';

/**
 * The texts the database's swipe and match functions write (migration 0012); '{name}' is the
 * other person's display name. Sent as one jsonb parameter, built once.
 */
export const SWIPE_COPY = JSON.stringify({
  matchTitle: "It's a Match!",
  matchMessage: 'You and {name} liked each other. Say hello!',
  matchDescription: 'New match',
  wantTitle: 'Someone wants to meet you!',
  wantMessage: '{name} super liked you. Say hi from your Wants to Meet list.',
});

export interface SwipeToWrite {
  me: string;
  target: string;
  direction: 'left' | 'right' | 'super';
  at: Date;
  /** Whether the target, if a demo user, likes the caller back (demo-likes.ts). */
  demoLikesBack: boolean;
}

export interface SwipeOutcome {
  outcome: 'ok' | 'no_self' | 'not_found' | 'super_off' | 'super_limit' | 'duplicate';
  isMatch: boolean;
  otherName: string | null;
  notifiedUsers: string[] | null;
  notificationIds: string[] | null;
}

/**
 * Swipes are written in batches (group commit, db/group-commit.ts): one writer per database, so
 * every swipe of this instance goes through it.
 */
export const swipeWriter = builtOnce(
  (db) => new GroupCommit<SwipeToWrite, SwipeOutcome>((batch) => swipeBatch(db, batch)),
);

const SWIPE_CHALLENGES = countedChallenges(['swipe']);

async function swipeBatch(db: Db, batch: SwipeToWrite[]): Promise<SwipeOutcome[]> {
  const items = batch.map((s) => {
    const day = challengeDayBounds(s.at);
    return {
      me: s.me,
      target: s.target,
      direction: s.direction,
      at: s.at.toISOString(),
      dayStart: day.start.toISOString(),
      dayEnd: day.end.toISOString(),
      day: challengeDayKey(s.at),
      demoLikesBack: s.demoLikesBack,
    };
  });
  const result = await db.execute(sql`
    select outcome, is_match as "isMatch", other_name as "otherName",
           notified_users as "notifiedUsers", notification_ids as "notificationIds"
    from petmatch_swipe_batch(${JSON.stringify(items)}::jsonb, ${DATING.superLikesPerDay}::int,
      ${sql.param(SWIPE_CHALLENGES.ids)}::text[], ${sql.param(SWIPE_CHALLENGES.goals)}::int[],
      ${sql.param(SWIPE_CHALLENGES.descriptions)}::text[], ${ECONOMY.challengeReward}::int,
      ${ECONOMY.newMatchCoins}::int, ${SWIPE_COPY}::jsonb)
    order by ord`);
  return result.rows as unknown as SwipeOutcome[];
}
