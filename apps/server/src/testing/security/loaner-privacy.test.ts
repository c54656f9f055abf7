import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { accessTable, toInject } from './api-access-table.js';
import { type ApiFixtures, createApiFixtures } from './api-callers.js';

/**
 * Spec §6: a Loaner sees their own loans only. Every read a Loaner may make, from the access table, is made while
 * another loaner holds a reservation and a loan of the catalogue's one type; none may name that loaner.
 */
describe("a Loaner never learns another loaner's identity", () => {
  let t: TestApp;
  let f: ApiFixtures;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createApiFixtures(t);
    return () => t.close();
  });

  /** What would identify the other loaner in an answer: AU id (and with it the e-mail), name, loaner id. */
  const identityOfOther = () => [f.other.auId, 'Other Loaner', `"loanerId":${f.other.loanerId}`];

  const loanerReads = Object.entries(accessTable)
    .filter(([key, route]) => key.startsWith('GET ') && route.answers.loaner !== undefined)
    .map(([key]) => key);

  it.each(loanerReads)('%s', async (key) => {
    const route = accessTable[key];
    if (!route) throw new Error(`${key} is not in the access table`);
    const res = await t.inject(await toInject('GET', route.request(f, 'loaner'), f.headers.loaner));
    expect(res.statusCode).toBe(route.answers.loaner);
    for (const identity of identityOfOther()) expect(res.body).not.toContain(identity);
  });

  it('reads the inventory and the details among them', () => {
    expect(loanerReads).toEqual(expect.arrayContaining(['GET /api/Component', 'GET /api/ComponentTypes/:id']));
  });

  it('nor from the OpenAPI document, whose examples name nobody', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json', headers: f.headers.loaner });
    expect(res.statusCode).toBe(200);
    for (const identity of identityOfOther()) expect(res.body).not.toContain(identity);
    expect(res.body).not.toMatch(/au\d{6}/i);
  });

  it('while a Clerk and an Admin see who holds the loan in the inventory', async () => {
    for (const caller of ['clerk', 'admin'] as const) {
      const request = { url: '/api/Component', query: { Id: String(f.typeId) } };
      const res = await t.inject(await toInject('GET', request, f.headers[caller]));
      expect(res.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            currentLoan: expect.objectContaining({ loanerId: f.other.loanerId, auId: f.other.auId }),
          }),
        ]),
      );
    }
  });
});
