import { eq, or } from 'drizzle-orm';
import type { DeleteAccountRequest } from '../../../shared/schemas/auth';
import { matches, profileImages, sessions, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { forbidden, HttpError, unauthorized } from '../../domain/errors';
import { announceSessionEnded } from '../../plugins/session-cache';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';

const WRONG_PASSWORD = 'That password is not right. Your account has not been deleted.';

/**
 * POST /api/auth/delete-account: removes the caller and everything that is theirs (profile,
 * photos, pets, coins, swipes, matches, messages, notifications) for good. The password is asked
 * again, and a wrong one counts as a failed sign-in of the account, so a stolen token cannot
 * guess it faster than the sign-in page could.
 */
export async function deleteAccount(
  ctx: AppContext,
  throttle: LoginThrottle,
  me: string,
  input: DeleteAccountRequest,
): Promise<void> {
  const [user] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, me));
  if (!user) throw unauthorized();
  // Their password is public (README), so one visitor must not take them from the next.
  if (user.isDemo) throw forbidden('Demo accounts are shared, so they cannot be deleted.');
  const key = user.email.toLowerCase();
  const nowMs = ctx.clock.now().getTime();
  const wait = await throttle.blockedForMinutes(key, nowMs);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many wrong passwords. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
    );
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await throttle.recordFailure(key, nowMs);
    throw forbidden(WRONG_PASSWORD);
  }
  await throttle.reset(key);

  const removed = await inTransaction(ctx, async (tx, after) => {
    // Locks in the order sends and care take them (match rows by id, then the user's row), so
    // a message or care action under way finishes first instead of deadlocking with this.
    const rows = await tx
      .select({ userA: matches.userA, userB: matches.userB, endedAt: matches.endedAt })
      .from(matches)
      .where(or(eq(matches.userA, me), eq(matches.userB, me)))
      .orderBy(matches.id)
      .for('update');
    const [still] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, me))
      .for('update');
    if (!still) throw unauthorized();
    const partners = rows.filter((m) => m.endedAt === null);
    const tokens = await tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, me));
    const files = await tx
      .select({ full: profileImages.storageKey, thumb: profileImages.thumbnailKey })
      .from(profileImages)
      .where(eq(profileImages.userId, me));
    // Every table that refers to a user does so ON DELETE CASCADE.
    await tx.delete(users).where(eq(users.id, me));
    // Their matches' lists and open chats close as after an unmatch.
    for (const { userA, userB } of partners) {
      after.publish(userA === me ? userB : userA, { type: 'match_ended', withUserId: me });
    }
    return { tokens, files };
  });

  await Promise.all(removed.tokens.map(({ tokenHash }) => announceSessionEnded(ctx, tokenHash)));
  // The rows are gone, so no image resolves any more; the files follow.
  await Promise.all(
    removed.files.flatMap(({ full, thumb }) => [
      ctx.storage.delete(full),
      ctx.storage.delete(thumb),
    ]),
  ).catch((err: unknown) =>
    ctx.log.warn({ err }, 'could not remove the photos of a deleted account'),
  );
}
