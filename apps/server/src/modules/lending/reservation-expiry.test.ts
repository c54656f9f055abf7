import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.js';
import { present } from '../../lib/present.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { LendingContext } from './lending-context.js';
import { componentStatusOf, createReservation, createTypeWithComponents } from './lending-fixtures.js';
import { expireReservations } from './reservations.service.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface AgedReservation {
  id: number;
  componentId: number;
}

describe('reservation expiry', () => {
  let t: TestApp;
  let ctx: LendingContext;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { db: t.db, clock: t.clock, config: t.config };
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());

  /** Reservations made `age` milliseconds before now, one per fresh component. */
  async function reservationsAged(ages: number[]): Promise<AgedReservation[]> {
    const { componentIds } = await createTypeWithComponents(t.db, ages.length);
    const now = t.clock.now().getTime();
    return Promise.all(
      ages.map(async (age, i) => {
        const componentId = present(componentIds[i], `component ${i + 1}`);
        const id = await createReservation(t.db, { loanerId, componentId, reservationDate: new Date(now - age) });
        return { id, componentId };
      }),
    );
  }
  const exists = async (id: number) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id))).length === 1;

  it('keeps a reservation within 8 days and deletes one older, making its component Available', async () => {
    const aged = await reservationsAged([7 * DAY + 23 * HOUR, 8 * DAY + MINUTE]);
    const [young, old] = aged as [AgedReservation, AgedReservation];
    expect(await expireReservations(ctx)).toBe(1);

    expect(await exists(young.id)).toBe(true);
    expect(await componentStatusOf(t.db, young.componentId)).toBe(ComponentStatus.ReservedLoaner);
    expect(await exists(old.id)).toBe(false);
    expect(await componentStatusOf(t.db, old.componentId)).toBe(ComponentStatus.Available);
  });

  it('measures the age by the clock: a kept reservation expires once the clock passes its 8 days', async () => {
    const [reservation] = (await reservationsAged([7 * DAY])) as [AgedReservation];
    t.clock.advanceDays(1.01);
    try {
      await expireReservations(ctx);
      expect(await exists(reservation.id)).toBe(false);
    } finally {
      t.clock.set('2026-03-10T10:00:00Z');
    }
  });

  it('expires each reservation once when two runs overlap', async () => {
    const expired = await reservationsAged([9 * DAY, 10 * DAY, 11 * DAY, 12 * DAY]);
    const [first, second] = await Promise.all([expireReservations(ctx), expireReservations(ctx)]);
    expect(first + second).toBe(expired.length);
    for (const { componentId } of expired)
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Available);
  });
});
