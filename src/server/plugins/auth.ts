import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import { sessions } from '../db/schema';
import type { Actor, AppContext } from '../domain/context';
import { HttpError, unauthorized } from '../domain/errors';
import { REALTIME } from '../../shared/constants';
import { TabIdSchema } from '../../shared/schemas/realtime';
import { sessionCacheOf } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on every route that is not marked public. */
    userId: string | null;
  }
  interface FastifyContextConfig {
    /** Routes open to signed-out visitors: register, login, health. */
    public?: boolean;
  }
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The session lookup runs on every signed-in request: it is built once per database as a
 * prepared query, so only the token hash and the time are filled in per call.
 */
const sessionLookup = builtOnce((db) =>
  db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_user_by_token'),
);

/**
 * Finds the live session a token belongs to: not revoked, not expired. Sessions seen lately
 * come from this instance's cache, which every sign-out clears (session-cache.ts).
 */
export async function userIdForToken(ctx: AppContext, token: string): Promise<string | null> {
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  const cache = sessionCacheOf(ctx);
  const cached = cache.get(tokenHash, now.getTime());
  if (cached) return cached;
  const [row] = await sessionLookup(ctx.db).execute({ tokenHash, now });
  if (!row) return null;
  cache.remember(tokenHash, row.userId, row.expiresAt, now.getTime());
  return row.userId;
}

/**
 * One guard for every /api route except those whose config says public (DESIGN.md "Server").
 * It runs before the routes' own rate limits, so requests that fail it are counted here, per IP
 * (`failuresPerIpPerMinute`, needs @fastify/rate-limit registered first): past the limit a
 * flood of made-up tokens gets 429 without a database lookup (docs/security.md).
 */
export function registerAuthGuard(
  app: FastifyInstance,
  ctx: AppContext,
  failuresPerIpPerMinute?: number,
) {
  app.decorateRequest('userId', null);
  const failures = failuresPerIpPerMinute
    ? app.createRateLimit({
        max: failuresPerIpPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => request.ip ?? 'unknown',
      })
    : undefined;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    // Only real /api routes; unknown paths fall through to the 404 handler.
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return; // the API docs are public
    if (failures) {
      const seen = await failures(request, { increment: false });
      if (!seen.isAllowed && seen.remaining <= 0) {
        const wait = Math.max(1, seen.ttlInSeconds);
        throw new HttpError(429, `Too many requests. Please try again in ${wait} seconds.`);
      }
    }
    const token = bearerToken(request);
    const userId = token ? await userIdForToken(ctx, token) : null;
    if (!userId) {
      await failures?.(request);
      throw token ? unauthorized('Your session has ended. Please sign in again.') : unauthorized();
    }
    request.userId = userId;
  });
}

/** For handlers behind the guard: the signed-in user's id. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/**
 * For handlers whose changes are announced to the caller's tabs. A missing or malformed tab id
 * is ignored, not refused: it only lets that tab skip its own echo.
 */
export function requireActor(request: FastifyRequest): Actor {
  const tab = TabIdSchema.safeParse(request.headers[REALTIME.tabHeader]);
  return { userId: requireUserId(request), tab: tab.success ? tab.data : undefined };
}
