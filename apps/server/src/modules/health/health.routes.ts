import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { sendDatabaseUnreachable, sendProblem } from '../../plugins/errors.js';
import { pingDatabase } from './health.repo.js';

/**
 * Liveness (the process answers) and readiness (the database answers, and the process is not stopping) for load
 * balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: 'public' } }, async (_request, reply) => {
    if (app.draining.started) return sendProblem(reply, 503, 'This server is stopping.');
    try {
      await pingDatabase(ctx.db);
      return { status: 'ready' };
    } catch {
      return sendDatabaseUnreachable(reply);
    }
  });
};
