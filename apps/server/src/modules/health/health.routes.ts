import { problem } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendDatabaseUnreachable, sendProblem } from '../../plugins/errors.js';
import { pingDatabase } from './health.repo.js';

/**
 * Liveness (the process answers) and readiness (the database answers, and the process is not stopping) for load
 * balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: the database answers and the server is not stopping',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: problem.describe('The database does not answer, or this server is stopping.'),
        },
      },
    },
    async (_request, reply) => {
      if (app.draining.started) return sendProblem(reply, 503, 'This server is stopping.');
      try {
        await pingDatabase(ctx.db);
        return { status: 'ready' };
      } catch {
        return sendDatabaseUnreachable(reply);
      }
    },
  );
};
