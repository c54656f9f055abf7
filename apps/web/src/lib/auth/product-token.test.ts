import { ACCESS_TOKEN_STORAGE_KEY } from '@labstock/shared';
import { describe, expect, it, vi } from 'vitest';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { isUsableToken, loanerIdFromToken, rolesFromToken } from './product-token';

describe('product token validity (spec §4/§5)', () => {
  it('accepts a readable token that has not expired', () => {
    expect(isUsableToken(fakeJwt({ exp: epochSeconds(600), role: [] }))).toBe(true);
  });

  it('refuses a missing token', () => {
    expect(isUsableToken(null)).toBe(false);
    expect(isUsableToken('')).toBe(false);
  });

  it('refuses an unreadable token', () => {
    expect(isUsableToken('not-a-jwt')).toBe(false);
    expect(isUsableToken('a.b.c')).toBe(false);
  });

  it('refuses a token without expiry', () => {
    expect(isUsableToken(fakeJwt({ role: ['Loaner'] }))).toBe(false);
    expect(isUsableToken(fakeJwt({ exp: 'tomorrow' }))).toBe(false);
  });

  it('refuses an expired token', () => {
    expect(isUsableToken(fakeJwt({ exp: epochSeconds(-1) }))).toBe(false);
  });
});

describe('roles of the token', () => {
  it('reads the role claim list', () => {
    expect(rolesFromToken(fakeJwt({ role: ['Loaner', 'Admin'] }))).toEqual(['Loaner', 'Admin']);
  });

  it('reads a single role name', () => {
    expect(rolesFromToken(fakeJwt({ role: 'Clerk' }))).toEqual(['Clerk']);
  });

  it('ignores unknown names and has none without a claim or token', () => {
    expect(rolesFromToken(fakeJwt({ role: ['Janitor'] }))).toEqual([]);
    expect(rolesFromToken(fakeJwt({}))).toEqual([]);
    expect(rolesFromToken(null)).toEqual([]);
    expect(rolesFromToken('garbage')).toEqual([]);
  });
});

describe('the stored token at start-up', () => {
  it('removes an expired token', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, fakeJwt({ exp: epochSeconds(-60), role: ['Loaner'] }));
    const { productTokenStore } = await freshTokenModule();
    expect(productTokenStore.get()).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps a usable token', async () => {
    const token = fakeJwt({ exp: epochSeconds(600), role: ['Loaner'] });
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    const { productTokenStore } = await freshTokenModule();
    expect(productTokenStore.get()).toBe(token);
  });
});

describe('loaner id of the token', () => {
  it("reads a registered user's loaner id from the subject", () => {
    expect(loanerIdFromToken(fakeJwt({ sub: '42' }))).toBe(42);
  });

  it('has none before registration, when the subject is the AU id, or without a token', () => {
    expect(loanerIdFromToken(fakeJwt({ sub: 'au123456' }))).toBeNull();
    expect(loanerIdFromToken(null)).toBeNull();
  });
});

/** The store reads localStorage once per module instance. */
function freshTokenModule() {
  vi.resetModules();
  return import('./product-token');
}
