import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { z } from 'zod';
import { apiRequest } from '../api-request';

/** GET /api/auth/config: where and how the app signs in. */
export const authConfig = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  resource: z.string().optional(),
});
export type AuthConfig = z.infer<typeof authConfig>;

export const SSO_RETURN_PATH = '/login';
export const BLANK_PAGE_PATH = '/blank.html';

export function oidcSettings(config: AuthConfig, origin: string = window.location.origin): UserManagerSettings {
  // The resource indicator makes the provider issue an access token the API accepts.
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
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}

export async function loadOidcSettings(): Promise<UserManagerSettings> {
  const { data } = await apiRequest<unknown>('/auth/config');
  return oidcSettings(authConfig.parse(data));
}
