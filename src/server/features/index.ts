import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../domain/context';
import { bankRoutes } from './bank/routes';
import { challengeRoutes } from './challenges/routes';
import { datingRoutes } from './dating/routes';
import { healthRoutes } from './health/routes';
import { messageRoutes } from './messages/routes';
import { notificationRoutes } from './notifications/routes';
import { petRoutes } from './pets/routes';
import { photoRoutes } from './photos/routes';
import { realtimeRoutes } from './realtime/routes';
import { shopRoutes } from './shop/routes';
import { userRoutes } from './users/routes';

/** Every feature's routes, mounted under /api. Auth has its own options and is mounted in app.ts. */
export const featureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }>[] = [
  healthRoutes,
  userRoutes,
  petRoutes,
  challengeRoutes,
  bankRoutes,
  datingRoutes,
  messageRoutes,
  notificationRoutes,
  shopRoutes,
  photoRoutes,
  realtimeRoutes,
];
