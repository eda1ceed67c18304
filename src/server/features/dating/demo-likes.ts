import { createHash } from 'node:crypto';
import { matchPair } from './relations';

/**
 * Demo users like back (docs/rules.md "Dating"): when a real person likes or super-likes a demo
 * user, the demo user likes them back for half of all pairs. Which half is decided by a hash of
 * the pair's ids, so it never changes between tries and the match goes through the same code
 * path as any other mutual like.
 */
export function demoLikesBack(userId: string, demoUserId: string): boolean {
  const { userA, userB } = matchPair(userId, demoUserId);
  const digest = createHash('sha256').update(`${userA}:${userB}`).digest();
  return ((digest[0] ?? 0) & 1) === 0;
}
