import type { APIRequestContext } from '@playwright/test';
import { demo } from './accounts';
import { answerOf, labstockClient } from './labstock-client';

/** The lab sensor's key the e2e server is started with (e2e-server.mjs). */
export const METRICS_API_KEY = 'e2e-metrics-key';

/** An SSO access token for a username, from the development provider's dev-token. */
async function ssoToken(request: APIRequestContext, username: string): Promise<string> {
  const { data } = await answerOf(labstockClient(request).POST('/idp/dev-token', { body: { username } }), 200);
  return data.access_token;
}

/** A product token for a username, through the development provider's dev-token and POST /api/Loaners/token. */
export async function productToken(request: APIRequestContext, username: string): Promise<string> {
  const sso = labstockClient(request, await ssoToken(request, username));
  return (await answerOf(sso.POST('/api/Loaners/token'), 200)).data.token;
}

export async function postLabOpen(request: APIRequestContext, open: boolean): Promise<void> {
  await answerOf(
    labstockClient(request).POST('/api/LiveMetrics', {
      headers: { 'x-api-key': METRICS_API_KEY },
      body: { name: 'elabisopen', value: open ? 'true' : 'false' },
    }),
    204,
  );
}

/** Registers a new loaner through the same calls as the missing-information form. */
export async function registerLoaner(
  request: APIRequestContext,
  person: { username: string; firstName: string; lastName: string },
): Promise<void> {
  const sso = labstockClient(request, await ssoToken(request, person.username));
  await answerOf(
    sso.POST('/api/Loaners/register', {
      body: {
        firstName: person.firstName,
        lastName: person.lastName,
        studentNo: '202499',
        mobileNo: '12345678',
        email: person.username,
      },
    }),
    201,
  );
}

/**
 * Moves the e2e server's clock (APP_ENV=Test, decision 021) to `now`, as the demo Admin; the server runs its
 * scheduled jobs once at the new time before it answers. Gives the lab's today then.
 */
export async function setServerClock(request: APIRequestContext, now: Date): Promise<string> {
  const admin = labstockClient(request, await productToken(request, demo.admin.username));
  const { data } = await answerOf(admin.PUT('/api/testing/clock', { body: { now: now.toISOString() } }), 200);
  return data.labToday;
}
