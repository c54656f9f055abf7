import { RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, loans, reservations } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';

/**
 * A reservation or loan carries its component's type for the Clerk's searches; triggers keep it (migration
 * 0009). These tests write the rows directly, as any writer may, then search as the Clerk.
 */
describe("a lending row's component type", () => {
  let t: TestApp;
  let clerk: Awaited<ReturnType<TestApp['createUser']>>;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.createUser([RoleName.Loaner, RoleName.Clerk]);
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());

  const typeOfReservation = async (id: number) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.componentTypeId;
  const typeOfLoan = async (id: number) =>
    (await t.db.select().from(loans).where(eq(loans.id, id)))[0]?.componentTypeId;
  async function clerkFinds(list: 'Reservations' | 'Loans', search: string): Promise<number> {
    const res = await t.inject({
      method: 'GET',
      url: `/api/${list}?searchString=${encodeURIComponent(search)}`,
      user: clerk,
    });
    return res.json<unknown[]>().length;
  }

  it('is the component’s type whoever writes the row, and follows a component moved to another type', async () => {
    const lamp = await createTypeWithComponents(t.db, 2, { name: 'Lamp Quasar' });
    const other = await createTypeWithComponents(t.db, 0, { name: 'Lamp Nebula' });
    const [reserved, loaned] = lamp.componentIds as [number, number];
    const reservationId = await createReservation(t.db, {
      loanerId,
      componentId: reserved,
      reservationDate: new Date('2026-03-10T10:00:00Z'),
    });
    const loanId = await createLoan(t.db, { loanerId, componentId: loaned, returnDate: '2026-04-01' });
    expect([await typeOfReservation(reservationId), await typeOfLoan(loanId)]).toEqual([
      lamp.componentTypeId,
      lamp.componentTypeId,
    ]);
    expect([await clerkFinds('Reservations', 'quasar'), await clerkFinds('Loans', 'quasar')]).toEqual([1, 1]);

    // A value written by hand is put right.
    await t.db
      .update(reservations)
      .set({ componentTypeId: other.componentTypeId })
      .where(eq(reservations.id, reservationId));
    expect(await typeOfReservation(reservationId)).toBe(lamp.componentTypeId);

    await t.db.update(components).set({ componentTypeId: other.componentTypeId }).where(eq(components.id, reserved));
    expect(await typeOfReservation(reservationId)).toBe(other.componentTypeId);
    expect([await clerkFinds('Reservations', 'quasar'), await clerkFinds('Reservations', 'nebula')]).toEqual([0, 1]);
    expect(await findBreaches(t.db, t)).toEqual([]);
  });

  it('is gone with the component from a returned loan kept as history', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const [componentId] = componentIds as [number];
    const loanId = await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
    await t.db.update(loans).set({ returnedAt: new Date() }).where(eq(loans.id, loanId));
    await t.db.delete(components).where(eq(components.id, componentId));
    expect((await t.db.select().from(loans).where(eq(loans.id, loanId)))[0]).toMatchObject({
      componentId: null,
      componentTypeId: null,
    });
  });
});
