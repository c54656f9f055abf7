import {
  component,
  componentInput,
  componentInputList,
  componentListQuery,
  idParam,
  nextComponentNumberQuery,
  nextComponentNumber as nextNumberResponse,
  RoleName,
} from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sendPage } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import {
  addComponent,
  addComponents,
  deleteComponent,
  editComponent,
  listAvailable,
  listInventory,
  nextComponentNumber,
} from './components.service.js';

const adminOnly = { access: [RoleName.Admin] } as const;

/** The individual components of a type: the inventory of the details screen (spec §2, §4, §7). */
export const componentsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Component',
    {
      config: { access: 'signedIn' },
      schema: { querystring: componentListQuery, response: { 200: z.array(component) } },
    },
    async (request, reply) => {
      const { Id: componentTypeId, ...query } = request.query;
      return sendPage(reply, query, await listInventory(ctx.db, { ...query, componentTypeId }, currentUser(request)));
    },
  );

  app.get(
    '/Component/Available/:id',
    {
      config: { access: [RoleName.Clerk, RoleName.Admin] },
      schema: { params: idParam, response: { 200: z.array(component) } },
    },
    async (request) => listAvailable(ctx.db, request.params.id),
  );

  app.get(
    '/Component/nextNumber',
    { config: adminOnly, schema: { querystring: nextComponentNumberQuery, response: { 200: nextNumberResponse } } },
    async (request) => ({ nextNumber: await nextComponentNumber(ctx.db, request.query.componentTypeId) }),
  );

  app.post(
    '/Component',
    { config: adminOnly, schema: { body: componentInput, response: { 201: component } } },
    async (request, reply) => {
      const added = await addComponent(ctx, request.body, actorOf(request, ctx.clock));
      return reply.code(201).send(added);
    },
  );

  app.post(
    '/Component/Multiple',
    { config: adminOnly, schema: { body: componentInputList, response: { 201: z.array(component) } } },
    async (request, reply) => {
      const added = await addComponents(ctx, request.body, actorOf(request, ctx.clock));
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/Component',
    { config: adminOnly, schema: { body: componentInput, response: { 200: component } } },
    async (request) => {
      const edited = await editComponent(ctx, request.body, actorOf(request, ctx.clock));
      return edited;
    },
  );

  app.delete('/Component/:id', { config: adminOnly, schema: { params: idParam } }, async (request, reply) => {
    await deleteComponent(ctx, request.params.id, actorOf(request, ctx.clock));
    return reply.code(204).send();
  });
};
