import {
  activeLoansQuery,
  handinQuery,
  handoutAvailableRequest,
  handoutReservationRequest,
  idParam,
  loan,
  loanerOverdue,
  overdueQuery,
  RoleName,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import {
  handinLoan,
  handoutAvailableComponent,
  handoutReservation,
  listLoansFor,
  listOwnLoans,
  overdueStatusOf,
} from './loans.service.js';

const clerk = [RoleName.Clerk];
const loaner = [RoleName.Loaner];
const loanList = { querystring: activeLoansQuery, response: { 200: z.array(loan) } };

/** Loans: a Clerk hands out and takes back; a Loaner sees their own (spec §2, §4). */
export const loansRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Loans',
    { config: { access: [RoleName.Clerk, RoleName.Loaner] }, schema: loanList },
    async (request, reply) => {
      return sendPage(reply, request.query, await listLoansFor(ctx, currentUser(request), request.query));
    },
  );

  app.get('/Loans/User', { config: { access: loaner }, schema: loanList }, async (request, reply) => {
    return sendPage(reply, request.query, await listOwnLoans(ctx, currentUser(request).loanerId, request.query));
  });

  app.get(
    '/Loans/overdue',
    { config: { access: clerk }, schema: { querystring: overdueQuery, response: { 200: z.array(loanerOverdue) } } },
    async (request) => overdueStatusOf(ctx, request.query.loanerIds),
  );

  app.post(
    '/Loans',
    { config: { access: clerk }, schema: { body: handoutReservationRequest, response: { 201: loan } } },
    async (request, reply) =>
      reply.code(201).send(await handoutReservation(ctx, request.body, actorOf(request, ctx.clock))),
  );

  app.post(
    '/Loans/available',
    { config: { access: clerk }, schema: { body: handoutAvailableRequest, response: { 201: loan } } },
    async (request, reply) =>
      reply.code(201).send(await handoutAvailableComponent(ctx, request.body, actorOf(request, ctx.clock))),
  );

  // Static paths such as Loans/setting win over {id}; a non-numeric {id} is a 400 by its schema.
  app.delete(
    '/Loans/:id',
    { config: { access: clerk }, schema: { params: idParam, querystring: handinQuery } },
    async (request, reply) => {
      await handinLoan(ctx, request.params.id, request.query.status, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );
};
