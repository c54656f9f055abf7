import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLocalJWKSet, importJWK, type JWTVerifyGetKey, SignJWT } from 'jose';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { loadIdpKeys } from './signing-keys.js';

const ACCESS_TOKEN_TTL = '1h';

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
      config: { access: 'public' },
      schema: { body: z.object({ username: z.string().trim().min(1).max(254) }) },
    },
    async (request) => ({
      access_token: await new SignJWT({ preferred_username: request.body.username, scope: ctx.config.OIDC_SCOPE })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(request.body.username)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(signingKey),
    }),
  );

  return createLocalJWKSet(keys.publicJwks);
}
