import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { components, reservations, waitlistEntries } from '../../db/schema.js';
import { refreshTypeStock } from '../../db/type-stock.js';
import { useSuiteApp } from '../../testing/suite.js';
import { createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

// The test clock's today in the lab (Europe/Copenhagen) is 2026-03-10.

/** A consumable is taken from its stock, never lent (LAB.md "Consumables"): lending refuses every claim on it. */
describe('lending and consumables', () => {
  const t = useSuiteApp();
  let wire: { componentTypeId: number; name: string };

  beforeAll(async () => {
    wire = await createTypeWithComponents(t.db, 0, {
      name: 'Jumper wire',
      consumable: { stockUnit: 'm', quantityInStock: 480 },
    });
  });

  const expectRefusal = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    detail: string,
  ) => {
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 409, detail });
  };
  const reservationsOfWire = async () =>
    t.db.select().from(reservations).where(eq(reservations.componentTypeId, wire.componentTypeId));

  it('refuses a reservation, though its stock says 480', async () => {
    const res = await t.inject({ method: 'POST', url: `/api/Reservations/${wire.componentTypeId}`, user: t.loaner });
    expectRefusal(res, lendingMessages.consumableNotLent);
    expect(await reservationsOfWire()).toEqual([]);
  });

  it('refuses a booking ahead, for a loaner and for a Clerk booking for them', async () => {
    const booking = { componentTypeId: wire.componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-13' };
    expectRefusal(
      await t.inject({ method: 'POST', url: '/api/Bookings', user: t.loaner, payload: booking }),
      lendingMessages.consumableNotLent,
    );
    const forLoaner = { ...booking, loanerId: t.loaner.loanerId };
    expectRefusal(
      await t.inject({ method: 'POST', url: '/api/Bookings', user: t.clerk, payload: forLoaner }),
      lendingMessages.consumableNotLent,
    );
  });

  it('refuses a place on a waiting list', async () => {
    const res = await t.inject({ method: 'POST', url: `/api/Waitlist/${wire.componentTypeId}`, user: t.loaner });
    expectRefusal(res, lendingMessages.consumableNotLent);
    const entries = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.componentTypeId, wire.componentTypeId));
    expect(entries).toEqual([]);
  });

  it('answers its availability as an empty calendar: no day has any of it to book', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/ComponentTypes/${wire.componentTypeId}/availability`,
      query: { from: '2026-03-10', to: '2026-04-06' },
      user: t.loaner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('leaves it out of the statistics of lent types: it has no units to be booked, reserved or lent', async () => {
    await refreshTypeStock(t.db);
    for (const url of [
      '/api/ComponentTypes/booked',
      '/api/ComponentTypes/neverbooked?date=2026-01-01',
      '/api/ComponentTypes/bookedahead',
    ]) {
      const res = await t.inject({ method: 'GET', url, user: t.admin });
      expect(res.statusCode, url).toBe(200);
      expect(
        res.json<{ componentTypeId: number }[]>().map((row) => row.componentTypeId),
        url,
      ).not.toContain(wire.componentTypeId);
    }
  });

  it('gives it no components, alone or among others: it has none to hand out', async () => {
    const component = { componentTypeId: wire.componentTypeId, componentNumber: 1 };
    expectRefusal(
      await t.inject({ method: 'POST', url: '/api/Component', user: t.admin, payload: component }),
      lendingMessages.consumableHasNoComponents(wire.name),
    );
    const lent = await createTypeWithComponents(t.db, 0);
    const both = [{ componentTypeId: lent.componentTypeId, componentNumber: 1 }, component];
    expectRefusal(
      await t.inject({ method: 'POST', url: '/api/Component/Multiple', user: t.admin, payload: both }),
      lendingMessages.consumableHasNoComponents(wire.name),
    );
    const added = await t.db.select().from(components).where(eq(components.componentTypeId, lent.componentTypeId));
    expect(added).toEqual([]);
  });
});
