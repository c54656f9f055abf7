import type { IncomingMessage } from 'node:http';
import { storableText } from '@labstock/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLocalJWKSet, importJWK, type JWTVerifyGetKey, SignJWT } from 'jose';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { getOrCreateSecret } from '../lib/secrets.js';
import { AccountDirectory, groupsField } from './accounts.js';
import { IDP_PREFIX } from './client-settings.js';
import { interactionRoutes } from './interaction-routes.js';
import { createDevelopmentOidcProvider } from './oidc-provider.js';
import { signInRateLimit } from './sign-in-rate-limit.js';
import { loadIdpKeys } from './signing-keys.js';

const ACCESS_TOKEN_TTL = '1h';

/**
 * Everything else under /idp is oidc-provider's (discovery, authorize, token, JWKS, userinfo, end session):
 * the raw request goes to its Koa app, which answers it itself.
 */
const providerEndpoints: FastifyPluginAsync<{ provider: Provider }> = async (app, { provider }) => {
  // oidc-provider reads request bodies itself: leave every body unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = provider.callback();
  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // oidc-provider routes without the mount prefix and finds the prefix again from originalUrl for the URLs it builds.
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(IDP_PREFIX.length) || '/';
    await handle(raw, reply.raw);
  });
};

/**
 * The embedded development OpenID provider, mounted when no OIDC_ISSUER is configured.
 * Returns the key set that verifies the access tokens it issues.
 */
export async function mountDevelopmentProvider(app: FastifyInstance, ctx: AppContext): Promise<JWTVerifyGetKey> {
  const keys = await loadIdpKeys(ctx.db);
  const signingKey = await importJWK(keys.privateJwk, 'RS256');
  const { issuer, OIDC_AUDIENCE: audience } = ctx.config;

  // For scripts and tests: an SSO access token for any username, without the browser flow.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/idp/dev-token',
    {
      config: { access: 'public', rateLimit: signInRateLimit },
      schema: {
        operationId: 'createDevelopmentSsoToken',
        summary: 'An SSO access token for any username, without the browser flow',
        tags: ['DevelopmentSignIn'],
        body: z.object({
          username: storableText().trim().min(1).max(254),
          /** The organisation's groups, carried in the `groups` claim. */
          groups: groupsField.optional(),
        }),
        response: { 200: z.object({ access_token: z.string() }) },
      },
    },
    async ({ body: { username, groups } }) => ({
      access_token: await new SignJWT({
        preferred_username: username,
        scope: ctx.config.OIDC_SCOPE,
        ...(groups?.length ? { groups } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(username)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(signingKey),
    }),
  );

  const cookieKey = await getOrCreateSecret(ctx.db, 'idp-cookie-key', () =>
    Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
  );
  const accounts = new AccountDirectory();
  const provider = createDevelopmentOidcProvider({ config: ctx.config, keys, cookieKey, accounts, log: app.log });
  await app.register(
    async (idp) => {
      await idp.register(interactionRoutes, { provider, accounts });
      await idp.register(providerEndpoints, { provider });
    },
    { prefix: IDP_PREFIX },
  );

  return createLocalJWKSet(keys.publicJwks);
}
