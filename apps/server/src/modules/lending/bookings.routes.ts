import {
  booking,
  bookingIdParam,
  bookingRequest,
  bookingsQuery,
  claimConflictProblem,
  pagedQuery,
  RoleName,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { cancelBooking, createBooking, listAllBookings, listOwnBookings } from './bookings.service.js';

const everyRole = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin];
const staff = [RoleName.Clerk, RoleName.Admin];

/**
 * Bookings ahead (LENDING.md "Bookings ahead"): a Loaner books, lists and cancels their own; a Clerk or Admin
 * books for any loaner and sees and cancels every booking.
 */
export const bookingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Bookings',
    {
      config: { access: everyRole, lendingWrite: true },
      schema: {
        operationId: 'addBooking',
        summary: 'Book units of a component type for a span of lab days',
        forbidden: 'Only a Clerk or Admin books for another loaner.',
        missing: 'No such component type or loaner.',
        conflict: 'The days do not fit, a limit is reached, or the type is a consumable; `conflicts` says which days.',
        body: bookingRequest,
        response: { 201: booking, 409: claimConflictProblem },
      },
    },
    async (request, reply) => {
      const created = await createBooking(ctx, request.body, currentUser(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/Bookings/User',
    {
      config: { access: everyRole },
      schema: {
        operationId: 'listOwnBookings',
        summary: "The signed-in loaner's bookings, paged",
        querystring: pagedQuery,
        response: { 200: z.array(booking) },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await listOwnBookings(ctx, currentUser(request).loanerId, request.query)),
  );

  app.get(
    '/Bookings',
    {
      config: { access: staff },
      schema: {
        operationId: 'listBookings',
        summary: 'All bookings, paged and filtered by status',
        querystring: bookingsQuery,
        response: { 200: z.array(booking) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listAllBookings(ctx, request.query)),
  );

  app.delete(
    '/Bookings/:id',
    {
      config: { access: everyRole, lendingWrite: true },
      schema: {
        operationId: 'cancelBooking',
        summary: 'Cancel a booking: the booker, a Clerk or an Admin',
        conflict: 'The booking is no longer open.',
        params: bookingIdParam,
      },
    },
    async (request, reply) => {
      await cancelBooking(ctx, request.params.id, currentUser(request));
      return reply.code(204).send();
    },
  );
};
