import { LRUCache } from 'lru-cache';
import type { AppContext } from '../domain/context';

/**
 * Sessions this instance looked up lately, so most signed-in requests skip the session query
 * (one round trip of every call, bench/README.md). A sign-out drops the session here at once and
 * tells the other instances over the bus; should that notice be lost (Redis unreachable), an
 * entry still lives at most `ttlMs`. Times come from the app's clock, as the query's do.
 */
export const SESSION_CACHE = {
  ttlMs: 30_000,
  maxEntries: 50_000,
} as const;

interface CachedSession {
  userId: string;
  /** ms since the epoch: the earlier of the session's own expiry and the cache lifetime. */
  validUntil: number;
}

export class SessionCache {
  private readonly live = new LRUCache<string, CachedSession>({ max: SESSION_CACHE.maxEntries });
  /**
   * Tokens ended lately. A lookup that began before a sign-out and answers after it must not
   * put the ended session back; an ended token never becomes valid again.
   */
  private readonly ended = new LRUCache<string, true>({ max: SESSION_CACHE.maxEntries });

  get(tokenHash: string, nowMs: number): string | null {
    const entry = this.live.get(tokenHash);
    if (!entry) return null;
    if (entry.validUntil > nowMs) return entry.userId;
    this.live.delete(tokenHash);
    return null;
  }

  remember(tokenHash: string, userId: string, expiresAt: Date, nowMs: number): void {
    if (this.ended.has(tokenHash)) return;
    const validUntil = Math.min(expiresAt.getTime(), nowMs + SESSION_CACHE.ttlMs);
    this.live.set(tokenHash, { userId, validUntil });
  }

  forget(tokenHash: string): void {
    this.ended.set(tokenHash, true);
    this.live.delete(tokenHash);
  }
}

const cachesByApp = new WeakMap<AppContext, SessionCache>();

/** The app's session cache; the first call also starts listening for sign-outs elsewhere. */
export function sessionCacheOf(ctx: AppContext): SessionCache {
  const existing = cachesByApp.get(ctx);
  if (existing) return existing;
  const cache = new SessionCache();
  ctx.bus.onInstanceNotice((notice) => {
    if (notice.type === 'session_ended') cache.forget(notice.tokenHash);
  });
  cachesByApp.set(ctx, cache);
  return cache;
}

/** Ends a session in this instance's cache now and in every other instance's soon after. */
export async function announceSessionEnded(ctx: AppContext, tokenHash: string): Promise<void> {
  sessionCacheOf(ctx).forget(tokenHash);
  await ctx.bus
    .notifyInstances({ type: 'session_ended', tokenHash })
    .catch((err: unknown) => ctx.log.warn({ err }, 'session end notice failed'));
}
