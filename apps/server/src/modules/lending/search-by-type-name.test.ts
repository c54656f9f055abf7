import { type Loan, type Reservation, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';

// Every change to a type's name shows in the Clerk's next search.
describe("the Clerk's searches of reservations and active loans by a type's name", () => {
  let t: TestApp;
  let clerk: Awaited<ReturnType<TestApp['createUser']>>;
  let loaner: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.createUser([RoleName.Clerk]);
    loaner = await t.createUser([RoleName.Loaner]);
  });
  afterAll(() => t.close());

  async function typeNamesFound(list: 'Reservations' | 'Loans', search: string) {
    const res = await t.inject({
      method: 'GET',
      url: `/api/${list}?searchString=${encodeURIComponent(search)}&pageSize=10&pageNumber=1`,
      user: clerk,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<(Reservation | Loan)[]>();
    return {
      total: JSON.parse(String(res.headers['x-pagination'])).TotalCount as number,
      names: rows.map((row) => row.component.componentTypeName).sort(),
    };
  }

  it('finds what the catalogue names now: a type renamed, added or deleted after a search', async () => {
    const reserved = await createTypeWithComponents(t.db, 1, { name: 'Quokka Oscillator' });
    const lent = await createTypeWithComponents(t.db, 1, { name: 'Quokka Crystal' });
    await createReservation(t.db, {
      loanerId: loaner.loanerId,
      componentId: reserved.componentIds[0] as number,
      reservationDate: t.clock.now(),
    });
    await createLoan(t.db, {
      loanerId: loaner.loanerId,
      componentId: lent.componentIds[0] as number,
      returnDate: '2099-01-01',
    });
    expect(await typeNamesFound('Reservations', 'quokka')).toEqual({ total: 1, names: ['Quokka Oscillator'] });
    expect(await typeNamesFound('Loans', 'QUOKKA')).toEqual({ total: 1, names: ['Quokka Crystal'] });

    await t.db
      .update(componentTypes)
      .set({ name: 'Wombat Crystal' })
      .where(eq(componentTypes.id, lent.componentTypeId));
    expect(await typeNamesFound('Loans', 'quokka')).toEqual({ total: 0, names: [] });
    expect(await typeNamesFound('Loans', 'wombat')).toEqual({ total: 1, names: ['Wombat Crystal'] });

    const added = await createTypeWithComponents(t.db, 1, { name: 'Quokka Resonator' });
    await createReservation(t.db, {
      loanerId: loaner.loanerId,
      componentId: added.componentIds[0] as number,
      reservationDate: t.clock.now(),
    });
    expect(await typeNamesFound('Reservations', 'quokka')).toEqual({
      total: 2,
      names: ['Quokka Oscillator', 'Quokka Resonator'],
    });
  });
});
