import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { PoolCounts } from '../db/client.js';
import { processMetrics } from '../lib/process-metrics.js';
import type { LendingFigures } from '../modules/lending/index.js';

export interface PrometheusOptions {
  /** The PostgreSQL pool's connections now; absent on the embedded database, which has no pool. */
  poolCounts?: () => PoolCounts;
  /** Lending's figures now, read once per scrape. */
  lendingFigures: () => Promise<LendingFigures>;
}

const lendingGauges: Record<keyof LendingFigures, readonly [name: string, help: string]> = {
  activeLoans: ['labstock_active_loans', 'Loans handed out and not yet handed in.'],
  overdueLoans: ['labstock_overdue_loans', "Active loans whose return date is before the lab's today (LAB_TIME_ZONE)."],
  reservations: [
    'labstock_reservations',
    'Units held for a loaner and not yet collected: reserved, set aside for a booking, or handed from a waiting list.',
  ],
  bookings: ['labstock_bookings', 'Live bookings ahead: Booked or Ready.'],
  bookingsAtRisk: ['labstock_bookings_at_risk', 'Live bookings of which some day lacks units they claim.'],
  waitingLoaners: ['labstock_waiting_loaners', "Loaners on at least one type's waiting list."],
};

/**
 * `GET /metrics` in Prometheus's text format: this app's request durations by route pattern, method and status
 * class, the database pool, lending's figures, and the process's own figures (process-metrics.ts). Who may scrape
 * is the auth plugin's rule 'prometheus' (PROMETHEUS_TOKEN, else loopback clients only).
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

  // A registry of their own: a scrape whose lending query failed leaves these series out rather than show old figures.
  const lendingRegistry = new Registry();
  const lending = Object.entries(lendingGauges).map(
    ([figure, [name, help]]) =>
      [figure as keyof LendingFigures, new Gauge({ name, help, registers: [lendingRegistry] })] as const,
  );

  app.get('/metrics', { config: { access: 'prometheus' }, schema: { hide: true } }, async (request, reply) => {
    const registries = [processMetrics, registry];
    try {
      const figures = await options.lendingFigures();
      for (const [figure, gauge] of lending) gauge.set(figures[figure]);
      registries.push(lendingRegistry);
    } catch (error) {
      request.log.error({ err: error }, 'the lending figures could not be read; the scrape answers without them');
    }
    const merged = Registry.merge(registries);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
