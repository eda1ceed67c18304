import { Redis } from 'ioredis';

/** The Redis the tests that need one use: REDIS_URL, or this machine's. */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why the Redis at `url` cannot serve a test (its first connection error), or null when it
 * answers a PING. Tests that need Redis are skipped with this reason instead of failing.
 */
export async function redisUnavailable(url = testRedisUrl): Promise<string | null> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: string | undefined;
  probe.on('error', (err: Error) => {
    cause ??= err.message;
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return cause ?? (err as Error).message;
  } finally {
    probe.disconnect();
  }
}
