import { databaseId, loanExportScopes, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendCsv } from '../../lib/csv-download.js';
import {
  type CsvExport,
  exportComponents,
  exportComponentTypes,
  exportLoans,
  exportUsers,
} from './csv-export.service.js';

const adminOnly = { access: [RoleName.Admin] } as const;
const csvResponse = { produces: ['text/csv'] };

/** `componentTypeId=` (empty) means every type, like leaving it out. */
const componentsQuery = z.object({
  componentTypeId: z.preprocess((value) => (value === '' ? undefined : value), databaseId.optional()),
});
const loansQuery = z.object({ scope: z.enum(loanExportScopes).default('active') });

const send = (reply: FastifyReply, file: CsvExport) => sendCsv(reply, file.fileName, file.header, file.lines);

/** CSV downloads for spreadsheets: the catalogue and inventory, the loans and the users. */
export const csvExportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/export/component-types.csv',
    {
      config: adminOnly,
      schema: { operationId: 'exportComponentTypes', summary: 'The component types as CSV', ...csvResponse },
    },
    async (_request, reply) => send(reply, exportComponentTypes(ctx)),
  );

  app.get(
    '/export/components.csv',
    {
      config: adminOnly,
      schema: {
        operationId: 'exportComponents',
        summary: "A component type's components as CSV",
        missing: 'No component type with that id.',
        ...csvResponse,
        querystring: componentsQuery,
      },
    },
    async (request, reply) => send(reply, await exportComponents(ctx, request.query.componentTypeId)),
  );

  app.get(
    '/export/loans.csv',
    {
      config: { access: [RoleName.Admin, RoleName.Clerk] },
      schema: { operationId: 'exportLoans', summary: 'Loans as CSV', ...csvResponse, querystring: loansQuery },
    },
    async (request, reply) => send(reply, exportLoans(ctx, request.query.scope)),
  );

  app.get(
    '/export/users.csv',
    { config: adminOnly, schema: { operationId: 'exportUsers', summary: 'The loaners as CSV', ...csvResponse } },
    async (_request, reply) => send(reply, exportUsers(ctx)),
  );
};
