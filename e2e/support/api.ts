import type { APIRequestContext } from '@playwright/test';

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
