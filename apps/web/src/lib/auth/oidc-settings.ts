import { authConfig, type SignInSettings } from '@labstock/shared';
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { apiRequest } from '../api-request';
import { BLANK_PAGE_PATH, SSO_RETURN_PATH } from './sso-paths';

export function oidcSettings(config: SignInSettings, origin: string = window.location.origin): UserManagerSettings {
  // The resource indicator, where the deployment names one (OIDC_RESOURCE), makes the provider issue an access token
  // for the API. Without one the provider picks the audience itself (Entra ID v2 from the scope, and refuses one).
  const resourceParams = config.resource ? { resource: config.resource } : undefined;
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}${SSO_RETURN_PATH}`,
    popup_redirect_uri: `${origin}${BLANK_PAGE_PATH}`,
    silent_redirect_uri: `${origin}${BLANK_PAGE_PATH}`,
    post_logout_redirect_uri: `${origin}${SSO_RETURN_PATH}`,
    extraQueryParams: resourceParams,
    extraTokenParams: resourceParams,
    automaticSilentRenew: false,
    // prompt=none renewal names the signed-in user: providers that want the hint renew silently only with it.
    includeIdTokenInSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}

/** How this deployment signs in: the OpenID client's settings, and whether the silent sign-in may use a frame. */
export interface SignInSetup {
  settings: UserManagerSettings;
  silentSignInFrame: boolean;
}

export async function loadSignInSetup(): Promise<SignInSetup> {
  const { data } = await apiRequest<unknown>('/auth/config');
  const config = authConfig.parse(data);
  return { settings: oidcSettings(config), silentSignInFrame: config.silentSignInFrame };
}
