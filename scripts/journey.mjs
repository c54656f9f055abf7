// The journey the production check and the container check drive through a running Labstock on the development
// sign-in: ready, the web app's page, health, /metrics checked by Prometheus's promtool, a sign-in and calls a
// signed-in loaner makes. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const get = (url, init) => fetch(url, init).catch(() => undefined);

/**
 * Resolves with the milliseconds until `/api/ready` answered 200; rejects when `hasEnded()` says the server is gone
 * or `withinMs` has passed.
 */
export async function waitUntilReady(url, hasEnded, withinMs = 120_000) {
  const startedAt = Date.now();
  while (!(await get(`${url}/api/ready`))?.ok) {
    if (hasEnded()) throw new Error('the server ended before it was ready');
    if (Date.now() - startedAt > withinMs) throw new Error(`not ready within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - startedAt;
}

async function expect(status, what, answer) {
  if (answer?.status !== status) {
    const body = answer ? (await answer.text()).slice(0, 500) : 'no answer';
    throw new Error(`${what} answered ${answer?.status ?? 'nothing'}, not ${status}: ${body}`);
  }
  return answer;
}

/** Drives the journey through `url`; rejects with what went wrong. Answers what it checked, for the closing line. */
export async function driveJourney(url) {
  const page = await expect(200, 'GET /', await get(`${url}/`));
  if (!page.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`GET / answered ${page.headers.get('content-type')}, not the web app's page`);
  }
  await expect(200, 'GET /api/health', await get(`${url}/api/health`));

  // Asked from this machine without PROMETHEUS_TOKEN: answered, in the text format Prometheus reads.
  const metrics = await expect(200, 'GET /metrics', await get(`${url}/metrics`));
  const check = spawnSync('promtool', ['check', 'metrics'], { input: await metrics.text(), encoding: 'utf8' });
  if (check.error) {
    throw new Error(`promtool is needed to check /metrics (apt-get install -y prometheus): ${check.error.message}`);
  }
  if (check.status !== 0) throw new Error(`promtool check metrics found problems:\n${check.stdout}${check.stderr}`);

  // The web app's sign-in: an SSO token from the development provider, registration, the product token.
  const call = (method, pathname, { token, body } = {}) =>
    get(`${url}${pathname}`, {
      method,
      headers: {
        ...(body && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body && JSON.stringify(body),
    });
  await expect(401, 'GET /api/Loaners/Loaner without a token', await call('GET', '/api/Loaners/Loaner'));
  const sso = await expect(
    200,
    'POST /idp/dev-token',
    await call('POST', '/idp/dev-token', { body: { username: 'journey' } }),
  );
  const { access_token: ssoToken } = await sso.json();
  const email = 'journey@uni.example';
  const registered = await call('POST', '/api/Loaners/register', {
    token: ssoToken,
    body: { firstName: 'Jo', lastName: 'Urney', studentNo: 's1', mobileNo: '12345678', email },
  });
  // 409: a server that ran before already has this loaner.
  if (registered?.status !== 409) await expect(201, 'POST /api/Loaners/register', registered);
  const product = await expect(
    200,
    'POST /api/Loaners/token',
    await call('POST', '/api/Loaners/token', { token: ssoToken }),
  );
  const { token } = await product.json();
  const me = await expect(200, 'GET /api/Loaners/Loaner', await call('GET', '/api/Loaners/Loaner', { token }));
  const loaner = await me.json();
  if (loaner.email !== email) throw new Error(`GET /api/Loaners/Loaner answered ${JSON.stringify(loaner)}`);
  await expect(200, 'GET /api/ComponentTypes', await call('GET', '/api/ComponentTypes', { token }));
  return "page, health, metrics, sign-in and a loaner's calls answered";
}
