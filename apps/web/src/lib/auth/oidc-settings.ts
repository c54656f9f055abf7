import { type AuthConfig, authConfig } from '@labstock/shared';
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { apiRequest } from '../api-request';
import { BLANK_PAGE_PATH, SSO_RETURN_PATH } from './sso-paths';

export function oidcSettings(config: AuthConfig, origin: string = window.location.origin): UserManagerSettings {
  // The resource indicator makes the provider issue an access token the API accepts.
  const resourceParams = { resource: config.resource };
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
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}

export async function loadOidcSettings(): Promise<UserManagerSettings> {
  const { data } = await apiRequest<unknown>('/auth/config');
  return oidcSettings(authConfig.parse(data));
}
