import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/context';

// Routes of the pets feature: to be built by its issue.
export const petRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, _opts) => {};
