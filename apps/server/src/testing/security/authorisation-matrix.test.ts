import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.js';
import { accessTable, expectedStatus, isDocsRoute, routeKey, toInject } from './api-access-table.js';
import { type Caller, callers, createApiFixtures } from './api-callers.js';

// Built before collecting, so that the tests are generated from the routes the app really registered.
const t = await createTestApp();
const fixtures = await createApiFixtures(t);
afterAll(() => t.close());

const routes = t.app.apiRoutes.filter((route) => !isDocsRoute(route.url));

/** Every /api route × every kind of caller: the answer the access table says, and no other. */
describe('authorisation matrix', () => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, { method, url }) => {
      const route = accessTable[routeKey(method, url)];
      if (!route) throw new Error(`${method} ${url} has no entry in the access table: add one with its rule`);
      const answered: Partial<Record<Caller, number>> = {};
      const expected: Partial<Record<Caller, number>> = {};
      for (const caller of callers) {
        const request = route.request(fixtures, caller);
        const res = await t.app.inject(await toInject(method, request, fixtures.headers[caller]));
        answered[caller] = res.statusCode;
        expected[caller] = expectedStatus(route, caller);
      }
      expect(answered).toEqual(expected);
    },
  );

  it('has no entry for a route that does not exist', () => {
    const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
    expect(Object.keys(accessTable).filter((key) => !registered.has(key))).toEqual([]);
  });
});
