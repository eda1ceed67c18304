import { LOGIN_LIMITS } from '../../../shared/constants';

/**
 * Counts failed logins per account in a fixed window (PRODUCT_RULES.md 7). In memory per
 * instance; the Redis-backed limiter replaces it when instances share REDIS_URL.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number = LOGIN_LIMITS.perAccount,
    private readonly windowMs: number = LOGIN_LIMITS.windowMinutes * 60_000,
  ) {}

  /** Minutes until the account may try again, or 0 when it may try now. */
  blockedForMinutes(key: string, now: number): number {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - now) / 60_000) : 0;
  }

  recordFailure(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 100_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
