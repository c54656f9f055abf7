import {
  auIdParam,
  idParam,
  languageUpdate,
  loaner,
  loanerIdParam,
  loanerUpdate,
  myDataExport,
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
import { exportMyData } from './my-data-export.js';
import { exchangeSsoToken, registerLoaner } from './registration.service.js';

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

  app.post(
    '/Loaners/token',
    {
      config: sso,
      schema: {
        operationId: 'createProductToken',
        summary: 'Exchange a single sign-on token for a product token',
        response: { 200: tokenResponse },
      },
    },
    async (request) => ({
      token: await exchangeSsoToken(ctx, ssoIdentity(request), request.log),
    }),
  );

  app.post(
    '/Loaners/register',
    {
      config: sso,
      schema: {
        operationId: 'registerLoaner',
        summary: 'Register the signed-in person as a loaner',
        conflict: 'Already registered.',
        body: registerRequest,
        response: { 201: tokenResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ token: await registerLoaner(ctx, ssoIdentity(request), request.body, request.log) }),
  );

  app.get(
    '/Loaners/Loaner',
    {
      config: signedIn,
      schema: { operationId: 'getOwnLoaner', summary: "The signed-in loaner's profile", response: { 200: loaner } },
    },
    async (request) => currentLoaner(ctx, currentUser(request)),
  );

  app.get(
    '/Loaners/Loaner/export',
    {
      config: signedIn,
      schema: {
        operationId: 'exportMyData',
        summary: 'Download everything Labstock holds about the signed-in user',
        description:
          'A JSON attachment (LAB.md "Privacy") of the caller\'s own data: their profile, roles, qualifications and ' +
          'training requests, the versions of the rules they accepted (in the app or on paper), every loan (active ' +
          'and returned, with its extensions), their open reservations and the history of their reservations, ' +
          'bookings, waiting-list places, extension requests, the consumables they took, the faults they reported, ' +
          'and the e-mails sent to their address. It names nobody else: who granted, decided or recorded something ' +
          'is left out.',
        response: { 200: myDataExport },
      },
    },
    async (request, reply) => {
      const file = await exportMyData(ctx, currentUser(request).loanerId);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.data);
    },
  );

  app.put(
    '/Loaners/Loaner/language',
    {
      config: signedIn,
      schema: {
        operationId: 'setOwnLanguage',
        summary: "Set the signed-in loaner's language",
        body: languageUpdate,
        response: { 200: loaner },
      },
    },
    async (request) => setOwnLanguage(ctx, currentUser(request), request.body.language),
  );

  app.get(
    '/Loaners',
    {
      config: adminOnly,
      schema: {
        operationId: 'searchLoaners',
        summary: 'Search loaners, paged',
        querystring: pagedQuery,
        response: { 200: z.array(loaner) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await searchLoaners(ctx, request.query));
    },
  );

  app.get(
    '/Loaners/roles',
    {
      config: adminOnly,
      schema: {
        operationId: 'listRoles',
        summary: 'The roles there are',
        querystring: pagedQueryAllowingAll,
        response: { 200: z.array(role) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await rolesPage(ctx, request.query));
    },
  );

  app.get(
    '/Loaners/roles/:loanerId',
    {
      config: adminOnly,
      schema: {
        operationId: 'listLoanerRoles',
        summary: 'The roles one loaner holds',
        params: loanerIdParam,
        querystring: pagedQueryAllowingAll,
        response: { 200: z.array(role) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, request.query, await rolesPage(ctx, request.query, request.params.loanerId));
    },
  );

  app.get(
    '/Loaners/auid/:auId',
    {
      config: clerkOrAdmin,
      schema: {
        operationId: 'getLoanerByAuId',
        summary: 'Find a loaner by AU id',
        params: auIdParam,
        response: { 200: loaner },
      },
    },
    async (request) => findLoanerByAuId(ctx, request.params.auId),
  );

  app.get(
    '/Loaners/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'getLoaner',
        summary: 'A loaner: oneself, or anyone for an Admin',
        forbidden: 'Only an Admin may do this for another loaner.',
        params: idParam,
        response: { 200: loaner },
      },
    },
    async (request) => getLoaner(ctx, currentUser(request), request.params.id),
  );

  app.put(
    '/Loaners',
    {
      config: signedIn,
      schema: {
        operationId: 'updateLoaner',
        summary: 'Edit a loaner: oneself, or anyone for an Admin',
        forbidden: 'Only an Admin may do this for another loaner.',
        missing: 'No loaner with that id.',
        conflict: 'It would leave the lab without an Admin.',
        body: loanerUpdate,
        response: { 200: loaner },
      },
    },
    async (request) => updateLoaner(ctx, currentUser(request), request.body),
  );

  app.delete(
    '/Loaners/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'deleteLoaner',
        summary: 'Delete a loaner: oneself, or anyone for an Admin',
        forbidden: 'Only an Admin may do this for another loaner.',
        conflict: 'The loaner has live loans or reservations, or is the last Admin.',
        params: idParam,
      },
    },
    async (request, reply) => {
      await deleteLoaner(ctx, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
