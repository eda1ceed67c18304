import { IDEMPOTENCY_KEY_HEADER } from '../../shared/schemas/common';
import { isConnectionProblem } from './api-client';
import { randomId } from './tab-id';

/**
 * A request that must not be done twice (a purchase, an adoption, a care action, a message), with
 * the key that makes sending it again safe: the server answers a repeat of the same key as it
 * answered the first (server/domain/idempotency.ts).
 */
export interface Keyed<T> {
  input: T;
  key: string;
}

/** One key per thing the user asked for (a tap on Buy or Feed), kept by its retries. */
export function keyed<T>(input: T): Keyed<T> {
  return { input, key: randomId(16) };
}

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * A keyed request whose answer never came is sent again, twice, 1 s and 2 s later: it either went
 * through (the first answer comes back) or did not (it is done now), never twice. Offline, the
 * retry waits for the connection (TanStack's online network mode).
 */
export const retryLostAnswer = {
  retry: (failures: number, error: unknown) => failures < 2 && isConnectionProblem(error),
  retryDelay: (failures: number) => 1000 * 2 ** failures,
};
