import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProviderOptions, stubOpenIdProvider } from '../../test/openid-provider-stub';

// Each fallback says so on the console.
beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The sign-in modules as a fresh page loads them (the user manager is made once per page). */
async function freshSignIn(options: ProviderOptions) {
  vi.resetModules();
  const provider = stubOpenIdProvider(options);
  const [signIn, { getUserManager }] = await Promise.all([import('./sso-sign-in'), import('./user-manager')]);
  return { provider, ...signIn, getUserManager };
}

const frameAnswersFirst = (answer: 'code' | 'login_required') => (_url: URL, via: string) =>
  via === 'frame' ? answer : 'code';

describe('authorization requests', () => {
  it('carry a new nonce each, and the sign-in counts only when the ID token echoes it', async () => {
    const { provider, signInToSso } = await freshSignIn({ authorize: frameAnswersFirst('login_required') });
    const user = await signInToSso();
    const [frame, popup] = provider.authorizations();
    expect([frame?.via, popup?.via]).toEqual(['frame', 'popup']);
    const nonces = [frame, popup].map((request) => request?.url.searchParams.get('nonce'));
    expect(nonces[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(decodeJwt(user.id_token ?? '').nonce).toBe(nonces[1]);
  });

  it('refuse an ID token whose nonce is not the request’s, and go on to the next way of signing in', async () => {
    const { provider, signInToSso, getUserManager } = await freshSignIn({ idTokenNonce: () => 'replayed-nonce' });
    void signInToSso();
    await vi.waitFor(() => expect(provider.authorizations().map(({ via }) => via)).toEqual(['frame', 'popup', 'page']));
    expect(provider.authorizations()[2]?.url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(await (await getUserManager()).getUser()).toBeNull();
  });

  it('send no resource parameter unless the deployment names one', async () => {
    const { provider, signInToSso } = await freshSignIn({});
    await signInToSso();
    expect(provider.authorizations()[0]?.url.searchParams.has('resource')).toBe(false);
    expect(provider.tokenRequests[0]?.has('resource')).toBe(false);
  });

  it('send the configured resource with the authorization, token and refresh requests', async () => {
    const resource = 'https://labstock.uni.example/api';
    const { provider, signInToSso } = await freshSignIn({ config: { resource }, grantsRefreshTokens: true });
    await signInToSso();
    await signInToSso();
    expect(provider.authorizations()[0]?.url.searchParams.getAll('resource')).toEqual([resource]);
    expect(provider.tokenRequests.map((form) => [form.get('grant_type'), form.get('resource')])).toEqual([
      ['authorization_code', resource],
      ['refresh_token', resource],
    ]);
  });
});

describe('renewing the sign-in', () => {
  it('uses the refresh token when the provider granted one, and opens nothing', async () => {
    const { provider, signInToSso } = await freshSignIn({ grantsRefreshTokens: true });
    const first = await signInToSso();
    const renewed = await signInToSso();
    expect(provider.authorizations()).toHaveLength(1);
    expect(provider.tokenRequests[1]?.get('grant_type')).toBe('refresh_token');
    expect(provider.tokenRequests[1]?.get('refresh_token')).toBe(first.refresh_token);
    expect(renewed.access_token).not.toBe(first.access_token);
  });

  it('without a refresh token, asks with prompt=none and the ID token as hint, before any popup', async () => {
    const { provider, signInToSso } = await freshSignIn({});
    const first = await signInToSso();
    await signInToSso();
    const renewal = provider.authorizations()[1];
    expect(renewal?.via).toBe('frame');
    expect(renewal?.url.searchParams.get('prompt')).toBe('none');
    expect(renewal?.url.searchParams.get('id_token_hint')).toBe(first.id_token);
    expect(provider.visits.some(({ via }) => via === 'popup')).toBe(false);
  });

  it('when the refresh token is refused, asks with prompt=none and the ID token as hint before any popup', async () => {
    const { provider, signInToSso } = await freshSignIn({ grantsRefreshTokens: true, refusesRefresh: true });
    const first = await signInToSso();
    await signInToSso();
    expect(provider.tokenRequests[1]?.get('grant_type')).toBe('refresh_token');
    const renewal = provider.authorizations()[1];
    expect(renewal?.via).toBe('frame');
    expect(renewal?.url.searchParams.get('prompt')).toBe('none');
    expect(renewal?.url.searchParams.get('id_token_hint')).toBe(first.id_token);
    expect(provider.visits.some(({ via }) => via === 'popup')).toBe(false);
  });
});

describe('an issuer that forbids framing its answer', () => {
  const forbidsFraming = { config: { silentSignInFrame: false } };

  it('is asked in the popup at once, never in a hidden frame', async () => {
    const { provider, signInToSso } = await freshSignIn(forbidsFraming);
    await signInToSso();
    expect(provider.visits.map(({ via }) => via)).toEqual(['popup']);
    expect(provider.authorizations()[0]?.url.searchParams.has('prompt')).toBe(false);
  });

  it('still renews with its refresh token, opening nothing', async () => {
    const { provider, signInToSso } = await freshSignIn({ ...forbidsFraming, grantsRefreshTokens: true });
    await signInToSso();
    await signInToSso();
    expect(provider.visits.map(({ via }) => via)).toEqual(['popup']);
    expect(provider.tokenRequests.map((form) => form.get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
  });
});

describe('an issuer the browser cannot reach', () => {
  it('fails at once naming the issuer, without a popup or a redirect', async () => {
    const { provider, signInToSso, IssuerUnreachableError } = await freshSignIn({ reachable: false });
    const failure = await signInToSso().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IssuerUnreachableError);
    expect(failure).toMatchObject({ issuer: provider.config.authority });
    expect(provider.visits).toEqual([]);
  });
});
