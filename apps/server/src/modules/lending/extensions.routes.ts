import {
  claimConflictProblem,
  extensionAsk,
  extensionDecision,
  extensionOutlook,
  extensionRequest,
  extensionRequestIdParam,
  extensionsQuery,
  loan,
  loanIdParam,
  RoleName,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import { askForExtension, decideExtension, extensionOutlookOf, listExtensions } from './extensions.service.js';

const everyRole = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin];
const staff = [RoleName.Clerk, RoleName.Admin];

/**
 * Extensions (LENDING.md "Extensions"): anyone signed in asks to keep their own loan longer and sees what the
 * rules allow; a Clerk or Admin decides the requests the rules leave to them.
 */
export const extensionsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Loans/User/:loanId/extension',
    {
      config: { access: everyRole, lendingWrite: true },
      schema: {
        operationId: 'requestExtension',
        summary: 'Ask for a later return date of an own loan',
        conflict: 'No rule allows it, or one is already asked for.',
        params: loanIdParam,
        body: extensionAsk,
        response: { 200: loan, 202: extensionRequest, 409: claimConflictProblem },
      },
    },
    async (request, reply) => {
      const actor = { ...actorOf(request, ctx.clock), loanerId: currentUser(request).loanerId };
      const answer = await askForExtension(ctx, request.params.loanId, request.body, actor);
      return 'granted' in answer ? reply.code(200).send(answer.granted) : reply.code(202).send(answer.pending);
    },
  );

  app.get(
    '/Loans/User/:loanId/extension',
    {
      config: { access: everyRole },
      schema: {
        operationId: 'getExtensionOutlook',
        summary: 'What an extension of an own loan would give',
        params: loanIdParam,
        response: { 200: extensionOutlook },
      },
    },
    async (request) => extensionOutlookOf(ctx, request.params.loanId, currentUser(request).loanerId),
  );

  app.get(
    '/Loans/extensions',
    {
      config: { access: staff },
      schema: {
        operationId: 'listExtensionRequests',
        summary: 'Extension requests, paged and filtered by status',
        querystring: extensionsQuery,
        response: { 200: z.array(extensionRequest) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listExtensions(ctx, request.query)),
  );

  app.put(
    '/Loans/extensions/:id',
    {
      config: { access: staff },
      schema: {
        operationId: 'decideExtensionRequest',
        summary: 'Approve or decline an extension request',
        conflict: 'Already decided, the loan is returned, or approving would break a booking.',
        params: extensionRequestIdParam,
        body: extensionDecision,
        response: { 200: extensionRequest, 409: claimConflictProblem },
      },
    },
    async (request) => decideExtension(ctx, request.params.id, request.body, actorOf(request, ctx.clock)),
  );
};
