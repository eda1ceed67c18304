import { and, eq, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { HttpError } from './errors';

/** How long a key answers for: far longer than any retry of a lost answer. */
const KEPT_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED =
  'That Idempotency-Key was already used for a different request. Send a new key.';

/**
 * Runs `work` once per user and key, inside the caller's transaction: a repeat of the request
 * (the same key and `request`) gets the first answer back and changes nothing. The key is claimed
 * before the work and its answer written after it, in the same transaction, so a repeat sent while
 * the first runs waits for it (on the user row the callers lock first, else on the key's primary
 * key), and a request that fails leaves no key behind: sent again, it is tried again. Without a
 * key, `work` simply runs.
 */
export async function onceForKey<T>(
  tx: Tx,
  userId: string,
  key: string | undefined,
  request: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  // This user's keys from before the window are dropped as they make a new one.
  await tx
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, userId),
        lt(idempotentRequests.createdAt, new Date(now.getTime() - KEPT_MS)),
      ),
    );
  const [claimed] = await tx
    .insert(idempotentRequests)
    .values({ userId, key, request, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (!claimed) {
    const first = await keptAnswer(tx, userId, key, request);
    if (first === null) throw new HttpError(422, KEY_REUSED);
    return first as T;
  }
  const answer = await work();
  await tx.update(idempotentRequests).set({ response: answer }).where(mine);
  return answer;
}

/**
 * The answer kept for `key`, or null if the user has no such key; the key kept for another
 * request (or without its answer yet) is 422.
 */
export async function keptAnswer(
  db: Executor,
  userId: string,
  key: string,
  request: string,
): Promise<unknown> {
  const [first] = await db
    .select({ request: idempotentRequests.request, response: idempotentRequests.response })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  if (!first) return null;
  if (first.request !== request || first.response === null) throw new HttpError(422, KEY_REUSED);
  return first.response;
}
