import { activityEntry, activityQuery, historyPageQuery, idParam, pastLoan, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { activityPage, componentHistory, loanHistory } from './activity.service.js';

const entries = { 200: z.array(activityEntry) };

/** History: the activity log (Admin), a component's events (Clerk, Admin) and a loaner's returned loans. */
export const activityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Activity',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'listActivity',
        summary: 'The activity log, newest first, paged',
        querystring: activityQuery,
        response: entries,
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await activityPage(ctx, request.query));
    },
  );

  app.get(
    '/Component/:id/history',
    {
      config: { access: [RoleName.Clerk, RoleName.Admin] },
      schema: {
        operationId: 'getComponentHistory',
        summary: "A component's history",
        params: idParam,
        querystring: historyPageQuery,
        response: entries,
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await componentHistory(ctx, request.params.id, request.query));
    },
  );

  app.get(
    '/Loaners/:id/loans/history',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getLoanHistory',
        summary: "A loaner's returned loans: one's own, or anyone's for an Admin",
        forbidden: 'Only an Admin may do this for another loaner.',
        params: idParam,
        querystring: historyPageQuery,
        response: { 200: z.array(pastLoan) },
      },
    },
    async (request, reply) => {
      return sendPage(
        reply,
        request.query,
        await loanHistory(ctx, currentUser(request), request.params.id, request.query),
      );
    },
  );
};
