import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { PoolCounts } from '../db/client.js';
import { processMetrics } from '../lib/process-metrics.js';

export interface PrometheusOptions {
  /** The PostgreSQL pool's connections now; absent on the embedded database, which has no pool. */
  poolCounts?: () => PoolCounts;
}

/**
 * `GET /metrics` in Prometheus's text format: this app's request durations by route pattern, method and status
 * class, the database pool, and the process's own figures (process-metrics.ts). Who may scrape is the auth
 * plugin's rule 'prometheus' (PROMETHEUS_TOKEN, else loopback clients only).
 */
export const prometheusPlugin = fp(async (app: FastifyInstance, options: PrometheusOptions) => {
  const registry = new Registry();
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its whole answer, by method, route pattern and status class (2xx, 4xx, …).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        // The pattern, never the address itself: ids in paths would make a series of every row.
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const { poolCounts } = options;
  const poolGauges = [
    ['labstock_database_pool_connections', 'Connections the PostgreSQL pool holds open.', 'total'],
    ['labstock_database_pool_idle_connections', 'Connections of the pool that no request is using.', 'idle'],
    ['labstock_database_pool_waiting_requests', 'Requests waiting for a connection (all are in use).', 'waiting'],
  ] as const;
  for (const [name, help, count] of poolCounts ? poolGauges : []) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(poolCounts?.()[count] ?? 0);
      },
    });
  }

  app.get('/metrics', { config: { access: 'prometheus' }, schema: { hide: true } }, async (_request, reply) => {
    const merged = Registry.merge([processMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
