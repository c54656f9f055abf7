import type { AuthConfig } from '@labstock/shared';
import { vi } from 'vitest';
import { epochSeconds, fakeJwt } from './fake-jwt';
import { jsonResponse, stubFetch } from './fetch-stub';

export const ISSUER = 'https://login.uni.example/realms/lab';
export const APP_ORIGIN = 'http://localhost:3000';
const CLIENT_ID = 'labstock-web';
const SUBJECT = 'au100001';

const metadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/logout`,
  jwks_uri: `${ISSUER}/certs`,
};

/** Where the browser was sent to the provider: the hidden renewal frame, the popup, or the whole page. */
export type Via = 'frame' | 'popup' | 'page';

export interface ProviderOptions {
  /** What GET /api/auth/config says (the authority is the stub's). */
  config?: Partial<Omit<AuthConfig, 'authority'>>;
  /** False: the browser cannot fetch the discovery document (network, CSP). */
  reachable?: boolean;
  /** Whether a sign-in gets a refresh token. */
  grantsRefreshTokens?: boolean;
  /** The refresh grant answers invalid_grant (revoked, expired). */
  refusesRefresh?: boolean;
  /** How the provider answers an authorization request: signs the user in, or says interaction is needed. */
  authorize?: (request: URL, via: Via) => 'code' | 'login_required';
  /** The nonce the ID token carries, given the request's; the request's own by default. */
  idTokenNonce?: (requested: string | null) => string | null;
}

/**
 * An OpenID provider as the browser meets it, behind oidc-client-ts: the discovery document and token endpoint
 * over fetch, and the authorization and end-session endpoints reached by a hidden frame, a popup or the page's own
 * navigation, which the browser parts of this stub record and answer as the provider's redirect back would.
 */
export function stubOpenIdProvider(options: ProviderOptions = {}) {
  const config: AuthConfig = {
    authority: ISSUER,
    clientId: CLIENT_ID,
    scope: 'openid profile email',
    silentSignInFrame: true,
    environment: 'Test',
    ...options.config,
  };
  const visits: { via: Via; url: URL }[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const nonceOfCode = new Map<string, string | null>();

  const tokens = (nonce: string | null) =>
    jsonResponse({
      token_type: 'Bearer',
      access_token: fakeJwt({ iss: ISSUER, sub: SUBJECT, exp: epochSeconds(300), jti: crypto.randomUUID() }),
      id_token: fakeJwt({
        iss: ISSUER,
        sub: SUBJECT,
        aud: CLIENT_ID,
        exp: epochSeconds(300),
        preferred_username: `${SUBJECT}@uni.example`,
        ...(nonce ? { nonce } : {}),
      }),
      expires_in: 300,
      scope: config.scope,
      ...(options.grantsRefreshTokens ? { refresh_token: `refresh-${crypto.randomUUID()}` } : {}),
    });

  stubFetch((call) => {
    if (call.url === '/api/auth/config') return jsonResponse(config);
    if (call.url === `${ISSUER}/.well-known/openid-configuration`) {
      if (options.reachable === false) throw new TypeError('Failed to fetch');
      return jsonResponse(metadata);
    }
    if (call.url === metadata.token_endpoint) {
      const form = new URLSearchParams(call.body as URLSearchParams);
      tokenRequests.push(form);
      if (form.get('grant_type') === 'refresh_token') {
        return options.refusesRefresh ? jsonResponse({ error: 'invalid_grant' }, { status: 400 }) : tokens(null);
      }
      const requested = nonceOfCode.get(form.get('code') ?? '') ?? null;
      return tokens(options.idTokenNonce ? options.idTokenNonce(requested) : requested);
    }
    return jsonResponse({ error: 'not found' }, { status: 404 });
  });

  /** The provider's answer comes back to the redirect URI, which passes it to the app as oidc-client-ts's page would. */
  const answer = (url: URL, via: Via) => {
    visits.push({ via, url });
    if (url.origin + url.pathname !== metadata.authorization_endpoint) return;
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if ((options.authorize?.(url, via) ?? 'code') === 'code') {
      const code = crypto.randomUUID();
      nonceOfCode.set(code, url.searchParams.get('nonce'));
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'login_required');
    }
    // After oidc-client-ts has started listening.
    setTimeout(() =>
      window.dispatchEvent(
        new MessageEvent('message', { origin: APP_ORIGIN, data: { source: 'oidc-client', url: back.href } }),
      ),
    );
  };
  const childWindow = (via: Via) => ({
    closed: false,
    focus() {},
    close() {
      this.closed = true;
    },
    location: { replace: (url: string) => answer(new URL(url), via) },
  });

  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(() => childWindow('frame') as never);
  vi.stubGlobal('open', () => childWindow('popup'));
  const here = new URL(`${APP_ORIGIN}/login`);
  vi.stubGlobal('location', {
    origin: here.origin,
    href: here.href,
    pathname: here.pathname,
    search: '',
    hash: '',
    assign: (url: string) => answer(new URL(url), 'page'),
    replace: (url: string) => answer(new URL(url), 'page'),
  });

  return {
    config,
    /** Every visit to the provider's pages, in order. */
    visits,
    /** The authorization requests among them. */
    authorizations: () => visits.filter(({ url }) => url.href.startsWith(metadata.authorization_endpoint)),
    tokenRequests,
    endSessionEndpoint: metadata.end_session_endpoint,
  };
}
