import {
  bookedAheadQuery,
  bookedAheadRow,
  fullyBookedQuery,
  fullyBookedRow,
  neverBookedQuery,
  neverBookedRow,
  RoleName,
  upkeepStatistics,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import {
  bookedAheadComponentTypes,
  fullyBookedComponentTypes,
  neverBookedComponentTypes,
  statisticsPage,
  upkeepStatisticsOf,
} from './statistics.service.js';

const adminOnly = { access: [RoleName.Admin] };

/**
 * The Statistics screen. Static paths under ComponentTypes: the router prefers them to the catalogue's
 * ComponentTypes/{id}, whichever module registers first. The lab's own figures are under Statistics.
 */
export const statisticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ComponentTypes/booked',
    {
      config: adminOnly,
      schema: {
        operationId: 'listFullyBookedTypes',
        summary: 'Component types with no unit free',
        querystring: fullyBookedQuery,
        response: { 200: z.array(fullyBookedRow) },
      },
    },
    async (request, reply) =>
      sendPage(reply, statisticsPage(request.query), await fullyBookedComponentTypes(ctx.db, request.query)),
  );

  routes.get(
    '/ComponentTypes/neverbooked',
    {
      config: adminOnly,
      schema: {
        operationId: 'listNeverBookedTypes',
        summary: 'Component types not lent since a date',
        querystring: neverBookedQuery,
        response: { 200: z.array(neverBookedRow) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        statisticsPage(request.query),
        await neverBookedComponentTypes(ctx.db, request.query, ctx.config.LAB_TIME_ZONE),
      ),
  );

  routes.get(
    '/ComponentTypes/bookedahead',
    {
      config: adminOnly,
      schema: {
        operationId: 'listBookedAheadTypes',
        summary: 'Component types booked ahead',
        querystring: bookedAheadQuery,
        response: { 200: z.array(bookedAheadRow) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await bookedAheadComponentTypes(ctx, request.query)),
  );

  routes.get(
    '/Statistics/upkeep',
    {
      config: adminOnly,
      schema: {
        operationId: 'getUpkeepStatistics',
        summary:
          'Units in repair now, the mean days a closed repair ticket was open, and the calibrations due next month',
        response: { 200: upkeepStatistics },
      },
    },
    async () => upkeepStatisticsOf(ctx),
  );
};
