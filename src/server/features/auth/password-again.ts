import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import { forbidden, unauthorized } from '../../domain/errors';
import { type LoginThrottle, tooManyAttempts } from './login-throttle';
import { verifyPassword } from './passwords';

export interface PasswordAgainOptions {
  /** The 403 message for a wrong password. */
  wrong: string;
  /** Refused for the shared demo accounts (their password is public, README) with this 403. */
  demoRefusal?: string;
}

/**
 * A signed-in caller's password, asked again before a change to the account itself (delete it,
 * change the password). A wrong one counts as a failed sign-in of the account, so a stolen token
 * cannot guess the password faster than the sign-in page would let it.
 */
export async function checkPasswordAgain(
  ctx: AppContext,
  throttle: LoginThrottle,
  me: string,
  password: string,
  options: PasswordAgainOptions,
): Promise<void> {
  const [user] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, me));
  if (!user) throw unauthorized();
  if (user.isDemo && options.demoRefusal) throw forbidden(options.demoRefusal);
  const key = user.email.toLowerCase();
  const nowMs = ctx.clock.now().getTime();
  const wait = await throttle.blockedForMinutes(key, nowMs);
  if (wait > 0) throw tooManyAttempts('wrong passwords', wait);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await throttle.recordFailure(key, nowMs);
    throw forbidden(options.wrong);
  }
  await throttle.reset(key);
}
