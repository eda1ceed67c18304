import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, UserIdParamsSchema } from '../../../shared/schemas/common';
import {
  DismissMatchRequestSchema,
  DismissRequestRequestSchema,
  MatchesResponseSchema,
  PotentialMatchesResponseSchema,
  PublicProfileSchema,
  ReportRequestSchema,
  SwipeRequestSchema,
  SuperLikesResponseSchema,
  SwipeResponseSchema,
  WantsToMeetResponseSchema,
} from '../../../shared/schemas/dating';
import { PreferencesSchema } from '../../../shared/schemas/preferences';
import { UpdatePreferencesRequestSchema } from '../../../shared/schemas/update-preferences';
import { RATE_LIMITS } from '../../../shared/constants';
import type { AppContext } from '../../domain/context';
import { requireUserId } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/user-rate-limit';
import { potentialMatches } from './deck';
import { dismissMatch, listMatches, listWantsToMeet } from './lists';
import { getPreferences, updatePreferences } from './preferences';
import { blockUser, publicProfile, reportUser } from './safety';
import { superLikesLeft } from './super-likes';
import { dismissRequest, swipe } from './swipes';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
};
const ok = { ok: true as const };

export const datingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/user/preferences',
    { schema: { response: { 200: PreferencesSchema, ...errors } } },
    (request) => getPreferences(ctx, requireUserId(request)),
  );

  app.put(
    '/user/preferences',
    {
      schema: {
        body: UpdatePreferencesRequestSchema,
        response: { 200: PreferencesSchema, ...errors },
      },
    },
    (request) => updatePreferences(ctx, requireUserId(request), request.body),
  );

  app.get(
    '/dating/potential-matches',
    { schema: { response: { 200: PotentialMatchesResponseSchema, ...errors } } },
    // Already checked against the schema and serialised (deck.ts): a kept deck is sent as it is.
    async (request, reply) => {
      const { body, servedBy } = await potentialMatches(ctx, requireUserId(request));
      app.metrics.deckLoads.inc({ served: servedBy });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/dating/swipe',
    {
      config: { rateLimit: perUserRateLimit(RATE_LIMITS.swipe) },
      schema: { body: SwipeRequestSchema, response: { 200: SwipeResponseSchema, ...errors } },
    },
    (request) => swipe(ctx, requireUserId(request), request.body),
  );

  app.get(
    '/dating/super-likes',
    { schema: { response: { 200: SuperLikesResponseSchema, ...errors } } },
    (request) => superLikesLeft(ctx, requireUserId(request)),
  );

  app.get(
    '/dating/matches',
    { schema: { response: { 200: MatchesResponseSchema, ...errors } } },
    (request) => listMatches(ctx, requireUserId(request)),
  );

  app.get(
    '/dating/wants-to-meet',
    { schema: { response: { 200: WantsToMeetResponseSchema, ...errors } } },
    (request) => listWantsToMeet(ctx, requireUserId(request)),
  );

  app.post(
    '/dating/dismiss-request',
    { schema: { body: DismissRequestRequestSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await dismissRequest(ctx, requireUserId(request), request.body);
      return ok;
    },
  );

  app.post(
    '/dating/dismiss-match',
    { schema: { body: DismissMatchRequestSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await dismissMatch(ctx, requireUserId(request), request.body);
      return ok;
    },
  );

  app.get(
    '/users/:userId',
    { schema: { params: UserIdParamsSchema, response: { 200: PublicProfileSchema, ...errors } } },
    (request) => publicProfile(ctx, requireUserId(request), request.params.userId),
  );

  app.post(
    '/users/:userId/block',
    { schema: { params: UserIdParamsSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await blockUser(ctx, requireUserId(request), request.params.userId);
      return ok;
    },
  );

  app.post(
    '/users/:userId/report',
    {
      schema: {
        params: UserIdParamsSchema,
        body: ReportRequestSchema,
        response: { 200: OkSchema, ...errors },
      },
    },
    async (request) => {
      await reportUser(ctx, requireUserId(request), request.params.userId, request.body);
      return ok;
    },
  );
};
