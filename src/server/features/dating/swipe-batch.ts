import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
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

/** The most swipes written in one call. */
const MAX_BATCH = 64;
/**
 * Calls under way at once; the swipes that arrive meanwhile wait and go together in the next
 * one. One at a time wrote the most swipes per second for the least CPU: two overlapping
 * batches often wait on each other's locks, and each is smaller (bench/README.md).
 */
const MAX_CALLS = 1;

/**
 * Group commit: writes swipes with petmatch_swipe_batch (migration 0015), the ones that arrive
 * while earlier calls are under way together in one call and one transaction. A swipe alone
 * goes at once; under load a batch shares one round trip, one commit and one WAL flush instead
 * of paying each per swipe, which was most of PostgreSQL's work for a swipe (bench/README.md,
 * "Swipes written in batches"). Each answer waits for its batch's commit, so an acknowledged
 * swipe is as durable as before.
 */
class SwipeBatcher {
  private readonly waiting: {
    swipe: SwipeToWrite;
    resolve: (outcome: SwipeOutcome) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private calls = 0;

  constructor(private readonly db: Db) {}

  write(swipe: SwipeToWrite): Promise<SwipeOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ swipe, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.calls < MAX_CALLS && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.calls += 1;
      void this.writeBatch(batch).finally(() => {
        this.calls -= 1;
        this.next();
      });
    }
  }

  private async writeBatch(batch: SwipeBatcher['waiting']): Promise<void> {
    try {
      const outcomes = await swipeBatch(
        this.db,
        batch.map((b) => b.swipe),
      );
      batch.forEach((b, i) => b.resolve(outcomes[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // A failed batch wrote nothing: each swipe again on its own, in order, so an error (or a
      // deadlock with some other kind of transaction) fails only the swipe it belongs to.
      for (const b of batch) {
        await swipeBatch(this.db, [b.swipe]).then(([outcome]) => b.resolve(outcome!), b.reject);
      }
    }
  }
}

/** One batcher per database, so that every swipe of this instance goes through it. */
export const swipeWriter = builtOnce((db) => new SwipeBatcher(db));

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
  const outcomes = result.rows as unknown as SwipeOutcome[];
  if (outcomes.length !== batch.length) {
    throw new Error(`petmatch_swipe_batch answered ${outcomes.length} of ${batch.length} swipes`);
  }
  return outcomes;
}
