import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../../shared/schemas/common';
import { UserSchema } from '../../../shared/schemas/user';
import type { AppContext } from '../../domain/context';
import { loadOwnUser } from '../../domain/users';
import { requireUserId } from '../../plugins/auth';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/user/profile',
    { schema: { response: { 200: UserSchema, 401: ErrorSchema } } },
    (request) => loadOwnUser(ctx.db, requireUserId(request)),
  );
};
