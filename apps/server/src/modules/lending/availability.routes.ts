import { availabilityQuery, dayAvailability, idParam } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { typeAvailability } from './availability.service.js';

/** Availability by day (LENDING.md "Days and claims"): anyone signed in may plan with it. */
export const availabilityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ComponentTypes/:id/availability',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getAvailability',
        summary: 'Free units of a component type on each lab day',
        params: idParam,
        querystring: availabilityQuery,
        response: { 200: z.array(dayAvailability) },
      },
    },
    async (request) => typeAvailability(ctx, request.params.id, request.query),
  );
};
