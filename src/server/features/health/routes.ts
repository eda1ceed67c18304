import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../../shared/constants';
import { HealthResponseSchema } from '../../../shared/schemas/health';
import type { AppContext } from '../../domain/context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: { response: { 200: HealthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, database: ctx.dbKind, version: APP_VERSION }),
  );
};
