import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, IdParamsSchema } from '../../../shared/schemas/common';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSchema,
  ReadAllResponseSchema,
  UnreadCountResponseSchema,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../domain/context';
import { requireUserId } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: ErrorSchema, 401: ErrorSchema };

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
    },
    (request) => service.listNotifications(ctx.db, requireUserId(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: UnreadCountResponseSchema, ...errors } } },
    (request) => service.unreadCount(ctx.db, requireUserId(request)),
  );

  app.post(
    '/notifications/read-all',
    { schema: { response: { 200: ReadAllResponseSchema, ...errors } } },
    (request) => service.markAllRead(ctx.db, requireUserId(request)),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errors, 404: ErrorSchema },
      },
    },
    (request) => service.markRead(ctx.db, requireUserId(request), request.params.id),
  );
};
