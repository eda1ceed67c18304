import { eq, sql } from 'drizzle-orm';
import { ACCOUNT } from '../../../shared/constants';
import { parseLocationLabel } from '../../../shared/catalog/us-locations';
import type { LoginRequest, RegisterRequest } from '../../../shared/schemas/auth';
import type { AuthResponse } from '../../../shared/schemas/user';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { preferences, sessions, users } from '../../db/schema';
import { type AppContext, inTransaction } from '../../domain/context';
import { conflict, HttpError, unauthorized } from '../../domain/errors';
import { creditCoins } from '../../domain/ledger';
import { loadOwnUser } from '../../domain/users';
import { hashToken, newSessionToken } from '../../plugins/auth';
import { announceSessionEnded } from '../../plugins/session-cache';
import { registrationPreferences } from '../dating/preferences';
import { type LoginThrottle, tooManyAttempts } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

const LOGIN_FAILED = 'Your email and/or password is wrong. Please try again.';

export async function register(ctx: AppContext, input: RegisterRequest): Promise<AuthResponse> {
  const place = parseLocationLabel(input.location);
  if (!place) throw new HttpError(400, 'Please select your location to find matches nearby.');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const { token, tokenHash } = newSessionToken();

  const userId = await inTransaction(ctx, async (tx) => {
    const [taken] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(
        sql`lower(${users.email}) = lower(${input.email}) or lower(${users.username}) = lower(${input.username})`,
      )
      .limit(1);
    if (taken) {
      throw conflict(
        taken.email.toLowerCase() === input.email.toLowerCase()
          ? 'An account with this email already exists.'
          : 'This username is taken. Please choose another.',
      );
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        passwordHash,
        displayName: input.displayName,
        age: input.age,
        gender: input.gender,
        sexualPreference: input.sexualPreference,
        stateCode: place.state.code,
        city: place.city.name,
        lat: place.city.lat,
        lng: place.city.lng,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(preferences).values(registrationPreferences(user.id, place, now));
    await creditCoins(tx, user.id, ACCOUNT.welcomeBonus, 'Welcome bonus', now);
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: sessionExpiry(now),
    });
    return user.id;
  }).catch((err: unknown) => {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw conflict('An account with this email or username already exists.');
    throw err;
  });

  return { token, user: await loadOwnUser(ctx.db, userId) };
}

export async function login(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: LoginRequest,
): Promise<AuthResponse> {
  const key = input.email.toLowerCase();
  const nowMs = ctx.clock.now().getTime();
  const wait = await throttle.blockedForMinutes(key, nowMs);
  if (wait > 0) throw tooManyAttempts('failed sign-in attempts', wait);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${key}`);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await throttle.recordFailure(key, nowMs);
    throw unauthorized(LOGIN_FAILED);
  }
  await throttle.reset(key);
  const now = ctx.clock.now();
  const { token, tokenHash } = newSessionToken();
  await ctx.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash, createdAt: now, expiresAt: sessionExpiry(now) });
  return { token, user: await loadOwnUser(ctx.db, user.id) };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(eq(sessions.tokenHash, tokenHash));
  await announceSessionEnded(ctx, tokenHash);
}

function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT.sessionDays * 86_400_000);
}
