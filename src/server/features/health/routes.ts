import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../../shared/constants';
import { HealthResponseSchema, ReadyResponseSchema } from '../../../shared/schemas/health';
import type { AppContext } from '../../domain/context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Liveness: the process answers.
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: { response: { 200: HealthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, database: ctx.dbKind, version: APP_VERSION }),
  );

  // Readiness: the database (and Redis, when configured) answer; a load balancer stops sending
  // traffic to an instance that says 503.
  app.get(
    '/ready',
    {
      config: { public: true, rateLimit: false },
      schema: { response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } },
    },
    async (_request, reply) => {
      const database = await ctx.db
        .execute(sql`select 1`)
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
      const redis = ctx.bus.ping
        ? await ctx.bus
            .ping()
            .then(() => 'ok' as const)
            .catch(() => 'down' as const)
        : ('disabled' as const);
      const ready = database === 'ok' && redis !== 'down';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', database, redis });
    },
  );
};
