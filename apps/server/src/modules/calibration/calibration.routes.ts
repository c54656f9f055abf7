import {
  calibrationDueComponent,
  calibrationRequest,
  calibrationsDueQuery,
  component,
  idParam,
  RoleName,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { actorOf } from '../activity/actor.js';
import { listCalibrationsDue, recordCalibration } from './calibration.service.js';

const staff = { access: [RoleName.Clerk, RoleName.Admin] } as const;

/** Calibrations recorded and due (LAB.md "Calibration", API.md "Running the lab"). */
export const calibrationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Component/:id/calibrations',
    {
      config: { ...staff, lendingWrite: true },
      schema: {
        operationId: 'recordCalibration',
        summary: "Record a unit's calibration: its due day moves, and a unit due is lendable again",
        missing: 'No component with that id.',
        params: idParam,
        body: calibrationRequest,
        response: { 200: component },
      },
    },
    async (request) => recordCalibration(ctx, request.params.id, request.body, actorOf(request, ctx.clock)),
  );

  app.get(
    '/Calibrations/due',
    {
      config: staff,
      schema: {
        operationId: 'listCalibrationsDue',
        summary: 'Units due for calibration within withinDays days, overdue, or never calibrated; soonest first',
        querystring: calibrationsDueQuery,
        response: { 200: z.array(calibrationDueComponent) },
      },
    },
    async (request, reply) => sendPage(reply, request.query, await listCalibrationsDue(ctx, request.query)),
  );
};
