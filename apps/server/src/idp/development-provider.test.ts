import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SIGN_IN_TITLE } from './pages.js';

/** A port nothing listens on, so that PUBLIC_URL (and with it the issuer) can be known before the app is built. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A browser's cookies for one site, enough for the provider's session and interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Fetches like a browser that does not follow redirects on its own: cookies in and out. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function location(response: Response): string {
  const target = response.headers.get('location');
  if (!target) throw new Error(`expected a redirect, got ${response.status}`);
  return target;
}

describe('embedded development OpenID provider', () => {
  let t: TestApp;
  let publicUrl: string;
  let discovery: {
    authorization_endpoint: string;
    token_endpoint: string;
    end_session_endpoint: string;
    issuer: string;
  };

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
    await t.app.listen({ port, host: '127.0.0.1' });
    discovery = await (await fetch(`${publicUrl}/idp/.well-known/openid-configuration`)).json();
  }, 60_000);
  afterAll(() => t.close());

  function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: t.config.OIDC_CLIENT_ID,
      redirect_uri: `${publicUrl}/login`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
      ...extra,
    }).toString();
    return url.toString();
  }

  /** Follows redirects until the browser lands on the web app; returns the code it brings. */
  async function followToApp(jar: CookieJar, from: Response): Promise<URL> {
    let response = from;
    for (let hops = 0; hops < 5; hops++) {
      const target = new URL(location(response), response.url);
      if (!target.pathname.startsWith('/idp/')) return target;
      response = await browse(jar, target.toString());
    }
    throw new Error('too many redirects');
  }

  /** The interactive sign-in: authorize, the sign-in page, a username, back at /login with a code. */
  async function signIn(jar: CookieJar, fields: Record<string, string>, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const authorize = await browse(jar, authorizeUrl(challenge, extra));
    expect(authorize.status).toBe(303);
    const interactionUrl = new URL(location(authorize), publicUrl).toString();
    const page = await browse(jar, interactionUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form class="other" method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('no sign-in form');
    const submitted = await browse(jar, new URL(action, publicUrl).toString(), form(fields));
    expect(submitted.status).toBe(303);
    const landing = await followToApp(jar, submitted);
    return { landing, verifier, html };
  }

  async function exchange(code: string, verifier: string, extra: Record<string, string> = {}) {
    const response = await fetch(
      discovery.token_endpoint,
      form({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: `${publicUrl}/login`,
        client_id: t.config.OIDC_CLIENT_ID,
        ...extra,
      }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; id_token: string };
  }

  const resource = () => `${publicUrl}/api`;

  it('publishes its discovery document under the issuer', () => {
    expect(discovery.issuer).toBe(`${publicUrl}/idp`);
    expect(discovery.authorization_endpoint).toBe(`${publicUrl}/idp/auth`);
    expect(discovery.token_endpoint).toBe(`${publicUrl}/idp/token`);
  });

  it('signs a user in with code + PKCE and issues an access token the API accepts', async () => {
    const jar = new CookieJar();
    const { landing, verifier, html } = await signIn(
      jar,
      { username: 'AU123456@uni.example', firstName: 'Ib', lastName: 'Jensen' },
      { resource: resource() },
    );
    expect(html).toContain(`<title>${SIGN_IN_TITLE}</title>`);
    expect(html).toContain('Ada Admin');
    expect(html).toContain('au100001@uni.example');
    expect(landing.origin + landing.pathname).toBe(`${publicUrl}/login`);
    expect(landing.searchParams.get('state')).toBe('state-1');
    const code = landing.searchParams.get('code');
    if (!code) throw new Error('no code');

    const tokens = await exchange(code, verifier, { resource: resource() });
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: `${publicUrl}/idp`,
      aud: t.config.OIDC_AUDIENCE,
      preferred_username: 'au123456@uni.example',
      given_name: 'Ib',
      family_name: 'Jensen',
      email: 'au123456@uni.example',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      preferred_username: 'au123456@uni.example',
      name: 'Ib Jensen',
      nonce: 'nonce-1',
    });

    const productToken = await fetch(`${publicUrl}/api/Loaners/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(productToken.status).toBe(200);
    const { token } = (await productToken.json()) as { token: string };
    expect(decodeJwt(token)).toMatchObject({ sub: 'au123456', auId: 'au123456', role: [] });
  });

  it('defaults to the API resource when the client names none', async () => {
    const jar = new CookieJar();
    const { landing, verifier } = await signIn(jar, { username: 'au100003@uni.example' });
    const tokens = await exchange(landing.searchParams.get('code') ?? '', verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: t.config.OIDC_AUDIENCE,
      preferred_username: 'au100003@uni.example',
      given_name: 'Lea',
      family_name: 'Loaner',
    });
  });

  it("carries the groups typed at sign-in in the access token's groups claim, until a sign-in without them", async () => {
    const username = 'au123457@uni.example';
    const first = await signIn(
      new CookieJar(),
      { username, groups: ' lab-clerks, lab-heads ,' },
      { resource: resource() },
    );
    expect(first.html).toContain('Groups (comma-separated, optional)');
    const tokens = await exchange(first.landing.searchParams.get('code') ?? '', first.verifier, {
      resource: resource(),
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      preferred_username: username,
      groups: ['lab-clerks', 'lab-heads'],
    });
    expect(decodeJwt(tokens.id_token)).not.toHaveProperty('groups');

    const next = await signIn(new CookieJar(), { username, groups: '' }, { resource: resource() });
    const later = await exchange(next.landing.searchParams.get('code') ?? '', next.verifier, { resource: resource() });
    expect(decodeJwt(later.access_token)).not.toHaveProperty('groups');
  });

  it('gives a dev-token with the groups asked for, and refuses an empty group', async () => {
    const devToken = (body: object) =>
      fetch(`${publicUrl}/idp/dev-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const withGroups = await devToken({ username: 'au123458@uni.example', groups: ['lab-clerks'] });
    expect(withGroups.status).toBe(200);
    const { access_token } = (await withGroups.json()) as { access_token: string };
    expect(decodeJwt(access_token)).toMatchObject({
      preferred_username: 'au123458@uni.example',
      groups: ['lab-clerks'],
    });
    const without = (await (await devToken({ username: 'au123458@uni.example' })).json()) as { access_token: string };
    expect(decodeJwt(without.access_token)).not.toHaveProperty('groups');
    expect((await devToken({ username: 'au123458@uni.example', groups: [' '] })).status).toBe(400);
  });

  it('signs in silently (prompt=none) with the session of an earlier sign-in, and not without one', async () => {
    const jar = new CookieJar();
    await signIn(jar, { username: 'au100002@uni.example' }, { resource: resource() });
    const { verifier, challenge } = pkce();
    const silent = await browse(
      jar,
      authorizeUrl(challenge, { prompt: 'none', redirect_uri: `${publicUrl}/blank.html`, resource: resource() }),
    );
    const landing = await followToApp(jar, silent);
    expect(landing.pathname).toBe('/blank.html');
    const code = landing.searchParams.get('code');
    if (!code) throw new Error(`no code: ${landing}`);
    const tokens = await exchange(code, verifier, { redirect_uri: `${publicUrl}/blank.html`, resource: resource() });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      preferred_username: 'au100002@uni.example',
      given_name: 'Carl',
    });

    const stranger = await browse(
      new CookieJar(),
      authorizeUrl(pkce().challenge, { prompt: 'none', resource: resource() }),
    );
    expect(new URL(location(stranger)).searchParams.get('error')).toBe('login_required');
  });

  it('signs out without a confirmation page and ends the provider session', async () => {
    const jar = new CookieJar();
    const { landing, verifier } = await signIn(jar, { username: 'au100001@uni.example' }, { resource: resource() });
    const { id_token } = await exchange(landing.searchParams.get('code') ?? '', verifier, { resource: resource() });

    const logoutUrl = new URL(discovery.end_session_endpoint);
    logoutUrl.search = new URLSearchParams({
      id_token_hint: id_token,
      post_logout_redirect_uri: `${publicUrl}/login`,
    }).toString();
    const page = await browse(jar, logoutUrl.toString());
    const html = await page.text();
    expect(html).toContain('/idp/assets/submit-form.js');
    // What the page's script does: submit the provider's form, with logout=yes.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browse(jar, action, form({ xsrf, logout: 'yes' }));
    expect(location(confirmed)).toBe(`${publicUrl}/login`);

    const afterwards = await browse(jar, authorizeUrl(pkce().challenge, { prompt: 'none', resource: resource() }));
    expect(new URL(location(afterwards)).searchParams.get('error')).toBe('login_required');
  });

  it('shows the form again with the problem when the username is missing, escaping what was typed', async () => {
    const jar = new CookieJar();
    const authorize = await browse(jar, authorizeUrl(pkce().challenge, { resource: resource() }));
    const interactionUrl = new URL(location(authorize), publicUrl);
    const response = await browse(jar, `${interactionUrl}/login`, form({ username: '', firstName: '<b>Ib</b>' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a username');
    expect(html).toContain('&lt;b&gt;Ib&lt;/b&gt;');
    expect(html).not.toContain('<b>Ib</b>');
  });

  it('answers an expired or unknown sign-in with a page, not a crash', async () => {
    const response = await fetch(`${publicUrl}/idp/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('refuses a redirect URI that is not the web app', async () => {
    const response = await browse(
      new CookieJar(),
      authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/login', resource: resource() }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });
});
