import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../../shared/constants';
import { ErrorSchema } from '../../../shared/schemas/common';
import {
  PatchProfileRequestSchema,
  UpdateProfileRequestSchema,
} from '../../../shared/schemas/profile';
import { UserSchema } from '../../../shared/schemas/user';
import { DataExportSchema } from '../../../shared/schemas/data-export';
import type { AppContext } from '../../domain/context';
import { loadOwnUser } from '../../domain/users';
import { requireUserId } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/user-rate-limit';
import { exportMyData } from './data-export';
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

  app.get(
    '/user/export',
    {
      config: { rateLimit: perUserRateLimit(RATE_LIMITS.dataExport) },
      schema: { response: { 200: DataExportSchema, 401: ErrorSchema, 429: ErrorSchema } },
    },
    async (request, reply) => {
      const data = await exportMyData(ctx, requireUserId(request));
      const day = data.exportedAt.slice(0, 10);
      // Saved as a file when opened directly; the app reads it and saves it itself.
      void reply.header('Content-Disposition', `attachment; filename="petmatch-data-${day}.json"`);
      return data;
    },
  );
};
