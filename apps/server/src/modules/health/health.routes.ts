import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { sendDatabaseUnreachable } from '../../plugins/errors.js';
import { pingDatabase } from './health.repo.js';

/** Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await pingDatabase(ctx.db);
      return { status: 'ready' };
    } catch {
      return sendDatabaseUnreachable(reply);
    }
  });
};
