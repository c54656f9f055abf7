import multipart from '@fastify/multipart';
import { importResult, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../activity/actor.js';
import { componentImporter } from './component-import.js';
import { componentTypeImporter } from './component-type-import.js';
import { runImport } from './csv-import.service.js';
import { importMultipartLimits, readCsvUpload } from './csv-upload.js';

/** A dry run unless asked otherwise: checking a file is the safe default. */
const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
const importSchema = { consumes: ['multipart/form-data'], querystring: importQuery, response: { 200: importResult } };
const adminOnly = { access: [RoleName.Admin] } as const;

/** CSV imports of the catalogue (Admin): the component types first, then their components. */
export const csvImportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  await base.register(multipart, { limits: importMultipartLimits });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/import/component-types',
    {
      config: adminOnly,
      schema: {
        operationId: 'importComponentTypes',
        summary: 'Import component types from CSV (multipart), or check a dry run',
        ...importSchema,
      },
    },
    async (request) =>
      runImport(
        ctx,
        componentTypeImporter,
        await readCsvUpload(request),
        request.query.dryRun,
        actorOf(request, ctx.clock),
      ),
  );

  app.post(
    '/import/components',
    {
      config: adminOnly,
      schema: {
        operationId: 'importComponents',
        summary: 'Import components from CSV (multipart), or check a dry run',
        ...importSchema,
      },
    },
    async (request) =>
      runImport(
        ctx,
        componentImporter,
        await readCsvUpload(request),
        request.query.dryRun,
        actorOf(request, ctx.clock),
      ),
  );
};
