import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorSchema,
  IdempotencyHeadersSchema,
  OkSchema,
  UserIdParamsSchema,
} from '../../../shared/schemas/common';
import {
  ConversationsResponseSchema,
  EarlierMessagesQuerySchema,
  HeartMessageRequestSchema,
  MessageIdParamsSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
  ThreadMessageSchema,
  ThreadResponseSchema,
  TypingSignalRequestSchema,
} from '../../../shared/schemas/messages';
import { RATE_LIMITS } from '../../../shared/constants';
import type { AppContext } from '../../domain/context';
import { requireActor, requireUserId } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/user-rate-limit';
import { listConversations } from './conversations';
import { heartMessage } from './hearts';
import * as service from './service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema };

export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/messages/conversations',
    { schema: { response: { 200: ConversationsResponseSchema, ...errors } } },
    (request) => listConversations(ctx.db, requireUserId(request)),
  );

  app.get(
    '/messages/conversation/:userId',
    { schema: { params: UserIdParamsSchema, response: { 200: ThreadResponseSchema, ...errors } } },
    (request) => service.openThread(ctx, requireUserId(request), request.params.userId),
  );

  app.get(
    '/messages/conversation/:userId/earlier',
    {
      schema: {
        params: UserIdParamsSchema,
        querystring: EarlierMessagesQuerySchema,
        response: { 200: ThreadResponseSchema, ...errors, 404: ErrorSchema },
      },
    },
    (request) =>
      service.earlierMessages(
        ctx,
        requireUserId(request),
        request.params.userId,
        request.query.before,
      ),
  );

  app.post(
    '/messages/send',
    {
      config: {
        rateLimit: perUserRateLimit({
          ...RATE_LIMITS.messageSend,
          max: ctx.config.messageLimitPerMinute ?? RATE_LIMITS.messageSend.max,
        }),
      },
      schema: {
        headers: IdempotencyHeadersSchema,
        body: SendMessageRequestSchema,
        response: { 200: SendMessageResponseSchema, ...errors, 422: ErrorSchema },
      },
    },
    (request) =>
      service.sendMessage(
        ctx,
        requireActor(request),
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/messages/typing',
    {
      config: { rateLimit: perUserRateLimit(RATE_LIMITS.typingSignal) },
      schema: { body: TypingSignalRequestSchema, response: { 200: OkSchema, ...errors } },
    },
    (request) => service.signalTyping(ctx, requireUserId(request), request.body),
  );

  app.put(
    '/messages/:messageId/heart',
    {
      config: { rateLimit: perUserRateLimit(RATE_LIMITS.messageHeart) },
      schema: {
        params: MessageIdParamsSchema,
        body: HeartMessageRequestSchema,
        response: { 200: ThreadMessageSchema, 404: ErrorSchema, ...errors },
      },
    },
    (request) => heartMessage(ctx, requireActor(request), request.params.messageId, request.body),
  );
};
