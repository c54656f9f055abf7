import { BookingStatus, ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createReservation, createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { bookings, components, componentTypes, loans, reservations } from './schema.js';
import { componentTypeStock, refreshTypeStock } from './type-stock.js';

describe('component_type_stock', () => {
  let t: TestApp;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());

  const stockOf = async (componentTypeId: number) => {
    await refreshTypeStock(t.db);
    return (
      await t.db.select().from(componentTypeStock).where(eq(componentTypeStock.componentTypeId, componentTypeId))
    )[0];
  };

  it('sums the rows of each type anew on every refresh, whatever wrote them', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 3);
    const [reserved, lent, broken] = componentIds as [number, number, number];
    expect(await stockOf(componentTypeId)).toMatchObject({ units: 3, available: 3, lentUntil: null });

    await createReservation(t.db, { loanerId, componentId: reserved, reservationDate: new Date('2026-03-10T10:00Z') });
    const loanId = await createLoan(t.db, { loanerId, componentId: lent, returnDate: '2026-04-01' });
    await t.db.update(components).set({ status: ComponentStatus.Defect }).where(eq(components.id, broken));
    await t.db
      .insert(bookings)
      .values({ loanerId, componentTypeId, quantity: 1, fromDay: '2026-05-01', toDay: '2026-05-03' });
    expect(await stockOf(componentTypeId)).toMatchObject({
      units: 3,
      available: 0,
      lentUntil: new Date(Number.POSITIVE_INFINITY),
      openReservations: 1,
      bookedUntil: '2026-05-03',
      bookedUnits: 1,
    });

    const returnedAt = new Date('2026-03-20T12:00Z');
    await t.db.update(loans).set({ returnedAt }).where(eq(loans.id, loanId));
    await t.db.delete(reservations).where(eq(reservations.componentId, reserved));
    await t.db.delete(components).where(eq(components.id, broken));
    await t.db.update(components).set({ status: ComponentStatus.Available });
    await t.db
      .update(bookings)
      .set({ status: BookingStatus.Cancelled })
      .where(eq(bookings.componentTypeId, componentTypeId));
    expect(await stockOf(componentTypeId)).toMatchObject({
      units: 2,
      available: 2,
      lentUntil: returnedAt,
      openReservations: 0,
      bookedUntil: '2026-05-03',
      bookedUnits: 0,
    });
    await t.db.update(componentTypes).set({ name: 'Renamed kit' }).where(eq(componentTypes.id, componentTypeId));
    expect(await stockOf(componentTypeId)).toMatchObject({ name: 'Renamed kit' });
  });

  it('has a row for a type without components, with nothing to count', async () => {
    const { componentTypeId } = await createTypeWithComponents(t.db, 0);
    expect(await stockOf(componentTypeId)).toEqual({
      componentTypeId,
      name: expect.any(String),
      units: 0,
      available: 0,
      lentUntil: null,
      openReservations: 0,
      bookedUntil: null,
      bookedUnits: 0,
    });
  });
});
