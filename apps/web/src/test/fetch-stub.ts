import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response;

/** A test's own answer to some calls; undefined leaves the call to the screen's usual server. */
export type Answer = (call: RecordedCall) => Response | undefined;

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

/** Replaces fetch with a screen's usual `server`, of which `answer` may take over single calls (a failure, say). */
export function stubServer(server: Responder, answer: Answer = () => undefined): RecordedCall[] {
  return stubFetch((call) => answer(call) ?? server(call));
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

/** The fields of an application/problem+json body besides its status. */
export interface Problem {
  title?: string;
  detail?: string;
  /** Messages per field of a refused request body. */
  errors?: Record<string, string[]>;
}

/** An error as the server's error plugin sends it: application/problem+json with the status in the body too. */
export function problemResponse(status: number, problem: Problem): Response {
  return new Response(JSON.stringify({ status, ...problem }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
