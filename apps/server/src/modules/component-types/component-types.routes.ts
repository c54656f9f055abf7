import multipart from '@fastify/multipart';
import { componentType, componentTypeListQuery, idParam, RoleName, rowId } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import { componentTypeMultipartLimits, readCreateForm, readUpdateForm } from './component-type-form.js';
import { componentTypeMessages } from './component-types.messages.js';
import {
  createComponentType,
  deleteComponentType,
  getComponentType,
  getComponentTypeImage,
  listComponentTypes,
  updateComponentType,
} from './component-types.service.js';

const adminOnly = { access: [RoleName.Admin] } as const;
const multipartBody = { consumes: ['multipart/form-data'], response: { 201: componentType, 200: componentType } };

const categoryIdList = z.array(rowId).max(100);

/** categoriesFilterAsJson: a JSON array of category ids, e.g. `[1,4]`; empty or absent means no filter. */
const categoriesFilter = z
  .string()
  .max(2000)
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return [];
    const parsed = categoryIdList.safeParse(parseJson(text));
    if (parsed.success) return [...new Set(parsed.data)];
    ctx.addIssue({ code: 'custom', message: componentTypeMessages.categoriesFilter });
    return z.NEVER;
  });
const listQuery = componentTypeListQuery.extend({ categoriesFilterAsJson: categoriesFilter });

/** Browse, details, image and the Admin's catalogue maintenance (spec §2, §3, §7). */
export const componentTypesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  // Multipart only for this module's forms, with bounds on the file and the fields.
  await base.register(multipart, { limits: componentTypeMultipartLimits });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ComponentTypes',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'listComponentTypes',
        summary: 'Browse component types, paged and filtered by category',
        querystring: listQuery,
        response: { 200: z.array(componentType) },
      },
    },
    async (request, reply) => {
      const { categoriesFilterAsJson: categoryIds, ...query } = request.query;
      return sendPage(
        reply,
        query,
        await listComponentTypes(ctx, { ...query, categoryIds }, ctx.browseCache, currentUser(request).loanerId),
      );
    },
  );

  app.get(
    '/ComponentTypes/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getComponentType',
        summary: 'A component type with its categories and image',
        params: idParam,
        response: { 200: componentType },
      },
    },
    async (request) => getComponentType(ctx, request.params.id, currentUser(request).loanerId),
  );

  // Public so that <img src> works without a bearer token; the URL carries ?v=<etag>, so caching long is safe.
  app.get(
    '/ComponentTypes/:id/image',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getComponentTypeImage',
        summary: "A component type's image (JPEG)",
        produces: ['image/jpeg'],
        params: idParam,
      },
    },
    async (request, reply) => {
      const { image, etag } = await getComponentTypeImage(ctx.db, request.params.id);
      reply.header('ETag', `"${etag}"`).header('Cache-Control', 'public, max-age=86400');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/jpeg').send(image);
    },
  );

  app.post(
    '/ComponentTypes',
    {
      config: adminOnly,
      schema: {
        operationId: 'addComponentType',
        summary: 'Add a component type (multipart form)',
        missing: 'A category or qualification named does not exist.',
        ...multipartBody,
      },
    },
    async (request, reply) => {
      const { fields, imageFile } = await readCreateForm(request);
      return reply.code(201).send(await createComponentType(ctx, fields, imageFile, actorOf(request, ctx.clock)));
    },
  );

  app.put(
    '/ComponentTypes',
    {
      config: adminOnly,
      schema: {
        operationId: 'editComponentType',
        summary: 'Edit a component type (multipart form)',
        missing: 'No component type with that id.',
        conflict: 'The kind cannot change: the type has components, bookings or waiting loaners, or stock.',
        ...multipartBody,
      },
    },
    async (request) => {
      const { componentTypeId, fields, imageFile } = await readUpdateForm(request);
      return updateComponentType(ctx, componentTypeId, fields, imageFile, actorOf(request, ctx.clock));
    },
  );

  app.delete(
    '/ComponentTypes/:id',
    {
      config: adminOnly,
      schema: {
        operationId: 'deleteComponentType',
        summary: 'Delete a component type',
        conflict: 'The type has live loans, reservations or bookings.',
        params: idParam,
      },
    },
    async (request, reply) => {
      await deleteComponentType(ctx.db, request.params.id, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** If-None-Match holds a list of (possibly weak) tags or `*`. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === `"${etag}"`;
  });
}
