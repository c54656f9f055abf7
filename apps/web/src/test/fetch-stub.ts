import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response;

/** Replaces fetch: every call is recorded and answered by `respond`. */
export function stubFetch(respond: Responder): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}
