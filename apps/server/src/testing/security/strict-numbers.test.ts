import { RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../db/schema.js';
import { insertComponentType } from '../../modules/component-types/component-types.fixtures.js';
import { useSuiteApp } from '../suite.js';
import type { TestUser } from '../test-app.js';

/**
 * Spellings that `Number` reads as a small whole number, as they appear in a URL: each once meant row 2 (or page 2)
 * to the server. Only plain digits without a leading zero name a row; everything else is a 400 problem.
 */
const LENIENT_SPELLINGS = ['0x2', '%202', '2e0', '+2', '%2B2', '002', '0', '-1', '1.0'];

/** One route of each family that reads a number from its path or query; `{n}` stands for the number. */
const ROUTES: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
  ['GET', '/api/ComponentTypes/{n}'],
  ['GET', '/api/ComponentTypes/{n}/image'],
  ['DELETE', '/api/ComponentTypes/{n}'],
  ['GET', '/api/ComponentTypes?pageNumber={n}'],
  ['GET', '/api/Component?Id={n}'],
  ['GET', '/api/Component?Id=1&pageSize={n}'],
  ['GET', '/api/Component/Available/{n}'],
  ['GET', '/api/Component/nextNumber?componentTypeId={n}'],
  ['GET', '/api/Component/{n}/history'],
  ['GET', '/api/Component/1/history?pageNumber={n}'],
  ['DELETE', '/api/Component/{n}'],
  ['GET', '/api/Activity?componentTypeId={n}'],
  ['GET', '/api/Loaners/{n}'],
  ['GET', '/api/Loaners/roles/{n}'],
  ['GET', '/api/Loaners/{n}/loans/history'],
  ['GET', '/api/Loaners?pageSize={n}'],
  ['DELETE', '/api/Loaners/{n}'],
  ['DELETE', '/api/Category/{n}'],
  ['POST', '/api/Reservations/{n}'],
  ['DELETE', '/api/Reservations/{n}'],
  ['DELETE', '/api/Reservations/User/{n}'],
  ['GET', '/api/Reservations?pageNumber={n}'],
  ['DELETE', '/api/Loans/{n}'],
  ['GET', '/api/Loans/overdue?loanerIds={n}'],
  ['GET', '/api/mail?pageNumber={n}'],
  ['GET', '/api/export/components.csv?componentTypeId={n}'],
];

describe('strict ids and numbers', () => {
  const t = useSuiteApp();
  /** Holds every role, so each route reads its input instead of refusing the caller. */
  let everyRole: TestUser;
  beforeAll(async () => {
    everyRole = await t.createUser([RoleName.Admin, RoleName.Clerk, RoleName.Loaner]);
  });

  it.each(ROUTES)('%s %s answers 400 to every spelling but plain digits', async (method, url) => {
    for (const spelling of LENIENT_SPELLINGS) {
      const res = await t.inject({ method, url: url.replace('{n}', spelling), user: everyRole });
      expect(res.statusCode, `${method} ${url} with ${spelling}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('takes 0 as "all" where a list allows it, and no other spelling of it', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/Category?pageNumber=0&pageSize=0', user: t.admin })).statusCode,
    ).toBe(200);
    for (const spelling of ['00', '-0', '0x0', '0e0', '0.0', '%200']) {
      const res = await t.inject({ method: 'GET', url: `/api/Category?pageSize=${spelling}`, user: t.admin });
      expect(res.statusCode, spelling).toBe(400);
    }
  });

  it('deletes nothing when a component type id is written in hex', async () => {
    const typeId = await insertComponentType(t.db, { name: 'Hex victim' });
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/ComponentTypes/0x${typeId.toString(16)}`,
      user: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(componentTypes).where(eq(componentTypes.id, typeId))).toHaveLength(1);
  });

  it('still reads plain digits', async () => {
    const typeId = await insertComponentType(t.db, { name: 'Plain' });
    const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/${typeId}`, user: t.loaner });
    expect(res.statusCode).toBe(200);
    expect(res.json().componentName).toBe('Plain');
  });

  it('refuses a lenient component type id in the multipart form', async () => {
    const boundary = 'strict-numbers';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.inject({
      method: 'PUT',
      url: '/api/ComponentTypes',
      user: t.admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('ComponentTypeId', '0x1')}${field('ComponentName', 'X')}${field('Status', '0')}${field('SelectedCategories', '1e0')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['ComponentTypeId', 'SelectedCategories']));
  });
});
