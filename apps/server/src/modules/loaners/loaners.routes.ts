import {
  auIdParam,
  idParam,
  languageUpdate,
  loaner,
  loanerIdParam,
  loanerUpdate,
  pagedQuery,
  pagedQueryAllowingAll,
  RoleName,
  registerRequest,
  role,
  tokenResponse,
} from '@labstock/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import type { SsoIdentity } from '../../lib/sso.js';
import { currentUser } from '../../plugins/auth.js';
import {
  currentLoaner,
  deleteLoaner,
  findLoanerByAuId,
  getLoaner,
  rolesPage,
  searchLoaners,
  setOwnLanguage,
  updateLoaner,
} from './loaners.service.js';
import { productTokenFor, registerLoaner } from './registration.service.js';

const sso = { access: 'sso' } as const;
const signedIn = { access: 'signedIn' } as const;
const adminOnly = { access: [RoleName.Admin] } as const;
const clerkOrAdmin = { access: [RoleName.Clerk, RoleName.Admin] } as const;

/** The single sign-on identity of an 'sso' route (the guard has checked the token). */
function ssoIdentity(request: FastifyRequest): SsoIdentity {
  if (!request.sso) throw unauthorized();
  return request.sso;
}

/** Loaners and roles (spec §7): product token and registration, own profile, and the Admin's user management. */
export const loanersRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/Loaners/token', { config: sso, schema: { response: { 200: tokenResponse } } }, async (request) => ({
    token: await productTokenFor(ctx, ssoIdentity(request).auId),
  }));

  app.post(
    '/Loaners/register',
    { config: sso, schema: { body: registerRequest, response: { 201: tokenResponse } } },
    async (request, reply) =>
      reply.code(201).send({ token: await registerLoaner(ctx, ssoIdentity(request), request.body) }),
  );

  app.get('/Loaners/Loaner', { config: signedIn, schema: { response: { 200: loaner } } }, async (request) =>
    currentLoaner(ctx, currentUser(request)),
  );

  app.put(
    '/Loaners/Loaner/language',
    { config: signedIn, schema: { body: languageUpdate, response: { 200: loaner } } },
    async (request) => setOwnLanguage(ctx, currentUser(request), request.body.language),
  );

  app.get(
    '/Loaners',
    { config: adminOnly, schema: { querystring: pagedQuery, response: { 200: z.array(loaner) } } },
    async (request, reply) => {
      return sendPage(reply, request.query, await searchLoaners(ctx, request.query));
    },
  );

  app.get(
    '/Loaners/roles',
    { config: adminOnly, schema: { querystring: pagedQueryAllowingAll, response: { 200: z.array(role) } } },
    async (request, reply) => {
      return sendPage(reply, request.query, await rolesPage(ctx, request.query));
    },
  );

  app.get(
    '/Loaners/roles/:loanerId',
    {
      config: adminOnly,
      schema: { params: loanerIdParam, querystring: pagedQueryAllowingAll, response: { 200: z.array(role) } },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await rolesPage(ctx, request.query, request.params.loanerId));
    },
  );

  app.get(
    '/Loaners/auid/:auId',
    { config: clerkOrAdmin, schema: { params: auIdParam, response: { 200: loaner } } },
    async (request) => findLoanerByAuId(ctx, request.params.auId),
  );

  app.get(
    '/Loaners/:id',
    { config: signedIn, schema: { params: idParam, response: { 200: loaner } } },
    async (request) => getLoaner(ctx, currentUser(request), request.params.id),
  );

  app.put(
    '/Loaners',
    { config: signedIn, schema: { body: loanerUpdate, response: { 200: loaner } } },
    async (request) => updateLoaner(ctx, currentUser(request), request.body),
  );

  app.delete('/Loaners/:id', { config: signedIn, schema: { params: idParam } }, async (request, reply) => {
    await deleteLoaner(ctx, currentUser(request), request.params.id);
    return reply.code(204).send();
  });
};
