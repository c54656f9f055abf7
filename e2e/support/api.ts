import type { APIRequestContext } from '@playwright/test';
import { demo } from './accounts';

/** The lab sensor's key the e2e server is started with (e2e-server.mjs). */
export const METRICS_API_KEY = 'e2e-metrics-key';

/** A product token for a username, through the development provider's dev-token and POST /api/Loaners/token. */
export async function productToken(request: APIRequestContext, username: string): Promise<string> {
  const sso = await request.post('/idp/dev-token', { data: { username } });
  const { access_token } = (await sso.json()) as { access_token: string };
  const product = await request.post('/api/Loaners/token', { headers: { authorization: `Bearer ${access_token}` } });
  return ((await product.json()) as { token: string }).token;
}

export async function postLabOpen(request: APIRequestContext, open: boolean): Promise<void> {
  const res = await request.post('/api/LiveMetrics', {
    headers: { 'x-api-key': METRICS_API_KEY },
    data: { name: 'elabisopen', value: String(open) },
  });
  if (res.status() !== 204) throw new Error(`metric post failed: ${res.status()}`);
}

/** Registers a new loaner through the same calls as the missing-information form. */
export async function registerLoaner(
  request: APIRequestContext,
  person: { username: string; firstName: string; lastName: string },
): Promise<void> {
  const sso = await request.post('/idp/dev-token', { data: { username: person.username } });
  const { access_token } = (await sso.json()) as { access_token: string };
  const res = await request.post('/api/Loaners/register', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      studentNo: '202499',
      mobileNo: '12345678',
      email: `${person.username}`,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
}

/**
 * Moves the e2e server's clock (APP_ENV=Test, decision 021) to `now`, as the demo Admin; the server runs its
 * scheduled jobs once at the new time before it answers. Gives the lab's today then.
 */
export async function setServerClock(request: APIRequestContext, now: Date): Promise<string> {
  const token = await productToken(request, demo.admin.username);
  const res = await request.put('/api/testing/clock', {
    headers: { authorization: `Bearer ${token}` },
    data: { now: now.toISOString() },
  });
  if (res.status() !== 200) throw new Error(`moving the clock failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { labToday: string }).labToday;
}
