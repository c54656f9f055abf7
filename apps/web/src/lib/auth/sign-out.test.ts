import { ACCESS_TOKEN_STORAGE_KEY } from '@labstock/shared';
import { afterEach, expect, it, vi } from 'vitest';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { APP_ORIGIN, stubOpenIdProvider } from '../../test/openid-provider-stub';

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
