import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, matches } from '../../db/schema';

/** A match row stores its pair once, smaller id first (uuid order equals lowercase-hex order). */
export function matchPair(a: string, b: string): { userA: string; userB: string } {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? { userA: x, userB: y } : { userA: y, userB: x };
}

/** True when either person has blocked the other. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The pair's current (not ended) match, if any. */
export async function activeMatchBetween(
  db: Executor,
  a: string,
  b: string,
): Promise<{ id: string; createdAt: Date } | null> {
  const pair = matchPair(a, b);
  const [row] = await db
    .select({ id: matches.id, createdAt: matches.createdAt })
    .from(matches)
    .where(
      and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB), isNull(matches.endedAt)),
    );
  return row ?? null;
}
