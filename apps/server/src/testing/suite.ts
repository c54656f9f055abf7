import { type Pagination, RoleName } from '@labstock/shared';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './test-app.js';

/** The callers most suites try their routes as: one user holding each role. */
export interface RoleUsers {
  admin: TestUser;
  clerk: TestUser;
  loaner: TestUser;
}

export type SuiteApp = TestApp & RoleUsers;

type UserFields = Parameters<TestApp['createUser']>[1];

/**
 * A fresh app for the enclosing `describe` with an Admin, a Clerk and a Loaner (`users` sets their fields),
 * closed after it. `beforeAll` fills the object in, so read its members in hooks and tests only.
 */
export function useSuiteApp(users: Partial<Record<keyof RoleUsers, UserFields>> = {}): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(async () => {
    const t = await createTestApp();
    const [admin, clerk, loaner] = await Promise.all([
      t.createUser([RoleName.Admin], users.admin),
      t.createUser([RoleName.Clerk], users.clerk),
      t.createUser([RoleName.Loaner], users.loaner),
    ]);
    Object.assign(suite, t, { admin, clerk, loaner });
  });
  // Optional: when the set-up failed there is nothing to close, and its error is the one to see.
  afterAll(() => suite.close?.());
  return suite;
}

/** A route as the access tests call it, with a body where the route takes one. */
export type AccessRoute = [method: HTTPMethods, url: string, payload?: InjectOptions['payload']];

/** One test per route: without a token it answers 401. */
export function itNeedsAToken(t: TestApp, routes: readonly AccessRoute[]): void {
  it.each(routes)('%s %s needs a token', async (method, url, payload) => {
    expect((await t.inject({ method, url, payload })).statusCode).toBe(401);
  });
}

/** One test per route: a Loaner and a Clerk get a 403 problem. */
export function itIsForAdminsOnly(t: SuiteApp, routes: readonly AccessRoute[]): void {
  it.each(routes)('%s %s is for Admins only', async (method, url, payload) => {
    for (const user of [t.loaner, t.clerk]) {
      const res = await t.inject({ method, url, payload, user });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
}

/** The parsed X-Pagination header of a paged list. */
export function paginationOf(res: { headers: Record<string, unknown> }): Pagination {
  return JSON.parse(String(res.headers['x-pagination']));
}
