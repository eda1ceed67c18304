import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REALTIME } from '../../../shared/constants';
import type { AppContext } from '../../domain/context';
import { SocketHub } from './socket-hub';

/**
 * GET /api/ws: pushes RealtimeEvents to the signed-in user's open tabs.
 *
 * Authentication: browsers cannot set an Authorization header on a WebSocket, so the token has
 * to travel some other way. A query parameter would be written to proxy, load-balancer and
 * access logs and to browser history; a Sec-WebSocket-Protocol value is a header that proxies
 * may log too. The first frame, sent over the open (TLS) connection, is seen by this server
 * only. So the upgrade itself is public (the HTTP guard is skipped), the socket receives
 * nothing until its first frame `{type:'auth', token}` proves a live session, and a socket
 * that does not authenticate within REALTIME.authTimeoutMs is closed.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(websocket, { options: { maxPayload: REALTIME.maxPayloadBytes } });

  const hub = new SocketHub(ctx);
  const { metrics } = app;
  const unsubscribe = ctx.bus.subscribe((userId, event, { publishedAt }) => {
    metrics.busEvents.inc();
    // Clocks of two hosts may differ slightly; a negative lag is reported as none.
    metrics.busLag.observe(Math.max(0, Date.now() - publishedAt) / 1000);
    hub.deliver(userId, event);
  });
  app.addHook('onClose', async () => unsubscribe());

  app.route({
    method: 'GET',
    url: '/ws',
    config: { public: true },
    // A plain HTTP request to the socket path gets a message, like every other refusal.
    handler: (_request, reply) =>
      reply.code(426).send({ message: 'Connect to this address with a WebSocket.' }),
    wsHandler: (socket) => {
      metrics.wsConnections.inc();
      socket.once('close', () => metrics.wsConnections.dec());
      hub.accept(socket);
    },
  });
};
