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
      schema: {
        operationId: 'listComponents',
        summary: "A component type's components, paged",
        missing: 'No component type with that id.',
        querystring: componentListQuery,
        response: { 200: z.array(component) },
      },
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
      schema: {
        operationId: 'listAvailableComponents',
        summary: "A component type's components on the shelf",
        params: idParam,
        response: { 200: z.array(component) },
      },
    },
    async (request) => listAvailable(ctx.db, request.params.id),
  );

  app.get(
    '/Component/nextNumber',
    {
      config: adminOnly,
      schema: {
        operationId: 'getNextComponentNumber',
        summary: 'The next free number of a component type',
        missing: 'No component type with that id.',
        querystring: nextComponentNumberQuery,
        response: { 200: nextNumberResponse },
      },
    },
    async (request) => ({ nextNumber: await nextComponentNumber(ctx.db, request.query.componentTypeId) }),
  );

  app.post(
    '/Component',
    {
      config: adminOnly,
      schema: {
        operationId: 'addComponent',
        summary: 'Add a component',
        missing: 'No component type with that id.',
        conflict: 'The number is taken, or the type is a consumable.',
        body: componentInput,
        response: { 201: component },
      },
    },
    async (request, reply) => {
      const added = await addComponent(ctx, request.body, actorOf(request, ctx.clock));
      return reply.code(201).send(added);
    },
  );

  app.post(
    '/Component/Multiple',
    {
      config: adminOnly,
      schema: {
        operationId: 'addComponents',
        summary: 'Add several components, all or nothing',
        missing: 'No component type with that id.',
        conflict: 'A number is taken, or a type is a consumable.',
        body: componentInputList,
        response: { 201: z.array(component) },
      },
    },
    async (request, reply) => {
      const added = await addComponents(ctx, request.body, actorOf(request, ctx.clock));
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/Component',
    {
      config: adminOnly,
      schema: {
        operationId: 'editComponent',
        summary: 'Edit a component',
        missing: 'No component with that id.',
        conflict: 'The number is taken, or the status change is not allowed now.',
        body: componentInput,
        response: { 200: component },
      },
    },
    async (request) => {
      const edited = await editComponent(ctx, request.body, actorOf(request, ctx.clock));
      return edited;
    },
  );

  app.delete(
    '/Component/:id',
    {
      config: adminOnly,
      schema: {
        operationId: 'deleteComponent',
        summary: 'Delete a component',
        conflict: 'The component is reserved or on loan.',
        params: idParam,
      },
    },
    async (request, reply) => {
      await deleteComponent(ctx, request.params.id, actorOf(request, ctx.clock));
      return reply.code(204).send();
    },
  );
};
