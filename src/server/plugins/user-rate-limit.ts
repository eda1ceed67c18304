import type { FastifyRequest } from 'fastify';

/**
 * Route config for @fastify/rate-limit counting per signed-in user (per IP before sign-in).
 * The auth guard is an app-level onRequest hook and so runs before this route-level one:
 * request.userId is already set when the key is taken. The 429 body comes from the global
 * errorResponseBuilder in app.ts ("Too many requests. Please try again in ...").
 */
export function perUserRateLimit(limit: { max: number; windowMinutes: number }) {
  return {
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip ?? 'unknown',
  };
}
