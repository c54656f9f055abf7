import { liveMetric, liveMetricInput } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listMetrics, recordMetric } from './metrics.service.js';

/** Live metrics: the lab's door sensor posts with the API key, the app polls them for the open/closed badge. */
export const metricsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/LiveMetrics',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'listLiveMetrics',
        summary: "The latest readings of the lab's sensors",
        response: { 200: z.array(liveMetric) },
      },
    },
    async () => listMetrics(ctx.db),
  );

  app.post(
    '/LiveMetrics',
    {
      config: { access: 'metricsKey' },
      schema: { operationId: 'postLiveMetric', summary: 'Report a reading of the door sensor', body: liveMetricInput },
    },
    async (request, reply) => {
      await recordMetric(ctx.db, request.body, ctx.clock.now());
      return reply.code(204).send();
    },
  );
};
