import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  wsConnections: Gauge;
  busLag: Histogram;
  busEvents: Counter;
  deckLoads: Counter<'served'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics at /metrics: request durations by route, WebSocket connections, the event
 * bus's publish-to-delivery lag and how deck loads were served. One registry per app, so tests
 * can build many apps.
 */
export function registerMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const metrics: AppMetrics = {
    registry,
    wsConnections: new Gauge({
      name: 'websocket_connections',
      help: 'Open realtime WebSocket connections on this instance',
      registers: [registry],
    }),
    busLag: new Histogram({
      name: 'event_bus_lag_seconds',
      help: 'Time from publishing an event to its delivery on this instance',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    busEvents: new Counter({
      name: 'event_bus_events_total',
      help: 'Events received from the event bus on this instance',
      registers: [registry],
    }),
    // Queues and kept decks are per instance (docs/deploy.md): a proxy that does not send a
    // user's requests to one instance shows here as searches where queue loads were due.
    deckLoads: new Counter({
      name: 'deck_loads_total',
      help: 'Deck loads on this instance by how they were served: kept, queue (re-checked) or search',
      labelNames: ['served'],
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label so scanners cannot blow up the metric's cardinality.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { config: { public: true, rateLimit: false }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('Content-Type', registry.contentType);
      return registry.metrics();
    },
  );
  return metrics;
}
