import { ActivityKind, ComponentStatus, ComponentTypeKind } from '@labstock/shared';
import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './client.js';
import { activityLog, components, componentTypes, loaners, loans, reservations, stockMovements } from './schema.js';
import { seedDemoDataIfEmpty } from './seed.js';

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty database once with a lab in every state', async () => {
    const config = loadConfig({});
    expect(await seedDemoDataIfEmpty(database.db, config)).toBe(true);
    expect(await seedDemoDataIfEmpty(database.db, config)).toBe(false);
    const db = database.db;
    const [types] = await db.select({ n: count() }).from(componentTypes);
    expect(types?.n).toBeGreaterThanOrEqual(30);
    const statuses = await db.selectDistinct({ status: components.status }).from(components);
    expect(statuses.map((s) => s.status).sort()).toEqual(Object.values(ComponentStatus).sort());
    const overdue = await db
      .select({ n: count() })
      .from(loans)
      .where(sql`${loans.returnedAt} is null and ${loans.returnDate} < current_date`);
    expect(overdue[0]?.n).toBeGreaterThan(0);
    const [open] = await db.select({ n: count() }).from(reservations);
    expect(open?.n).toBeGreaterThan(0);
    const [people] = await db.select({ n: count() }).from(loaners);
    expect(people?.n).toBeGreaterThanOrEqual(3);
    // Statuses agree with the loans and reservations that hold the components.
    const loaned = await db
      .select({ n: count() })
      .from(components)
      .where(sql`${components.status} = ${ComponentStatus.Loaned}`);
    const active = await db.select({ n: count() }).from(loans).where(isNull(loans.returnedAt));
    expect(loaned[0]?.n).toBe(active[0]?.n);
    // Some types are fully booked, so the statistics have rows to show.
    const fullyBooked = await db
      .select({ id: components.componentTypeId })
      .from(components)
      .groupBy(components.componentTypeId)
      .having(sql`count(*) filter (where ${components.status} = ${ComponentStatus.Available}) = 0`);
    expect(fullyBooked.length).toBeGreaterThan(0);
    // The Activity screen has the lending's history: each loan handed out (and in, if returned), each reservation.
    const history = await db
      .select({ kind: activityLog.kind, n: count() })
      .from(activityLog)
      .groupBy(activityLog.kind)
      .orderBy(activityLog.kind);
    const [allLoans] = await db.select({ n: count() }).from(loans);
    const consumables = await db
      .select({ quantityInStock: componentTypes.quantityInStock, reorderLevel: componentTypes.reorderLevel })
      .from(componentTypes)
      .where(eq(componentTypes.kind, ComponentTypeKind.Consumable));
    const returned = (allLoans?.n ?? 0) - (active[0]?.n ?? 0);
    const [defect] = await db
      .select({ n: count() })
      .from(components)
      .where(eq(components.status, ComponentStatus.Defect));
    expect(defect?.n).toBeGreaterThan(0);
    expect(history).toEqual([
      { kind: ActivityKind.LoanHandedIn, n: returned },
      { kind: ActivityKind.LoanHandedOut, n: allLoans?.n },
      // Each broken unit has its repair ticket, which check-db asks of a Defect unit.
      { kind: ActivityKind.RepairOpened, n: defect?.n },
      { kind: ActivityKind.ReservationCreated, n: open?.n },
      { kind: ActivityKind.StockReceived, n: consumables.length },
    ]);
    // Consumables with stock taken by loaners, one of them low: the Low stock list has a row to show.
    expect(consumables.length).toBeGreaterThan(0);
    expect(consumables.every((type) => type.quantityInStock > 0)).toBe(true);
    expect(consumables.some((type) => type.quantityInStock <= (type.reorderLevel ?? -1))).toBe(true);
    const [issues] = await db.select({ n: count() }).from(stockMovements).where(isNotNull(stockMovements.loanerId));
    expect(issues?.n).toBeGreaterThan(0);
  });
});
