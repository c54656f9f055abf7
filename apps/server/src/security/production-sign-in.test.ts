import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

/** The embedded development provider signs anyone in under any name: never in production. */
describe('sign-in in production', () => {
  it('refuses to start as Production without an OIDC issuer', () => {
    expect(() => loadConfig({ APP_ENV: 'Production' })).toThrow(/OIDC_ISSUER: required with APP_ENV=Production/);
  });

  it('starts as Production with an OIDC issuer, and elsewhere with the embedded sign-in', () => {
    expect(loadConfig({ APP_ENV: 'Production', OIDC_ISSUER: 'https://login.uni.example/realms/lab' }).embeddedIdp).toBe(
      false,
    );
    expect(loadConfig({ APP_ENV: 'Test' }).embeddedIdp).toBe(true);
    expect(loadConfig({}).embeddedIdp).toBe(true);
  });
});
