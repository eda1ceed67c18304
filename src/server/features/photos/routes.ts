import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/context';

// Routes of the photos feature: to be built by its issue.
export const photoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, _opts) => {};
