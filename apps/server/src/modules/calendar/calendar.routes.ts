import { calendarFeed, storableText } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tooManyRequests } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { calendarMessages } from './calendar.messages.js';
import { calendarFeedOf, calendarOfSecret, renewCalendarFeed } from './calendar.service.js';

const signedIn = { access: 'signedIn' } as const;
const feedAnswer = { response: { 200: calendarFeed } };
const secretParam = z.object({ secret: storableText().describe('The secret of the feed address') });

/**
 * The private calendar feed (LENDING.md "Bookings ahead"): each user reads and renews their own address; the
 * feed itself is fetched by calendar apps, which send no token, so the secret in the address is the credential.
 */
export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Loaners/Loaner/calendar',
    {
      config: signedIn,
      schema: {
        operationId: 'getCalendarFeed',
        summary: "The address of the signed-in loaner's calendar feed",
        ...feedAnswer,
      },
    },
    async (request) => calendarFeedOf(ctx, currentUser(request).loanerId),
  );

  app.post(
    '/Loaners/Loaner/calendar',
    {
      config: signedIn,
      schema: {
        operationId: 'renewCalendarFeed',
        summary: "Renew the secret of the signed-in loaner's calendar feed",
        ...feedAnswer,
      },
    },
    async (request) => renewCalendarFeed(ctx, currentUser(request).loanerId),
  );

  app.get(
    '/calendar/:secret.ics',
    {
      config: {
        access: 'public',
        // Its own budget per client address: a flood of guesses costs a refusal, not a query.
        rateLimit: {
          errorResponseBuilder: (_request, { after }) => tooManyRequests(calendarMessages.tooManyRequests(after)),
        },
      },
      schema: {
        operationId: 'getCalendar',
        summary: "A loaner's bookings and return dates (iCalendar); the secret is the credential",
        description: 'The iCalendar feed (text/calendar) of the user whose secret this is.',
        produces: ['text/calendar'],
        params: secretParam,
      },
    },
    async (request, reply) => {
      const calendar = await calendarOfSecret(ctx, request.params.secret);
      return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(calendar);
    },
  );
};
