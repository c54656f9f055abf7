import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.js';
import { accessTable, expectedStatus, isDocsRoute, routeKey } from './api-access-table.js';
import { callers, createApiFixtures } from './api-callers.js';
import { databaseFingerprint } from './db-fingerprint.js';
import { type FuzzTarget, hostileCalls, takesInput, toHostileInject } from './hostile-requests.js';

/** Runs per route: enough to visit every kind of breakage, few enough for CI on two databases. */
const RUNS_PER_ROUTE = 50;

const t = await createTestApp();
const fixtures = await createApiFixtures(t);
const fingerprint = databaseFingerprint(t.db);
let requests = 0;
afterAll(async () => {
  console.info(`hostile input: ${requests} requests`);
  await t.close();
});

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}
const openApi = t.app.swagger() as unknown as OpenApiDocument;

function documentedQueryNames(method: string, pattern: string): string[] {
  const operation = openApi.paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  return (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

/** Each input-taking route, called by the first caller the guard lets through (so the input is what is judged). */
const targets = t.app.apiRoutes
  .filter((route) => route.method !== 'HEAD' && !isDocsRoute(route.url))
  .flatMap(({ method, url }) => {
    const entry = accessTable[routeKey(method, url)];
    if (!entry) throw new Error(`${method} ${url} has no entry in the access table`);
    const caller = callers.find((c) => ![401, 403].includes(expectedStatus(entry, c)));
    if (!caller) throw new Error(`${method} ${url}: no caller gets through`);
    const target: FuzzTarget = {
      method,
      pattern: url,
      base: entry.request(fixtures, caller),
      queryNames: documentedQueryNames(method, url),
    };
    return takesInput(target)
      ? [{ name: `${method} ${url} as ${caller}`, target, headers: fixtures.headers[caller] }]
      : [];
  });

describe('hostile input', () => {
  it.each(targets.map((entry) => [entry.name, entry] as const))(
    '%s: a 4xx problem or a valid answer, never a 500; a refused write changes nothing',
    async (_name, { target, headers }) => {
      await fc.assert(
        fc.asyncProperty(hostileCalls(target), async (call) => {
          const before = target.method === 'GET' ? undefined : await fingerprint();
          const res = await t.app.inject(await toHostileInject(target.method, call, headers));
          requests += 1;
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode < 400) return;
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.json()).toMatchObject({ status: res.statusCode });
          if (before) expect(await fingerprint()).toBe(before);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
