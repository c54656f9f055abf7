import { loanSetting, loanSettingUpdate, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { getLoanSetting, setDefaultReturnDate } from './settings.service.js';

/** The default hand-in date (Handin Date dialog): Clerks read it on hand-out, Admins change it. */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Loans/setting',
    {
      config: { access: [RoleName.Clerk, RoleName.Admin] },
      schema: { operationId: 'getLoanSetting', summary: 'The default hand-in date', response: { 200: loanSetting } },
    },
    async () => getLoanSetting(ctx),
  );

  app.put(
    '/Loans/setting',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'setLoanSetting',
        summary: 'Set the default hand-in date',
        body: loanSettingUpdate,
        response: { 200: loanSetting },
      },
    },
    async (request) => setDefaultReturnDate(ctx, request.body.defaultReturnDate),
  );
};
