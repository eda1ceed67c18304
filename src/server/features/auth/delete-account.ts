import { eq, or } from 'drizzle-orm';
import type { DeleteAccountRequest } from '../../../shared/schemas/auth';
import { matches, profileImages, sessions, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { unauthorized } from '../../domain/errors';
import { announceSessionEnded } from '../../plugins/session-cache';
import type { LoginThrottle } from './login-throttle';
import { checkPasswordAgain } from './password-again';

/**
 * POST /api/auth/delete-account: removes the caller and everything that is theirs (profile,
 * photos, pets, coins, swipes, matches, messages, notifications) for good, once the password has
 * been given again.
 */
export async function deleteAccount(
  ctx: AppContext,
  throttle: LoginThrottle,
  me: string,
  input: DeleteAccountRequest,
): Promise<void> {
  await checkPasswordAgain(ctx, throttle, me, input.password, {
    wrong: 'That password is not right. Your account has not been deleted.',
    demoRefusal: 'Demo accounts are shared, so they cannot be deleted.',
  });

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
