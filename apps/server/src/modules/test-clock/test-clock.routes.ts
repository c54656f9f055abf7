import { isoDate, isoTimestamp, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { runUnderLock, scheduledJobs } from '../../jobs/scheduler.js';
import type { AdjustableClock } from '../../lib/clock.js';
import { labToday } from '../../lib/lab-date.js';

// Years whose days every job can count in (dates one beyond 9999 are not dates to PostgreSQL).
const clockSetting = z.object({
  now: isoTimestamp.refine(
    (now) => now >= '2000' && now < '3000',
    'The clock can be set to an instant of the years 2000 to 2999.',
  ),
});
const clockAnswer = z.object({ now: isoTimestamp, labToday: isoDate });

/**
 * The e2e journeys' clock (decision 021), registered by app.ts under APP_ENV=Test only: PUT moves the server's
 * clock, which the app and the scheduler share, and runs every scheduled job once at the new time, so that what
 * a day brings (a booking's set-aside, expiry) has happened when the answer comes.
 */
export const testClockRoutes: FastifyPluginAsync<{ ctx: AppContext & { clock: AdjustableClock } }> = async (
  base,
  { ctx },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/testing/clock',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'setTestClock',
        summary: "Move the Test server's clock and run the scheduled jobs once",
        tags: ['Testing'],
        body: clockSetting,
        response: { 200: clockAnswer },
      },
    },
    async (request) => {
      ctx.clock.set(new Date(request.body.now));
      for (const job of scheduledJobs) await runUnderLock(ctx, job);
      return { now: ctx.clock.now().toISOString(), labToday: labToday(ctx) };
    },
  );
};
