import {
  grant,
  grantRequest,
  idParam,
  loanerQualificationParams,
  pagedQueryAllowingAll,
  qualification,
  qualificationInput,
  RoleName,
  trainingDecision,
  trainingRequest,
  trainingRequestsQuery,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import {
  addQualification,
  askForTraining,
  decideTrainingRequest,
  deleteQualification,
  editQualification,
  grantQualification,
  grantsOfLoaner,
  listQualifications,
  listTrainingRequestsPage,
  revokeQualification,
} from './qualifications.service.js';

const adminOnly = { access: [RoleName.Admin] } as const;
const staff = { access: [RoleName.Clerk, RoleName.Admin] } as const;

/** Qualifications, their grants to loaners and the loaners' training requests (LAB.md "Qualifications"). */
export const qualificationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Qualifications',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'listQualifications',
        summary: 'List qualifications in name order, paged (page 0 and size 0 for all)',
        querystring: pagedQueryAllowingAll,
        response: { 200: z.array(qualification) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listQualifications(ctx, request.query)),
  );

  app.post(
    '/Qualifications',
    {
      config: adminOnly,
      schema: {
        operationId: 'addQualification',
        summary: 'Define a qualification',
        conflict: 'The name is taken.',
        body: qualificationInput,
        response: { 201: qualification },
      },
    },
    async (request, reply) => reply.code(201).send(await addQualification(ctx, request.body)),
  );

  app.put(
    '/Qualifications',
    {
      config: adminOnly,
      schema: {
        operationId: 'editQualification',
        summary: "Edit a qualification; a changed validity moves its grants' expiry",
        missing: 'No qualification with that id.',
        conflict: 'The name is taken.',
        body: qualificationInput,
        response: { 200: qualification },
      },
    },
    async (request) => editQualification(ctx, request.body),
  );

  app.delete(
    '/Qualifications/:id',
    {
      config: adminOnly,
      schema: {
        operationId: 'deleteQualification',
        summary: 'Delete a qualification with its grants',
        missing: 'No qualification with that id.',
        conflict: 'A category or component type requires it.',
        params: idParam,
      },
    },
    async (request, reply) => {
      await deleteQualification(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/Loaners/:id/qualifications',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'listGrantsOfLoaner',
        summary: "A loaner's grants, expired ones too: one's own, or anyone's for a Clerk or Admin",
        forbidden: "Only a Clerk or an Admin can see another loaner's qualifications.",
        missing: 'No loaner with that id.',
        params: idParam,
        response: { 200: z.array(grant) },
      },
    },
    async (request) => grantsOfLoaner(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/Loaners/:id/qualifications',
    {
      config: staff,
      schema: {
        operationId: 'grantQualification',
        summary: 'Grant a qualification to a loaner (again: renewed), from grantedOn (default today)',
        missing: 'No loaner or qualification with that id.',
        params: idParam,
        body: grantRequest,
        response: { 201: grant },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await grantQualification(ctx, request.params.id, request.body, actorOf(request, ctx.clock))),
  );

  app.delete(
    '/Loaners/:id/qualifications/:qualificationId',
    {
      config: staff,
      schema: {
        operationId: 'revokeQualification',
        summary: "Revoke a loaner's grant of a qualification",
        missing: 'The loaner does not hold it.',
        params: loanerQualificationParams,
      },
    },
    async (request, reply) => {
      const { id, qualificationId } = request.params;
      await revokeQualification(ctx, id, qualificationId, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );

  app.post(
    '/Qualifications/:id/requests',
    {
      config: { access: [RoleName.Loaner] },
      schema: {
        operationId: 'askForTraining',
        summary: "Ask for a qualification's training",
        missing: 'No qualification with that id.',
        conflict: 'An ask of yours is open already, or you hold it without end.',
        params: idParam,
        response: { 201: trainingRequest },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await askForTraining(ctx, currentUser(request).loanerId, request.params.id)),
  );

  app.get(
    '/Qualifications/requests',
    {
      config: staff,
      schema: {
        operationId: 'listTrainingRequests',
        summary: 'Training requests of one status (none: every status), the oldest first',
        querystring: trainingRequestsQuery,
        response: { 200: z.array(trainingRequest) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listTrainingRequestsPage(ctx, request.query)),
  );

  app.put(
    '/Qualifications/requests/:id',
    {
      config: staff,
      schema: {
        operationId: 'decideTrainingRequest',
        summary: 'Close an open training request: grant (a grant from today) or decline, with a reason if any',
        missing: 'No training request with that id.',
        conflict: 'The request is closed already.',
        params: idParam,
        body: trainingDecision,
        response: { 200: trainingRequest },
      },
    },
    async (request) => decideTrainingRequest(ctx, request.params.id, request.body, actorOf(request, ctx.clock)),
  );
};
