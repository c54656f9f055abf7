import { idParam, RoleName, rulesAcceptance } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptRules } from './rules.service.js';

const notCurrent = 'The version is not the current one, or the lab has no rules.';

/** Acceptances of the lab's rules (LAB.md "Lab rules"): a Loaner's own in the app, or one on paper a Clerk records. */
export const rulesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Loaners/Loaner/rules',
    {
      config: { access: [RoleName.Loaner] },
      schema: {
        operationId: 'acceptRules',
        summary: "Accept the current version of the lab's rules",
        conflict: notCurrent,
        body: rulesAcceptance,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { loanerId } = currentUser(request);
      await acceptRules(ctx, { loanerId, version: request.body.version, callerId: loanerId, onPaper: false });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Loaners/:id/rules',
    {
      config: { access: [RoleName.Clerk, RoleName.Admin] },
      schema: {
        operationId: 'recordRulesAcceptedOnPaper',
        summary: "Record a loaner's acceptance of the current rules, made on paper at the counter",
        missing: 'No loaner with that id.',
        conflict: notCurrent,
        params: idParam,
        body: rulesAcceptance,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const callerId = currentUser(request).loanerId;
      const acceptance = { loanerId: request.params.id, version: request.body.version, callerId, onPaper: true };
      await acceptRules(ctx, acceptance);
      return reply.code(204).send(null);
    },
  );
};
