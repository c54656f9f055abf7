import { RoleName } from '@labstock/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { loanerRoles, loaners, roles } from '../db/schema.js';
import { forbidden, notFound, ssoTokenRefused, unauthorized } from '../lib/errors.js';
import { keptQueries } from '../lib/kept-query.js';
import type { ProductTokenSigner } from '../lib/product-token.js';
import { matchesSecret } from '../lib/secret-match.js';
import type { SsoIdentity, SsoVerifier } from '../lib/sso.js';
import { SsoTokenRefused } from '../lib/sso-refusal.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it fails at boot.
 * - 'public': anyone, no token.
 * - 'sso': the single sign-on access token (token and register calls).
 * - 'metricsKey': the lab sensor's `X-Api-Key`.
 * - 'prometheus': the `PROMETHEUS_TOKEN` bearer token; without one configured, a client on this machine only
 *   (the loopback address, no proxy's forwarding header), and 404 for any other, as if there were no such route.
 * - 'signedIn': any registered loaner, whatever their roles (object rules live in the service).
 * - a list of roles: a registered loaner holding at least one of them, read from the database now.
 */
export type Access = 'public' | 'sso' | 'metricsKey' | 'prometheus' | 'signedIn' | readonly RoleName[];

export interface AuthUser {
  loanerId: number;
  auId: string;
  roles: RoleName[];
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, and `/metrics`, with its access rule, in registration order (the authorisation matrix reads it). */
    apiRoutes: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in loaner with their current roles; set on 'signedIn' and role routes. */
    user: AuthUser | null;
    /** The single sign-on identity; set on 'sso' routes. */
    sso: SsoIdentity | null;
  }
}

export interface AuthOptions {
  db: Database;
  tokens: ProductTokenSigner;
  sso: SsoVerifier;
  metricsApiKey?: string;
  prometheusToken?: string;
}

export function hasRole(user: AuthUser, role: RoleName): boolean {
  return user.roles.includes(role);
}

/** Every request runs this query: it is kept (decision 051). */
const keptAuthUserQuery = keptQueries('auth-user');

/** The loaner with this AU id and the roles the database holds for them now, or null. */
export async function loadAuthUser(db: Database, auId: string): Promise<AuthUser | null> {
  const rows = await keptAuthUserQuery(db, '', (statementName) =>
    db
      .select({ loanerId: loaners.id, auId: loaners.auId, role: roles.name })
      .from(loaners)
      .leftJoin(loanerRoles, eq(loanerRoles.loanerId, loaners.id))
      .leftJoin(roles, eq(roles.id, loanerRoles.roleId))
      .where(eq(loaners.auId, sql.placeholder('auId')))
      .prepare(statementName),
  ).execute({ auId });
  const first = rows[0];
  if (!first) return null;
  const held = rows.map((r) => r.role).filter((r): r is RoleName => Object.values(RoleName).includes(r as RoleName));
  return { loanerId: first.loanerId, auId: first.auId, roles: held };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A client on this machine: its connection comes from a loopback address and no proxy forwarded it, so a reverse
 * proxy on the same machine does not pass outside clients off as local ones.
 */
function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sso', null);

  const apiRoutes: RouteAccess[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access && !route.url.toLowerCase().startsWith('/api/')) return;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;

    if (access === 'metricsKey') {
      if (!options.metricsApiKey) throw forbidden('Metric ingest is not configured on this server.');
      if (!matchesSecret(request.headers['x-api-key'], options.metricsApiKey)) {
        throw unauthorized('A valid X-Api-Key header is required.');
      }
      return;
    }

    if (access === 'prometheus') {
      if (!options.prometheusToken) {
        if (!isLoopbackClient(request)) throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
        return;
      }
      if (!matchesSecret(bearerToken(request), options.prometheusToken)) {
        throw unauthorized('The bearer token of PROMETHEUS_TOKEN is required.');
      }
      return;
    }

    const token = bearerToken(request);
    if (!token) throw unauthorized();

    if (access === 'sso') {
      request.sso = await options.sso.verify(token).catch((error: unknown) => {
        // An administrator needs the reason to fix the set-up; the caller gets what to check.
        if (!(error instanceof SsoTokenRefused)) throw error;
        request.log.warn({ ssoRefusal: error.reason, ...error.facts }, error.message);
        throw ssoTokenRefused(error.answer);
      });
      return;
    }

    const claims = await options.tokens.verify(token).catch(() => {
      throw unauthorized('The access token is invalid or expired.');
    });
    const user = await loadAuthUser(options.db, claims.auId);
    if (!user) throw unauthorized('The user of this access token no longer exists.');
    if (access !== 'signedIn' && !access.some((role) => user.roles.includes(role))) {
      throw forbidden();
    }
    request.user = user;
  });
});

/** The signed-in user of a 'signedIn' or role route (the guard has run). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
