import { setTimeout as sleep } from 'node:timers/promises';
import { emailLog, pagedQuery, RoleName, reminderCount, reminderRun, reminderTemplate } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { createMailService } from './mail.service.js';
import { createMailer } from './mailer.js';

const adminOnly = { access: [RoleName.Admin] };

/** How long POST mail/reminder waits for its run: a small lab's send answers its counts like the spec's call. */
const ANSWER_WAIT_MS = 5000;

/** The Emails screen: reminder template, recipient count, sending, and the e-mail log. */
export const mailRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const mailer = createMailer(ctx.config);
  const mail = createMailService(ctx, mailer);
  app.addHook('onClose', async () => {
    await mail.stop();
    await mailer.close();
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/mail',
    {
      config: adminOnly,
      schema: {
        operationId: 'listEmailLog',
        summary: 'The e-mail log, newest first, paged',
        querystring: pagedQuery,
        response: { 200: z.array(emailLog) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await mail.emailLogs(request.query));
    },
  );

  routes.get(
    '/mail/reminder/template',
    {
      config: adminOnly,
      schema: {
        operationId: 'getReminderTemplate',
        summary: 'The reminder e-mail as it will be sent',
        response: { 200: reminderTemplate },
      },
    },
    async () => mail.reminderTemplate(),
  );

  routes.get(
    '/mail/reminder/count',
    {
      config: adminOnly,
      schema: {
        operationId: 'countReminderRecipients',
        summary: 'How many loaners a reminder run would write to',
        response: { 200: reminderCount },
      },
    },
    async () => ({
      count: await mail.reminderCount(),
    }),
  );

  /**
   * Starts the send in the background: 200 with the counts when it finishes within ANSWER_WAIT_MS, else 202 with
   * the run's progress so far (GET mail/reminder/progress follows it). 409 while another run sends.
   */
  routes.post(
    '/mail/reminder',
    {
      config: adminOnly,
      schema: {
        operationId: 'sendReminders',
        summary: 'Start a reminder run',
        conflict: 'Another reminder run is sending.',
        response: { 200: reminderRun, 202: reminderRun },
      },
    },
    async (_request, reply) => {
      const { run, finished } = await mail.startReminders();
      finished.catch((err: unknown) => app.log.error({ err, run: run.reminderRunId }, 'reminder run failed'));
      const timeout = sleep(ANSWER_WAIT_MS, undefined, { ref: false });
      const done = await Promise.race([finished, timeout]).catch(() => undefined);
      if (done) return done;
      return reply.code(202).send((await mail.latestReminderRun()) ?? run);
    },
  );

  routes.get(
    '/mail/reminder/progress',
    {
      config: adminOnly,
      schema: {
        operationId: 'getReminderProgress',
        summary: 'The progress of the latest reminder run',
        response: { 200: reminderRun.nullable() },
      },
    },
    async () => (await mail.latestReminderRun()) ?? null,
  );
};
