import {
  componentTypeAsIdParam,
  componentTypeIdParam,
  idParam,
  pagedQuery,
  queuedLoaner,
  RoleName,
  waitlistEntry,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { joinWaitlist, leaveWaitlist, listOwnWaitlist, listWaitlistOfType } from './waitlist.service.js';

const loaner = [RoleName.Loaner];
const everyRole = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin];
const staff = [RoleName.Clerk, RoleName.Admin];

/**
 * Waiting lists (LENDING.md "Waiting list"): a Loaner joins a type's list when nothing can be reserved, sees their
 * position and leaves; Clerks and Admins see each type's queue and take anyone off it.
 */
export const waitlistRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Waitlist/:id',
    {
      config: { access: loaner, lendingWrite: true },
      schema: {
        operationId: 'joinWaitlist',
        summary: "Join a component type's waiting list",
        conflict: 'A unit can be reserved now, the loaner is already waiting, or the type is a consumable.',
        params: componentTypeAsIdParam,
        response: { 201: waitlistEntry },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(ctx, currentUser(request).loanerId, request.params.id);
      return reply.code(201).send(joined);
    },
  );

  app.get(
    '/Waitlist/User',
    {
      config: { access: loaner },
      schema: {
        operationId: 'listOwnWaitlistEntries',
        summary: "The signed-in loaner's places on waiting lists",
        querystring: pagedQuery,
        response: { 200: z.array(waitlistEntry) },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await listOwnWaitlist(ctx, currentUser(request).loanerId, request.query)),
  );

  app.delete(
    '/Waitlist/:id',
    {
      config: { access: everyRole, lendingWrite: true },
      schema: {
        operationId: 'leaveWaitlist',
        summary: 'Leave a waiting list: the loaner, a Clerk or an Admin',
        params: idParam,
      },
    },
    async (request, reply) => {
      await leaveWaitlist(ctx, request.params.id, currentUser(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/ComponentTypes/:componentTypeId/waitlist',
    {
      config: { access: staff },
      schema: {
        operationId: 'listWaitlist',
        summary: "A component type's waiting list in queue order",
        params: componentTypeIdParam,
        querystring: pagedQuery,
        response: { 200: z.array(queuedLoaner) },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await listWaitlistOfType(ctx, request.params.componentTypeId, request.query)),
  );
};
