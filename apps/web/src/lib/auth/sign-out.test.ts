import { ACCESS_TOKEN_STORAGE_KEY } from '@labstock/shared';
import { afterEach, expect, it, vi } from 'vitest';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { APP_ORIGIN, stubOpenIdProvider } from '../../test/openid-provider-stub';
import { isSignOutReturn } from './sign-out';

afterEach(() => vi.unstubAllGlobals());

it('signing out ends the session at the provider with the ID token, a state and the way back to /login', async () => {
  vi.resetModules();
  const provider = stubOpenIdProvider({ config: { resource: 'https://labstock.uni.example/api' } });
  const [{ signInToSso }, { signOut }] = await Promise.all([import('./sso-sign-in'), import('./sign-out')]);
  const { id_token } = await signInToSso();
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, fakeJwt({ exp: epochSeconds(600), role: ['Loaner'] }));

  void signOut();

  await vi.waitFor(() =>
    expect(provider.visits.at(-1)?.url.pathname).toBe(new URL(provider.endSessionEndpoint).pathname),
  );
  const endSession = provider.visits.at(-1);
  expect(endSession?.via).toBe('page');
  expect(endSession?.url.searchParams.get('id_token_hint')).toBe(id_token);
  expect(endSession?.url.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_ORIGIN}/login`);
  expect(endSession?.url.searchParams.get('state')).toMatch(/\S/);
  expect(endSession?.url.searchParams.has('resource')).toBe(false);
  expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
});

it('the provider’s answer at /login is taken: its saved state is removed instead of lingering', async () => {
  vi.resetModules();
  const provider = stubOpenIdProvider();
  const [{ signInToSso }, { signOut, completeSignOutReturn }] = await Promise.all([
    import('./sso-sign-in'),
    import('./sign-out'),
  ]);
  await signInToSso();
  void signOut();
  await vi.waitFor(() =>
    expect(provider.visits.at(-1)?.url.pathname).toBe(new URL(provider.endSessionEndpoint).pathname),
  );
  const state = provider.visits.at(-1)?.url.searchParams.get('state') ?? '';
  const answer = `${APP_ORIGIN}/login?state=${state}`;
  expect(isSignOutReturn(new URL(answer).search)).toBe(true);
  expect(localStorage.getItem(`oidc.${state}`)).not.toBeNull();

  await completeSignOutReturn(answer);

  expect(localStorage.getItem(`oidc.${state}`)).toBeNull();
});

it('tells the sign-out answer from a sign-in answer', () => {
  expect(isSignOutReturn('?state=abc')).toBe(true);
  expect(isSignOutReturn('?state=abc&code=xyz')).toBe(false);
  expect(isSignOutReturn('?state=abc&error=login_required')).toBe(false);
  expect(isSignOutReturn('')).toBe(false);
});
