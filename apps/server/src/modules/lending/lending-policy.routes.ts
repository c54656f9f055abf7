import { lendingPolicy as lendingPolicySchema, RoleName } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { lendingPolicy, setLendingPolicy } from './lending-policy.service.js';

/** GET/PUT Loans/policy: everyone reads the limits (the web app shows them before they are hit), Admins set them. */
export const lendingPolicyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Loans/policy',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getLendingPolicy',
        summary: "The lab's lending limits",
        response: { 200: lendingPolicySchema },
      },
    },
    async () => lendingPolicy(ctx),
  );

  app.put(
    '/Loans/policy',
    {
      config: { access: [RoleName.Admin] },
      schema: {
        operationId: 'setLendingPolicy',
        summary: "Set the lab's lending limits",
        body: lendingPolicySchema,
        response: { 200: lendingPolicySchema },
      },
    },
    async (request) => setLendingPolicy(ctx, request.body),
  );
};
