import { ComponentStatus, ComponentTypeKind, ComponentTypeStatus } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { components, componentTypes, loans, reservations, waitlistEntries } from '../../db/schema.js';

/** Test fixtures of the lending flows, inserted directly so that the tests depend on no other module. */

let typeCounter = 0;

/**
 * A component type with `count` Available components numbered 1..count; with `consumable`, a consumable with that
 * stock (and no components: give `count` 0).
 */
export async function createTypeWithComponents(
  db: Database,
  count: number,
  fields: {
    name?: string;
    status?: ComponentTypeStatus;
    consumable?: { stockUnit: string; quantityInStock: number };
  } = {},
): Promise<{ componentTypeId: number; componentIds: number[]; name: string }> {
  typeCounter += 1;
  const name = fields.name ?? `Test type ${typeCounter}`;
  const [type] = await db
    .insert(componentTypes)
    .values({
      name,
      status: fields.status ?? ComponentTypeStatus.Available,
      ...(fields.consumable && { kind: ComponentTypeKind.Consumable, ...fields.consumable }),
    })
    .returning({ id: componentTypes.id });
  if (!type) throw new Error('could not create component type');
  const rows =
    count === 0
      ? []
      : await db
          .insert(components)
          .values(Array.from({ length: count }, (_, i) => ({ componentTypeId: type.id, componentNumber: i + 1 })))
          .returning({ id: components.id });
  return { componentTypeId: type.id, componentIds: rows.map((row) => row.id), name };
}

/** A reservation of the component, which becomes ReservedLoaner. */
export async function createReservation(
  db: Database,
  values: { loanerId: number; componentId: number; reservationDate: Date },
): Promise<number> {
  await db
    .update(components)
    .set({ status: ComponentStatus.ReservedLoaner })
    .where(eq(components.id, values.componentId));
  const [row] = await db.insert(reservations).values(values).returning({ id: reservations.id });
  if (!row) throw new Error('could not create reservation');
  return row.id;
}

/** An active loan of the component, which becomes Loaned. */
export async function createLoan(
  db: Database,
  values: { loanerId: number; componentId: number; returnDate: string; loanDate?: Date },
): Promise<number> {
  await db.update(components).set({ status: ComponentStatus.Loaned }).where(eq(components.id, values.componentId));
  const [row] = await db.insert(loans).values(values).returning({ id: loans.id });
  if (!row) throw new Error('could not create loan');
  return row.id;
}

export async function componentStatusOf(db: Database, componentId: number): Promise<number | undefined> {
  const [row] = await db.select({ status: components.status }).from(components).where(eq(components.id, componentId));
  return row?.status;
}

/** A place at the end of the type's waiting list, inserted as is (no rule checked: for states a test sets up). */
export async function createWaitlistEntry(
  db: Database,
  values: { componentTypeId: number; loanerId: number },
): Promise<number> {
  const [row] = await db.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id });
  if (!row) throw new Error('could not create waiting list entry');
  return row.id;
}
