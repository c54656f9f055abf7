import {
  componentType,
  consumptionQuery,
  consumptionRow,
  idParam,
  pagedQuery,
  RoleName,
  stockCountRequest,
  stockIssueRequest,
  stockMovement,
  stockProblem,
  stockReceiveRequest,
} from '@labstock/shared';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendCsv } from '../../lib/csv-download.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import { createMailer } from '../mail/mailer.js';
import { consumption, count, exportReorderList, issue, lowStock, movementsOfType, receive } from './stock.service.js';
import { type StockChange, sendLowStockNotice } from './stock-movement.js';

const staff = [RoleName.Clerk, RoleName.Admin];
const lentTypeConflict = 'The type is lent, not consumed; or there is not that much in stock (`available`).';

/** A consumable's stock (LAB.md "Consumables"): issue, receive, count, its movements, Low stock and consumption. */
export const stockRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer(ctx.config);
  app.addHook('onClose', async () => mailer.close());

  /** The notice goes out once the movement is committed. */
  const madeMovement = async (log: FastifyBaseLogger, change: StockChange) => {
    await sendLowStockNotice(ctx, mailer, change.lowStockNotice, log);
    return change.movement;
  };
  const movementAnswer = { 201: stockMovement, 409: stockProblem };

  app.post(
    '/ComponentTypes/:id/stock/issue',
    {
      config: { access: [RoleName.Clerk, RoleName.Loaner] },
      schema: {
        operationId: 'issueStock',
        summary: 'Issue stock of a consumable to a loaner (a Loaner: to themself, where self-service)',
        forbidden: 'A Loaner records only what they took themself, of a self-service consumable.',
        conflict: lentTypeConflict,
        params: idParam,
        body: stockIssueRequest,
        response: movementAnswer,
      },
    },
    async (request, reply) => {
      const change = await issue(ctx, currentUser(request), request.params.id, request.body);
      return reply.code(201).send(await madeMovement(request.log, change));
    },
  );

  app.post(
    '/ComponentTypes/:id/stock/receive',
    {
      config: { access: staff },
      schema: {
        operationId: 'receiveStock',
        summary: 'Record stock of a consumable delivered to the lab',
        conflict: 'The type is lent, not consumed.',
        params: idParam,
        body: stockReceiveRequest,
        response: movementAnswer,
      },
    },
    async (request, reply) => {
      const change = await receive(ctx, actorOf(request, ctx.clock), request.params.id, request.body);
      return reply.code(201).send(await madeMovement(request.log, change));
    },
  );

  app.post(
    '/ComponentTypes/:id/stock/count',
    {
      config: { access: staff },
      schema: {
        operationId: 'countStock',
        summary: 'Record a stocktake of a consumable: the stock becomes what was counted',
        conflict: 'The type is lent, not consumed.',
        params: idParam,
        body: stockCountRequest,
        response: movementAnswer,
      },
    },
    async (request, reply) => {
      const change = await count(ctx, actorOf(request, ctx.clock), request.params.id, request.body);
      return reply.code(201).send(await madeMovement(request.log, change));
    },
  );

  app.get(
    '/ComponentTypes/:id/stock/movements',
    {
      config: { access: [RoleName.Clerk, RoleName.Admin, RoleName.Loaner] },
      schema: {
        operationId: 'listStockMovements',
        summary: "A consumable's stock movements, newest first (a Loaner's own issues for a Loaner)",
        params: idParam,
        querystring: pagedQuery,
        response: { 200: z.array(stockMovement) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        request.query,
        await movementsOfType(ctx, currentUser(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/Stock/low',
    {
      config: { access: staff },
      schema: {
        operationId: 'listLowStock',
        summary: 'The consumables at or below their reorder level, by name',
        querystring: pagedQuery,
        response: { 200: z.array(componentType) },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await lowStock(ctx, request.query, currentUser(request).loanerId)),
  );

  app.get(
    '/export/reorder.csv',
    {
      config: { access: staff },
      schema: {
        operationId: 'exportReorderList',
        summary: 'The reorder list as CSV: the low consumables with what to order',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const file = exportReorderList(ctx);
      return sendCsv(reply, file.fileName, file.header, file.lines);
    },
  );

  app.get(
    '/Stock/consumption',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'listConsumption',
        summary: 'What each consumable issued and received in a period of lab days',
        querystring: consumptionQuery,
        response: { 200: z.array(consumptionRow) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await consumption(ctx, request.query)),
  );
};
