import multipart from '@fastify/multipart';
import { faultReport, idParam, RoleName, repairsQuery, repairTicket, repairUpdate } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import { faultReportMultipartLimits, readFaultReport } from './fault-form.js';
import { getFaultImage, reportFault } from './faults.service.js';
import { getRepair, listRepairs, updateRepair } from './repairs.service.js';

const staff = { access: [RoleName.Clerk, RoleName.Admin] } as const;

/** Fault reports and repair tickets (LAB.md "Faults and repairs", API.md "Running the lab"). */
export const repairsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  await base.register(multipart, { limits: faultReportMultipartLimits });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Component/:id/faults',
    {
      config: { access: 'signedIn', lendingWrite: true },
      schema: {
        operationId: 'reportFault',
        summary: 'Report a fault on a component: JSON { description }, or a multipart Description and ImageFile',
        missing: 'No component with that id.',
        conflict: 'The component is not in the lab (Trashed, Lost or NeverReturned).',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParam,
        response: { 201: faultReport },
      },
    },
    async (request, reply) => {
      const upload = await readFaultReport(request);
      const actor = actorOf(request, ctx.clock);
      const report = await reportFault(ctx, request.params.id, upload, currentUser(request), actor);
      return reply.code(201).send(report);
    },
  );

  // Public so that <img src> works without a bearer token; only the address the report carries finds it.
  app.get(
    '/Faults/:id/image',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getFaultImage',
        summary: "A fault report's photo (JPEG)",
        produces: ['image/jpeg'],
        params: idParam,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { image, etag } = await getFaultImage(ctx.db, request.params.id, request.query.v);
      reply.header('ETag', `"${etag}"`).header('Cache-Control', 'private, max-age=86400');
      return reply.type('image/jpeg').send(image);
    },
  );

  app.get(
    '/Repairs',
    {
      config: staff,
      schema: {
        operationId: 'listRepairs',
        summary: 'Repair tickets, oldest first, by status',
        querystring: repairsQuery,
        response: { 200: z.array(repairTicket) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listRepairs(ctx.db, request.query)),
  );

  app.get(
    '/Repairs/:id',
    {
      config: staff,
      schema: {
        operationId: 'getRepair',
        summary: 'A repair ticket with its fault reports and notes',
        missing: 'No repair ticket with that id.',
        params: idParam,
        response: { 200: repairTicket },
      },
    },
    async (request) => getRepair(ctx.db, request.params.id),
  );

  app.put(
    '/Repairs/:id',
    {
      config: { ...staff, lendingWrite: true },
      schema: {
        operationId: 'updateRepair',
        summary: 'Add a note or a cost to a repair ticket, or move it a step (Fixed: the unit Available again)',
        missing: 'No repair ticket with that id.',
        conflict: 'The step is not allowed from the ticket’s status, or the ticket is closed.',
        params: idParam,
        body: repairUpdate,
        response: { 200: repairTicket },
      },
    },
    async (request) => updateRepair(ctx, request.params.id, request.body, actorOf(request, ctx.clock)),
  );
};
