import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_LIMITS } from '../../../shared/constants';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeleteAccountRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
} from '../../../shared/schemas/auth';
import { ErrorSchema, OkSchema } from '../../../shared/schemas/common';
import { AuthResponseSchema } from '../../../shared/schemas/user';
import type { AppContext } from '../../domain/context';
import { bearerToken, requireUserId } from '../../plugins/auth';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { type LoginThrottle, MemoryLoginThrottle } from './login-throttle';
import * as auth from './service';

export interface AuthRoutesOptions {
  ctx: AppContext;
  loginPerIp?: number;
  registerPerIp?: number;
  /** Failed-login counters per account; shared through Redis when instances share one. */
  throttle?: LoginThrottle;
}

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { ctx } = opts;
  const throttle = opts.throttle ?? new MemoryLoginThrottle();
  const window = `${LOGIN_LIMITS.windowMinutes} minutes`;

  app.post(
    '/auth/register',
    {
      config: {
        public: true,
        rateLimit: { max: opts.registerPerIp ?? LOGIN_LIMITS.perIp, timeWindow: window },
      },
      schema: { body: RegisterRequestSchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    (request) => auth.register(ctx, request.body),
  );

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: { max: opts.loginPerIp ?? LOGIN_LIMITS.perIp, timeWindow: window },
      },
      schema: { body: LoginRequestSchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    (request) => auth.login(ctx, throttle, request.body),
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: OkSchema, 401: ErrorSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await auth.logout(ctx, token);
      return { ok: true as const };
    },
  );

  // The password asked again costs a hash each time, like a sign-in: limited per address the same.
  const passwordAgain = {
    rateLimit: { max: opts.loginPerIp ?? LOGIN_LIMITS.perIp, timeWindow: window },
  };
  const passwordAgainErrors = { ...errors, 403: ErrorSchema };

  app.post(
    '/auth/change-password',
    {
      config: passwordAgain,
      schema: {
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...passwordAgainErrors },
      },
    },
    async (request) =>
      changePassword(
        ctx,
        throttle,
        requireUserId(request),
        bearerToken(request) ?? '',
        request.body,
      ),
  );

  app.post(
    '/auth/delete-account',
    {
      config: passwordAgain,
      schema: {
        body: DeleteAccountRequestSchema,
        response: { 200: OkSchema, ...passwordAgainErrors },
      },
    },
    async (request) => {
      await deleteAccount(ctx, throttle, requireUserId(request), request.body);
      return { ok: true as const };
    },
  );
};
