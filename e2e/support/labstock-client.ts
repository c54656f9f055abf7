import { type APIRequestContext, expect } from '@playwright/test';
import createClient from 'openapi-fetch';
import { baseURL } from '../playwright.config';
import type { paths } from './labstock-api';

/**
 * A client of the Labstock API typed from its OpenAPI document (`labstock-api.d.ts`, `npm run openapi-types`),
 * its calls made through the journey's Playwright request context. With a token, every call carries it.
 */
export function labstockClient(request: APIRequestContext, token?: string) {
  return createClient<paths>({
    baseUrl: baseURL,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: async (call: Request) => {
      const headers: Record<string, string> = {};
      call.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const data = call.body ? Buffer.from(await call.arrayBuffer()) : undefined;
      const answer = await request.fetch(call.url, { method: call.method, headers, data });
      const empty = answer.status() === 204 || answer.status() === 304;
      return new Response(empty ? null : new Uint8Array(await answer.body()), {
        status: answer.status(),
        headers: answer.headersArray().map(({ name, value }) => [name, value] as [string, string]),
      });
    },
  });
}

/** The answer of a call that must have this status; its problem is the failure's message otherwise. */
export async function answerOf<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
  status: number,
): Promise<{ data: Data; response: Response }> {
  const { data, error, response } = await call;
  expect(response.status, JSON.stringify(error)).toBe(status);
  return { data: data as Data, response };
}
