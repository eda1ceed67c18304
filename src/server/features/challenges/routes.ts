import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChallengeListSchema } from '../../../shared/schemas/challenges';
import { ErrorSchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../domain/context';
import { requireUserId } from '../../plugins/auth';
import { todaysChallenges } from './service';

export const challengeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/challenges',
    { schema: { response: { 200: ChallengeListSchema, 401: ErrorSchema } } },
    (request) => todaysChallenges(ctx, requireUserId(request)),
  );
};
