import { lab, labUpdate, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../activity/actor.js';
import { getLab, setLab } from './lab.service.js';

/** The lab's own settings (LAB.md "The lab's own settings"): everyone reads them, an Admin changes them. */
export const labRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Lab',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getLab',
        summary: "The lab's name, its notice address (Admins only) and rules",
        response: { 200: lab },
      },
    },
    async (request) => getLab(ctx, currentUser(request)),
  );

  app.put(
    '/Lab',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'setLab',
        summary: "Set the lab's name, notice address and rules (a changed text is a new version)",
        body: labUpdate,
        response: { 200: lab },
      },
    },
    async (request) => setLab(ctx, currentUser(request), request.body, actorOf(request, ctx.clock)),
  );
};
