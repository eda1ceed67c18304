import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../shared/constants';
import type { Config } from './config';
import { type Clock, systemClock } from './clock';
import type { Database } from './db/client';
import { type EventBus, InProcessBus } from './domain/bus';
import type { AppContext } from './domain/context';
import { type Storage, storageFor } from './domain/storage';
import { registerAuthGuard } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { serializerCompiler } from './plugins/response-serializer';
import { watchDeckChanges } from './features/dating/deck-memo';
import { RedisLoginThrottle } from './features/auth/login-throttle';
import { authRoutes } from './features/auth/routes';
import { featureRoutes } from './features';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  bus?: EventBus;
  /** Uploaded files; by default as configured (local disk under config.dataDir, or S3). */
  storage?: Storage;
  /**
   * Redis for the rate-limit and failed-login counters, shared by every instance. By default
   * the app opens (and closes) its own when config.redisUrl is set; without Redis they are
   * kept in memory per instance.
   */
  redis?: Redis;
  logger?: boolean;
  /** Tests that register many users raise these; production uses the constants. */
  limits?: { loginPerIp?: number; registerPerIp?: number; apiPerMinute?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Every schema is zod: handing Fastify the zod compilers up front (what setValidatorCompiler and
 * setSerializerCompiler install anyway) keeps it from loading Ajv and fast-json-stringify for
 * its defaults, 0.1-0.3 s of a cold start (issue 11). Fastify's types expect Ajv-shaped ones.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The whole app as one Fastify instance; main.ts listens on it and tests inject into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    bodyLimit: 256 * 1024,
    // Only behind a proxy: otherwise a client could pick its own IP for the rate limits.
    trustProxy: options.config.trustProxy,
    requestIdHeader: 'x-request-id',
    // The router refuses a malformed %-escape or a path parameter over 100 characters before any
    // hook or the error handler runs: answer those in the same { message } shape, never echoing
    // the path (tests/security/bola.test.ts).
    frameworkErrors: refuseBadUrl,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ctx: AppContext = {
    db: options.database.db,
    dbKind: options.database.kind,
    clock: options.clock ?? systemClock,
    bus: options.bus ?? new InProcessBus(),
    config: options.config,
    log: app.log,
    storage: options.storage ?? (await storageFor(options.config)),
  };
  app.decorate('ctx', ctx);

  const redis = options.redis ?? (await counterRedis(options.config.redisUrl, app));

  // Security headers on every answer (docs/security.md). The built client has no inline script
  // but the landing's signed-in redirect, allowed by its hash on that document only (see
  // registerClient); 'unsafe-inline' styles are for the <style> elements components add at run
  // time (Radix's scroll lock, React-rendered <style>): without it Chromium reports violations.
  // /api/docs (swagger-ui) replaces this policy on its own routes only (plugins/openapi.ts), and
  // photos carry their own sandboxing policy (features/photos/routes.ts).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // CSP3 'self' covers ws:/wss: to this same host (the /api/ws realtime socket).
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // Built once: @fastify/helmet rebuilt this middleware (and re-parsed the policy) on every
  // request, 5% of a deck load's server time (bench/README.md).
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  await app.register(rateLimit, {
    global: true,
    max: options.limits?.apiPerMinute ?? RATE_LIMITS.apiPerIpPerMinute,
    timeWindow: '1 minute',
    // Under app.injectWS() req.ip can be missing (DESIGN.md).
    keyGenerator: (request) => request.ip ?? 'unknown',
    // The app's files and pages are not API calls: a cold load alone is ~30 requests, and people
    // behind one address (an office, a carrier's NAT) share the budget. Past it they got a JSON
    // 429 for a page, or a half-loaded app. Anything under /api, and every write, still counts.
    allowList: (request) => isClientFileRequest(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
    // Shared counters across instances; if Redis fails, requests pass rather than fail.
    ...(redis ? { redis, nameSpace: `${options.config.redisPrefix}rate:`, skipOnError: true } : {}),
  });

  registerAuthGuard(app, ctx, options.limits?.apiPerMinute ?? RATE_LIMITS.apiPerIpPerMinute);
  watchDeckChanges(app, ctx);
  registerMetrics(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        ctx,
        loginPerIp: options.limits?.loginPerIp,
        registerPerIp: options.limits?.registerPerIp,
        throttle: redis
          ? new RedisLoginThrottle(redis, {
              prefix: `${options.config.redisPrefix}login:`,
              log: app.log,
            })
          : undefined,
      });
      for (const routes of featureRoutes) await api.register(routes, { ctx });
    },
    { prefix: '/api' },
  );

  registerClient(app, options.config.clientDist);
  return app;
}

function isClientFileRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?')[0] ?? '';
  return urlPath !== '/api' && !urlPath.startsWith('/api/');
}

/** The app's own Redis connection for counters: a slow Redis must not hold requests up. */
async function counterRedis(
  url: string | undefined,
  app: FastifyInstance,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  // Loaded only with REDIS_URL: ioredis costs ~0.1 s and ~15 MB that one instance never uses.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  // The URL may hold a password: log the error, never the URL.
  redis.on('error', (err: Error) =>
    app.log.warn({ err: { message: err.message } }, 'redis counters connection error'),
  );
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
    redis.disconnect();
  });
  return redis;
}

function refuseBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'That address is too long.'
      : 'That address is not valid.';
  void reply.code(400).header('X-Content-Type-Options', 'nosniff').send({ message });
}

/**
 * Serves the built client: `/` gets the prerendered landing document (landing.html), every other
 * page path the app (index.html, SPA fallback); unknown /api paths get a JSON 404. Text files go
 * out as the build's brotli/gzip copies when the browser accepts them (vite.config.ts precompress).
 */
function registerClient(app: FastifyInstance, clientDist: string) {
  const hasClient = existsSync(path.join(clientDist, 'index.html'));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDist,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    const landing = landingDocument(clientDist);
    const sendLanding = (_request: FastifyRequest, reply: FastifyReply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && landing.scriptHashes.length > 0) {
        reply.header(
          'content-security-policy',
          csp.replace(
            /(^|;)\s*script-src ([^;]*)/,
            `$1script-src $2 ${landing.scriptHashes.join(' ')}`,
          ),
        );
      }
      return reply.header('Cache-Control', 'no-cache').sendFile(landing.file);
    };
    // /landing.html too: the service worker precaches it under that name and serves it for `/`.
    app.get('/', sendLanding);
    app.get('/landing.html', sendLanding);
  }
  // Unknown /api paths and writes count against the same per-IP limit as every route (no free
  // scanning); a page path is answered with the app, a file like any other.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (
      urlPath === '/api' ||
      urlPath.startsWith('/api/') ||
      request.method !== 'GET' ||
      !hasClient
    ) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${urlPath}` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/**
 * The landing document and the CSP hashes of its inline scripts (the signed-in redirect that must
 * run before the first paint). A build from before the landing document existed answers `/` with
 * the app.
 */
function landingDocument(clientDist: string): { file: string; scriptHashes: string[] } {
  const file = path.join(clientDist, 'landing.html');
  if (!existsSync(file)) return { file: 'index.html', scriptHashes: [] };
  const html = readFileSync(file, 'utf8');
  const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return { file: 'landing.html', scriptHashes };
}
