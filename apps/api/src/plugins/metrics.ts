// Prometheus metrics of this instance: requests by route, their latency, the database pool and the
// process (event-loop delay, memory, CPU: prom-client's defaults). One registry per app, not
// prom-client's global one, so a test process that builds many apps counts each on its own.
// Modules add their own gauges to `app.metrics`; /metrics is served by modules/metrics.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolConnections } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** The route label of a request no route matched (404s): never the raw URL, whose values are endless. */
const UNMATCHED_ROUTE = '(unmatched)';

export default fp(
  function metricsPlugin(app: FastifyInstance): Promise<void> {
    const registry = new Registry();
    app.decorate('metrics', registry);
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    const connections = app.database.connections;
    if (connections) {
      // Read when Prometheus scrapes, so the figures are the pool's at that moment.
      const poolGauge = (name: string, help: string, read: (now: PoolConnections) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read(connections()));
          },
        });
      poolGauge('db_pool_connections', 'Open database connections, idle or in use', (now) => now.open);
      poolGauge('db_pool_idle_connections', 'Open database connections not in use', (now) => now.idle);
      poolGauge(
        'db_pool_waiting_queries',
        'Queries waiting for a free database connection',
        (now) => now.waiting,
      );
      poolGauge('db_pool_max_connections', 'Most connections the pool opens', (now) => now.max);
    }
    return Promise.resolve();
  },
  { name: 'metrics' },
);
