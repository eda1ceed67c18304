import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../shared/schemas/auth';
import { sessions, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { hashToken } from '../../plugins/auth';
import { announceSessionEnded } from '../../plugins/session-cache';
import type { LoginThrottle } from './login-throttle';
import { checkPasswordAgain } from './password-again';
import { hashPassword } from './passwords';

/**
 * POST /api/auth/change-password: a new password once the current one has been given again.
 * Every other session of the account ends (a password changed because it leaked must also shut
 * out whoever used it); the device that changed it stays signed in. Answers how many ended.
 */
export async function changePassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  me: string,
  currentToken: string,
  input: ChangePasswordRequest,
): Promise<{ signedOut: number }> {
  await checkPasswordAgain(ctx, throttle, me, input.currentPassword, {
    wrong: 'Your current password is not right. Your password has not been changed.',
    demoRefusal: 'Demo accounts are shared, so their password cannot be changed.',
  });
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const ended = await inTransaction(ctx, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me));
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, me),
          ne(sessions.tokenHash, hashToken(currentToken)),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
  });
  await Promise.all(ended.map(({ tokenHash }) => announceSessionEnded(ctx, tokenHash)));
  return { signedOut: ended.length };
}
