import { emailLog, pagedQuery, RoleName, reminderCount, reminderResult, reminderTemplate } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { createMailService } from './mail.service.js';
import { createMailer } from './mailer.js';

const adminOnly = { access: [RoleName.Admin] };

/** The Emails screen: reminder template, recipient count, sending, and the e-mail log. */
export const mailRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const mailer = createMailer(ctx.config);
  app.addHook('onClose', async () => mailer.close());
  const mail = createMailService(ctx, mailer);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/mail',
    { config: adminOnly, schema: { querystring: pagedQuery, response: { 200: z.array(emailLog) } } },
    async (request, reply) => {
      return sendPage(reply, request.query, await mail.emailLogs(request.query));
    },
  );

  routes.get(
    '/mail/reminder/template',
    { config: adminOnly, schema: { response: { 200: reminderTemplate } } },
    async () => mail.reminderTemplate(),
  );

  routes.get('/mail/reminder/count', { config: adminOnly, schema: { response: { 200: reminderCount } } }, async () => ({
    count: await mail.reminderCount(),
  }));

  routes.post('/mail/reminder', { config: adminOnly, schema: { response: { 200: reminderResult } } }, async () =>
    mail.sendReminders(),
  );
};
