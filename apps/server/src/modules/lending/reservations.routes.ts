import { componentTypeAsIdParam, idParam, pagedQuery, RoleName, reservation } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import {
  cancelReservation,
  listAllReservations,
  listOwnReservations,
  reserveComponentType,
} from './reservations.service.js';

const clerk = [RoleName.Clerk];
const loaner = [RoleName.Loaner];

/** Reservations: a Loaner reserves and cancels their own; a Clerk sees and deletes all (spec §2, §4). */
export const reservationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Reservations',
    {
      config: { access: clerk },
      schema: {
        operationId: 'listReservations',
        summary: 'All reservations, paged',
        querystring: pagedQuery,
        response: { 200: z.array(reservation) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await listAllReservations(ctx, request.query));
    },
  );

  app.get(
    '/Reservations/User',
    {
      config: { access: loaner },
      schema: {
        operationId: 'listOwnReservations',
        summary: "The signed-in loaner's reservations, paged",
        querystring: pagedQuery,
        response: { 200: z.array(reservation) },
      },
    },
    async (request, reply) => {
      return sendPage(
        reply,
        request.query,
        await listOwnReservations(ctx, currentUser(request).loanerId, request.query),
      );
    },
  );

  app.post(
    '/Reservations/:id',
    {
      config: { access: loaner, lendingWrite: true },
      schema: {
        operationId: 'reserveComponentType',
        summary: 'Reserve a unit of a component type',
        conflict: 'No unit can be reserved now, a limit is reached, or the type is a consumable.',
        params: componentTypeAsIdParam,
        response: { 201: reservation },
      },
    },
    async (request, reply) => {
      const created = await reserveComponentType(ctx, currentUser(request).loanerId, request.params.id);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/Reservations/:id',
    {
      config: { access: clerk },
      schema: { operationId: 'cancelReservation', summary: 'Cancel any reservation', params: idParam },
    },
    async (request, reply) => {
      await cancelReservation(ctx, request.params.id, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Reservations/User/:id',
    {
      config: { access: loaner, lendingWrite: true },
      schema: {
        operationId: 'cancelOwnReservation',
        summary: "Cancel one of the signed-in loaner's reservations",
        params: idParam,
      },
    },
    async (request, reply) => {
      const ownerId = currentUser(request).loanerId;
      await cancelReservation(ctx, request.params.id, actorOf(request, ctx.clock), ownerId);
      return reply.code(204).send();
    },
  );
};
