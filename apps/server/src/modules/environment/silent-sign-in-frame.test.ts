import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { silentSignInFrame } from './silent-sign-in-frame.js';

const LABSTOCK = 'http://localhost:3999';

type Answer = (request: URL, response: ServerResponse) => void;

/**
 * An OpenID issuer on a local port: its discovery document, and an authorization endpoint answering as `answer`
 * says. Every authorization request is recorded.
 */
async function startIssuer(answer: Answer) {
  const authorizations: URL[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/oauth2/authorize` }));
      return;
    }
    if (url.pathname === '/oauth2/authorize') authorizations.push(url);
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push(server);
  return { issuer, authorizations };
}
const running: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The login page LemonLDAP::NG answers a silent request with when nobody is signed in. */
const lemonLdapLoginPage: Answer = (_url, response) => {
  response.writeHead(200, {
    'content-type': 'text/html',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'self';form-action * ;frame-ancestors 'none';",
  });
  response.end('<form>Username</form>');
};

/** Keycloak's answer: back to the redirect URI with login_required, the redirect itself marked SAMEORIGIN. */
const redirectBackLoginRequired: Answer = (url, response) => {
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  back.searchParams.set('error', 'login_required');
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  response.writeHead(302, { location: back.href, 'x-frame-options': 'SAMEORIGIN' });
  response.end();
};

function decider(issuer: string, env: Record<string, string> = {}) {
  const logged: { level: string; message: string }[] = [];
  const log = {
    info: (_details: object, message: string) => void logged.push({ level: 'info', message }),
    warn: (_details: object, message: string) => void logged.push({ level: 'warn', message }),
  };
  const config = loadConfig({ OIDC_ISSUER: issuer, PUBLIC_URL: LABSTOCK, ...env });
  return { framable: silentSignInFrame(config, log), logged };
}

describe('whether the silent sign-in may use a hidden frame', () => {
  it('may not when the issuer answers a silent request with a login page that forbids framing, and says so in the log', async () => {
    const { issuer, authorizations } = await startIssuer(lemonLdapLoginPage);
    const { framable, logged } = decider(issuer, { OIDC_CLIENT_ID: 'lab-web', OIDC_SCOPE: 'openid profile' });
    expect(await framable()).toBe(false);
    const [request] = authorizations;
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
      client_id: 'lab-web',
      redirect_uri: `${LABSTOCK}/blank.html`,
      response_type: 'code',
      scope: 'openid profile',
      prompt: 'none',
      code_challenge_method: 'S256',
    });
    expect(logged).toEqual([{ level: 'info', message: 'the issuer forbids framing: silent sign-in skips the frame' }]);
  });

  it('may when the issuer redirects back to Labstock, whatever the redirect itself says about framing', async () => {
    const { issuer } = await startIssuer(redirectBackLoginRequired);
    expect(await decider(issuer).framable()).toBe(true);
  });

  it('follows the issuer’s redirects to its login page, and reads that page’s headers', async () => {
    const { issuer } = await startIssuer((url, response) => {
      if (url.pathname === '/oauth2/authorize') {
        response.writeHead(303, { location: '/login?from=authorize' });
        response.end();
      } else lemonLdapLoginPage(url, response);
    });
    expect(await decider(issuer).framable()).toBe(false);
  });

  it('asks the issuer once, not at every sign-in', async () => {
    const { issuer, authorizations } = await startIssuer(lemonLdapLoginPage);
    const { framable } = decider(issuer);
    expect(await Promise.all([framable(), framable()])).toEqual([false, false]);
    expect(await framable()).toBe(false);
    expect(authorizations).toHaveLength(1);
  });

  it('tries the frame, as before, when the issuer cannot be asked, and warns', async () => {
    const { issuer } = await startIssuer(lemonLdapLoginPage);
    await Promise.all(running.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    const { framable, logged } = decider(issuer);
    expect(await framable()).toBe(true);
    expect(logged).toEqual([{ level: 'warn', message: 'could not ask the issuer whether it may be framed' }]);
  });

  it('follows OIDC_SILENT_FRAME=on or off without asking', async () => {
    const { issuer, authorizations } = await startIssuer(lemonLdapLoginPage);
    expect(await decider(issuer, { OIDC_SILENT_FRAME: 'on' }).framable()).toBe(true);
    expect(await decider(issuer, { OIDC_SILENT_FRAME: 'off' }).framable()).toBe(false);
    expect(authorizations).toEqual([]);
  });

  it('may with the development provider, which answers a silent request by redirecting back', async () => {
    const config = loadConfig({ PUBLIC_URL: LABSTOCK });
    expect(await silentSignInFrame(config, { info: () => undefined, warn: () => undefined })()).toBe(true);
  });

  it('refuses to start with another OIDC_SILENT_FRAME', () => {
    expect(() => loadConfig({ OIDC_SILENT_FRAME: 'yes' })).toThrow(/OIDC_SILENT_FRAME/);
  });
});
