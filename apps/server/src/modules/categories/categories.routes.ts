import { categoryInput, categoryWithRequirements, idParam, pagedQueryAllowingAll, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { addCategory, deleteCategory, editCategory, listCategories } from './categories.service.js';

const adminOnly = { access: [RoleName.Admin] } as const;

/** Categories (spec §7): everyone reads them for the browse filter, Admins maintain them. */
export const categoriesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // The spec calls the list both Category and Categories.
  for (const [url, operationId] of [
    ['/Categories', 'listCategories'],
    ['/Category', 'listCategoriesAsCategory'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          operationId,
          summary: 'List categories, paged (page 0 and size 0 for all)',
          querystring: pagedQueryAllowingAll,
          response: { 200: z.array(categoryWithRequirements) },
        },
      },
      async (request, reply) => {
        return sendPage(reply, request.query, await listCategories(ctx.db, request.query));
      },
    );
  }

  app.post(
    '/Category',
    {
      config: adminOnly,
      schema: {
        operationId: 'addCategory',
        summary: 'Add a category',
        conflict: 'The name is taken.',
        body: categoryInput,
        response: { 201: categoryWithRequirements },
      },
    },
    async (request, reply) => reply.code(201).send(await addCategory(ctx.db, request.body)),
  );

  app.put(
    '/Category',
    {
      config: adminOnly,
      schema: {
        operationId: 'editCategory',
        summary: 'Rename a category, and set the qualifications its types need',
        missing: 'No category with that id.',
        conflict: 'The name is taken.',
        body: categoryInput,
        response: { 200: categoryWithRequirements },
      },
    },
    async (request) => editCategory(ctx.db, request.body),
  );

  app.delete(
    '/Category/:id',
    {
      config: adminOnly,
      schema: {
        operationId: 'deleteCategory',
        summary: 'Delete a category',
        conflict: 'The category is in use.',
        params: idParam,
      },
    },
    async (request, reply) => {
      await deleteCategory(ctx.db, request.params.id);
      return reply.code(204).send();
    },
  );
};
