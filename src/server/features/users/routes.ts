import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../../shared/schemas/common';
import {
  PatchProfileRequestSchema,
  UpdateProfileRequestSchema,
} from '../../../shared/schemas/profile';
import { UserSchema } from '../../../shared/schemas/user';
import type { AppContext } from '../../domain/context';
import { loadOwnUser } from '../../domain/users';
import { requireUserId } from '../../plugins/auth';
import * as profile from './service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/user/profile',
    { schema: { response: { 200: UserSchema, 401: ErrorSchema } } },
    (request) => loadOwnUser(ctx.db, requireUserId(request)),
  );

  app.patch(
    '/user/profile',
    { schema: { body: PatchProfileRequestSchema, response: { 200: UserSchema, ...errors } } },
    (request) => profile.patchProfile(ctx, requireUserId(request), request.body),
  );

  app.put(
    '/user/profile',
    { schema: { body: UpdateProfileRequestSchema, response: { 200: UserSchema, ...errors } } },
    (request) => profile.updateProfile(ctx, requireUserId(request), request.body),
  );
};
