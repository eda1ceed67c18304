import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../shared/constants';

/**
 * OpenAPI 3.1 generated from the zod route schemas, with an interactive UI at /api/docs.
 * Registered before the routes so every route is collected.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Petmatch API',
        description:
          'The API behind Petmatch. Every 4xx answer is `{ message }` with a human sentence. ' +
          'Authenticate with `Authorization: Bearer <token>` from /api/auth/login or /api/auth/register.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
    staticCSP: true,
    // swagger-ui's own policy, for /api/docs only: never framed, and the inline styles its
    // bundle sets (the app's policy elsewhere is unchanged; tests/e2e/security-headers.spec.ts).
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
