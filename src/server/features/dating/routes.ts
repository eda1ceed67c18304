import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/context';

// Routes of the dating feature: to be built by its issue.
export const datingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, _opts) => {};
