import { describe, expect, it } from 'vitest';
import { mayBeFramedBy } from './frame-ancestors.js';

const providerPage = new URL('https://sso.uni.example/oauth2/authorize?prompt=none');
const labstock = 'https://labstock.uni.example';

const framable = (headers: Record<string, string>, embedder = labstock, page = providerPage) =>
  mayBeFramedBy(new Headers(headers), page, embedder);

describe('whether a provider page may be framed by Labstock', () => {
  it('may, without any framing header', () => {
    expect(framable({})).toBe(true);
    expect(framable({ 'content-security-policy': "default-src 'self'" })).toBe(true);
  });

  it("may not under frame-ancestors 'none' or X-Frame-Options DENY (LemonLDAP::NG sends both)", () => {
    expect(framable({ 'content-security-policy': "default-src 'self';frame-ancestors 'none';" })).toBe(false);
    expect(framable({ 'x-frame-options': 'DENY' })).toBe(false);
  });

  it("may not under 'self' or SAMEORIGIN from another origin, and may from the same one", () => {
    expect(framable({ 'content-security-policy': "frame-ancestors 'self'" })).toBe(false);
    expect(framable({ 'x-frame-options': 'SAMEORIGIN' })).toBe(false);
    const samePage = new URL(`${labstock}/idp/auth`);
    expect(framable({ 'content-security-policy': "frame-ancestors 'self'" }, labstock, samePage)).toBe(true);
    expect(framable({ 'x-frame-options': 'sameorigin' }, labstock, samePage)).toBe(true);
  });

  it('may when frame-ancestors names Labstock by host, wildcard, scheme or *, and not when it names others', () => {
    for (const sources of [
      'https://labstock.uni.example',
      'labstock.uni.example',
      '*.uni.example',
      'https:',
      '*',
      'https://labstock.uni.example:443',
      "'self' https://other.example https://labstock.uni.example/",
    ]) {
      expect(framable({ 'content-security-policy': `frame-ancestors ${sources}` }), sources).toBe(true);
    }
    for (const sources of ['https://other.example', '*.other.example', 'http://labstock.uni.example:8080', 'ws:']) {
      expect(framable({ 'content-security-policy': `frame-ancestors ${sources}` }), sources).toBe(false);
    }
  });

  it('matches the port: none given means the default one, * any', () => {
    const onPort = 'http://localhost:3000';
    const local = new URL('http://localhost:8080/authorize');
    const policy = (sources: string) => ({ 'content-security-policy': `frame-ancestors ${sources}` });
    expect(framable(policy('http://localhost:3000'), onPort, local)).toBe(true);
    expect(framable(policy('localhost:*'), onPort, local)).toBe(true);
    expect(framable(policy('http://localhost'), onPort, local)).toBe(false);
  });

  it('lets frame-ancestors decide over X-Frame-Options, and needs every enforced policy to allow', () => {
    expect(framable({ 'content-security-policy': `frame-ancestors ${labstock}`, 'x-frame-options': 'DENY' })).toBe(
      true,
    );
    expect(framable({ 'content-security-policy': `frame-ancestors ${labstock}, frame-ancestors 'none'` })).toBe(false);
    expect(framable({ 'content-security-policy-report-only': "frame-ancestors 'none'" })).toBe(true);
  });
});
