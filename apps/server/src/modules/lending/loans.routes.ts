import {
  activeLoansQuery,
  batchHandinProblem,
  batchHandinRequest,
  batchHandoutAnswer,
  batchHandoutProblem,
  batchHandoutRequest,
  handinQuery,
  handoutAvailableRequest,
  handoutReservationRequest,
  idParam,
  type Loan,
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
import { createMailer } from '../mail/mailer.js';
import { sendLowStockNotice } from '../stock/stock-movement.js';
import { handIn } from './hand-in.service.js';
import { handOut } from './hand-out.service.js';
import { sendLoanReceipt } from './loan-receipt.js';
import { listLoansFor, listOwnLoans, overdueStatusOf } from './loans.service.js';

const clerk = [RoleName.Clerk];
const loaner = [RoleName.Loaner];
const loanList = { querystring: activeLoansQuery, response: { 200: z.array(loan) } };

/** Loans: a Clerk hands out and takes back; a Loaner sees their own (spec §2, §4). */
export const loansRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer(ctx.config);
  app.addHook('onClose', async () => mailer.close());

  app.get(
    '/Loans',
    {
      config: { access: [RoleName.Clerk, RoleName.Loaner] },
      schema: {
        operationId: 'listLoans',
        summary: "Active loans, paged: all for a Clerk, one's own for a Loaner",
        ...loanList,
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await listLoansFor(ctx, currentUser(request), request.query));
    },
  );

  app.get(
    '/Loans/User',
    {
      config: { access: loaner },
      schema: { operationId: 'listOwnLoans', summary: "The signed-in loaner's active loans, paged", ...loanList },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await listOwnLoans(ctx, currentUser(request), request.query));
    },
  );

  app.get(
    '/Loans/overdue',
    {
      config: { access: clerk },
      schema: {
        operationId: 'getOverdueFlags',
        summary: 'Whether loaners have overdue loans',
        querystring: overdueQuery,
        response: { 200: z.array(loanerOverdue) },
      },
    },
    async (request) => overdueStatusOf(ctx, request.query.loanerIds),
  );

  app.post(
    '/Loans',
    {
      config: { access: clerk },
      schema: {
        operationId: 'handOutReservation',
        summary: 'Hand out a reserved unit',
        missing: 'No such reservation, component or loaner.',
        conflict: 'The loaner has overdue loans (without force), or the unit is not free.',
        body: handoutReservationRequest,
        response: { 201: loan },
      },
    },
    async (request, reply) => {
      const { componentId, reservationId, ...handout } = request.body;
      const items = [{ kind: 'reservation', componentId, reservationId }] as const;
      const {
        loans: [loan],
      } = await handOut(ctx, { ...handout, items }, actorOf(request, ctx.clock));
      return reply.code(201).send(loan as Loan);
    },
  );

  app.post(
    '/Loans/available',
    {
      config: { access: clerk },
      schema: {
        operationId: 'handOutAvailable',
        summary: 'Hand out a unit from the shelf',
        missing: 'No such component or loaner.',
        conflict: 'The loaner has overdue loans (without force), or the unit is not free.',
        body: handoutAvailableRequest,
        response: { 201: loan },
      },
    },
    async (request, reply) => {
      const { componentId, ...handout } = request.body;
      const items = [{ kind: 'shelf', componentId }] as const;
      const {
        loans: [loan],
      } = await handOut(ctx, { ...handout, items }, actorOf(request, ctx.clock));
      return reply.code(201).send(loan as Loan);
    },
  );

  // The counter (LENDING.md "Counter", LAB.md "Consumables"): many components out to one loaner beside the
  // consumables they take, or many loans back, all or none.
  app.post(
    '/Loans/batch',
    {
      config: { access: clerk },
      schema: {
        operationId: 'handOutBatch',
        summary: 'Hand out several units and issue consumables at the counter, all or nothing',
        description:
          'Answers the loans opened, or, when the request lists `consumables` (even none), `{ loans, issues }`.',
        missing: 'No loaner with that id, or no component type with a consumable’s id.',
        conflict:
          'A unit cannot be handed out (`components` says which and why), or a consumable cannot be issued ' +
          '(`componentTypeId`: a lent type, or not that much in stock, `available`), or the return date is too late ' +
          'for a booking or a unit’s calibration (`latestReturnDate`; `componentId`: the unit due).',
        body: batchHandoutRequest,
        response: { 201: z.union([z.array(loan), batchHandoutAnswer]), 409: batchHandoutProblem },
      },
    },
    async (request, reply) => {
      const { componentIds, consumables, ...handout } = request.body;
      const items = componentIds.map((componentId) => ({ kind: 'counter', componentId }) as const);
      const handedOut = await handOut(ctx, { ...handout, items, consumables }, actorOf(request, ctx.clock));
      // The receipt and the low-stock notices go out once the batch is committed; a failure to send one is
      // logged, never the hand-out's.
      await sendLoanReceipt(ctx, mailer, handedOut, handout.handinDate).catch((error: unknown) =>
        request.log.error({ err: error }, 'the receipt of a batch hand-out could not be sent or logged'),
      );
      for (const { lowStockNotice } of handedOut.issues) {
        await sendLowStockNotice(ctx, mailer, lowStockNotice, request.log);
      }
      const { loans, issues } = handedOut;
      if (consumables === undefined) return reply.code(201).send(loans);
      return reply.code(201).send({ loans, issues: issues.map((issue) => issue.movement) });
    },
  );

  app.post(
    '/Loans/handin',
    {
      config: { access: clerk },
      schema: {
        operationId: 'handInBatch',
        summary: 'Take several loans back, all or nothing',
        conflict: 'A loan cannot be taken back; `loans` says which and why.',
        body: batchHandinRequest,
        response: { 204: z.null(), 409: batchHandinProblem },
      },
    },
    async (request, reply) => {
      await handIn(ctx, { items: request.body.items, counter: true }, actorOf(request, ctx.clock));
      return reply.code(204).send(null);
    },
  );

  // Static paths such as Loans/setting win over {id}; a non-numeric {id} is a 400 by its schema.
  app.delete(
    '/Loans/:id',
    {
      config: { access: clerk },
      schema: {
        operationId: 'closeLoan',
        summary: 'Close a loan with the status its unit returns to',
        conflict: 'The loan is already closed.',
        params: idParam,
        querystring: handinQuery,
      },
    },
    async (request, reply) => {
      const items = [{ loanId: request.params.id, status: request.query.status }];
      await handIn(ctx, { items, counter: false }, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );
};
