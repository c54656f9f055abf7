import { ACCESS_TOKEN_STORAGE_KEY } from '@labstock/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { epochSeconds, fakeJwt } from '../test/fake-jwt';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { apiFetch } from './api-client';
import { productTokenStore, storeProductToken } from './auth/product-token';

vi.mock('./auth/sso-sign-in', () => ({ getSsoAccessToken: async () => 'sso-access-token' }));

const freshToken = fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] });

beforeEach(() => productTokenStore.set(null));
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the stored product token', async () => {
    storeProductToken(freshToken);
    const calls = stubFetch(() => jsonResponse({ ok: true }));
    await apiFetch('/Environment');
    expect(calls.map((c) => c.url)).toEqual(['/api/Environment']);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${freshToken}`);
  });

  it('first replaces an expired token with a new one fetched with the SSO token', async () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(-10), role: ['Loaner'] }));
    const calls = stubFetch((call) =>
      call.url === '/api/Loaners/token' ? jsonResponse({ token: freshToken }) : jsonResponse([]),
    );
    await apiFetch('/LiveMetrics');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/Loaners/token', 'GET /api/LiveMetrics']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer sso-access-token');
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${freshToken}`);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(freshToken);
  });

  it('fetches a token when none is stored', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/Loaners/token' ? jsonResponse({ token: freshToken }) : jsonResponse({}),
    );
    await apiFetch('/Loaners/Loaner');
    expect(calls[0]?.url).toBe('/api/Loaners/token');
  });

  it('removes the stored token when a new one cannot be had', async () => {
    storeProductToken(fakeJwt({ role: ['Loaner'] })); // no exp: invalid
    stubFetch(() => jsonResponse({ status: 401, title: 'Unauthorized' }, { status: 401 }));
    await expect(apiFetch('/Loaners/Loaner')).rejects.toThrow('Unauthorized');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(productTokenStore.get()).toBeNull();
  });
});
