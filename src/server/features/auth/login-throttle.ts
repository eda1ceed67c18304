import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LOGIN_LIMITS } from '../../../shared/constants';
import { HttpError } from '../../domain/errors';

/**
 * Counts failed logins per account in a fixed window (PRODUCT_RULES.md 7). `key` is the
 * lower-cased email; `now` is the app clock in ms (the Redis version keeps time by key expiry).
 */
export interface LoginThrottle {
  /** Minutes until the account may try again, or 0 when it may try now. */
  blockedForMinutes(key: string, now: number): Promise<number>;
  recordFailure(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
}

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60_000;

/** One instance's own counters, in memory (the default: one instance, and the tests). */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number = LOGIN_LIMITS.perAccount,
    private readonly windowMs: number = WINDOW_MS,
  ) {}

  async blockedForMinutes(key: string, now: number): Promise<number> {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - now) / 60_000) : 0;
  }

  async recordFailure(key: string, now: number): Promise<void> {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 100_000) this.prune(now);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}

export interface RedisLoginThrottleOptions {
  /** Key prefix, e.g. `${REDIS_PREFIX}login:`; tests use one of their own. */
  prefix: string;
  limit?: number;
  windowMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Counters shared by every instance through Redis (REDIS_URL): one key per account, INCR on a
 * failure with PEXPIRE NX starting the window on the first one (in one MULTI, so a key never
 * lives without its expiry). Keys hold a hash of the email, not the address.
 *
 * If Redis fails, the instance falls back to its own in-memory counters and logs a warning:
 * sign-in keeps working and is still throttled, per instance, until Redis answers again.
 */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly fallback: MemoryLoginThrottle;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisLoginThrottleOptions,
  ) {
    this.limit = options.limit ?? LOGIN_LIMITS.perAccount;
    this.windowMs = options.windowMs ?? WINDOW_MS;
    this.fallback = new MemoryLoginThrottle(this.limit, this.windowMs);
  }

  private redisKey(key: string): string {
    return `${this.options.prefix}${createHash('sha256').update(key).digest('hex')}`;
  }

  async blockedForMinutes(key: string, now: number): Promise<number> {
    try {
      const k = this.redisKey(key);
      const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
      if (Number(count ?? 0) < this.limit || ttl <= 0) return 0;
      return Math.ceil(ttl / 60_000);
    } catch (err) {
      this.warn(err);
      return this.fallback.blockedForMinutes(key, now);
    }
  }

  async recordFailure(key: string, now: number): Promise<void> {
    try {
      const k = this.redisKey(key);
      const results = await this.redis.multi().incr(k).pexpire(k, this.windowMs, 'NX').exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
    } catch (err) {
      this.warn(err);
      await this.fallback.recordFailure(key, now);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.redisKey(key));
    } catch (err) {
      this.warn(err);
    }
  }

  private warn(err: unknown) {
    this.options.log?.warn(
      { err: { message: (err as Error).message } },
      'login throttle: Redis unavailable, counting in memory',
    );
  }
}

/** The 429 for an account whose sign-ins are paused: `what` failed too often. */
export function tooManyAttempts(what: string, waitMinutes: number): HttpError {
  const unit = waitMinutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many ${what}. Please try again in ${waitMinutes} ${unit}.`);
}
