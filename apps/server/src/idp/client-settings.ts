import type { SignInSettings } from '@labstock/shared';
import type { Config } from '../config.js';

/** Where the development provider lives inside the app; its issuer is `${PUBLIC_URL}/idp`. */
export const IDP_PREFIX = '/idp';

/**
 * The resource indicator the development provider issues API access tokens for: the API's own address.
 * RFC 8707 wants an absolute URI there, while the token's audience (OIDC_AUDIENCE, 'labstock-api' by default)
 * need not be one, so the two differ.
 */
export function embeddedApiResource(config: Config): string {
  return `${config.publicUrl}/api`;
}

/** The web app's sign-in settings (GET /api/auth/config): the embedded provider's, or those of OIDC_ISSUER. */
export function webClientSettings(config: Config): Omit<SignInSettings, 'silentSignInFrame'> {
  const resource = config.embeddedIdp ? embeddedApiResource(config) : config.OIDC_RESOURCE;
  return {
    authority: config.issuer,
    clientId: config.OIDC_CLIENT_ID,
    scope: config.OIDC_SCOPE,
    ...(resource ? { resource } : {}),
  };
}

/** The blank page the popup and the silent sign-in's hidden frame return to. */
export function webBlankPageUri(config: Config): string {
  return `${config.publicUrl}/blank.html`;
}

/** Where the web app's OpenID client returns to: the sign-in route and the blank page of the popup and silent flows. */
export function webRedirectUris(config: Config) {
  return {
    redirectUris: [`${config.publicUrl}/login`, webBlankPageUri(config)],
    postLogoutRedirectUris: [`${config.publicUrl}/login`, `${config.publicUrl}/`],
  };
}
