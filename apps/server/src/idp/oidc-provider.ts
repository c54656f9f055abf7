import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.js';
import { type AccountDirectory, accountClaims } from './accounts.js';
import { embeddedApiResource, IDP_PREFIX, webRedirectUris } from './client-settings.js';
import { createMemoryAdapterFactory } from './memory-adapter.js';
import { errorPage, signedOutPage, signOutPage } from './pages.js';
import type { IdpKeys } from './signing-keys.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The scope of the API's access tokens. The web client asks only for OpenID scopes, so it stays unrequested. */
const API_SCOPE = 'api';

export interface DevelopmentProviderOptions {
  config: Config;
  keys: IdpKeys;
  cookieKey: string;
  accounts: AccountDirectory;
  log: FastifyBaseLogger;
}

/**
 * Consent is automatic for our own client: the grant always covers what the request asks for,
 * so oidc-provider never prompts for consent.
 */
async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId || !oidc.session) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  for (const [resource, server] of Object.entries(oidc.resourceServers ?? {}))
    grant.addResourceScope(resource, server.scope);
  await grant.save();
  return grant;
}

/** The embedded development OpenID provider: one public client (the web app), PKCE, JWT access tokens for the API. */
export function createDevelopmentOidcProvider({
  config,
  keys,
  cookieKey,
  accounts,
  log,
}: DevelopmentProviderOptions): Provider {
  const apiResource = embeddedApiResource(config);
  const { redirectUris, postLogoutRedirectUris } = webRedirectUris(config);

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Labstock',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [keys.privateJwk] },
    cookies: { keys: [cookieKey] },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      email: ['email'],
    },
    // The access token belongs to the API and so cannot read userinfo: the ID token carries the profile itself.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...accountClaims(accounts.profile(sub)) }) }),
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId ? accountClaims(accounts.profile(token.accountId)) : undefined,
    loadExistingGrant: grantEverythingRequested,
    interactions: { url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // The web client sends resource=<API>; a client that does not still gets a token for the API.
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget(`unknown resource ${resource}`);
          return {
            scope: API_SCOPE,
            audience: config.OIDC_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: HOUR,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(`${config.publicUrl}/`);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in failed', out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 7 * DAY,
      Grant: 7 * DAY,
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Behind a TLS-terminating proxy the provider must see https, as Fastify does.
  provider.proxy = config.TRUST_PROXY !== false;
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'development sign-in provider error'));
  return provider;
}
