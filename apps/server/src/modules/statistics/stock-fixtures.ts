import type { BookingStatus, ComponentStatus } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { bookings, components, componentTypes, loans, reservations } from '../../db/schema.js';

/** Test fixtures written straight to the database, so statistics and mail tests need no other module. */

export async function insertComponentType(
  db: Database,
  fields: Partial<typeof componentTypes.$inferInsert> & { name: string },
): Promise<number> {
  const [row] = await db.insert(componentTypes).values(fields).returning({ id: componentTypes.id });
  if (!row) throw new Error('component type not inserted');
  return row.id;
}

/** One component per status, numbered 1, 2, …; returns their ids in the same order (a tuple as long as `statuses`). */
export async function insertComponents<const Statuses extends readonly ComponentStatus[]>(
  db: Database,
  componentTypeId: number,
  statuses: Statuses,
): Promise<{ [K in keyof Statuses]: number }> {
  const rows = await db
    .insert(components)
    .values(statuses.map((status, index) => ({ componentTypeId, componentNumber: index + 1, status })))
    .returning({ id: components.id });
  return rows.map((row) => row.id) as { [K in keyof Statuses]: number };
}

export async function insertLoan(
  db: Database,
  loan: { loanerId: number; componentId: number; loanDate: string; returnDate: string; returnedAt?: string },
): Promise<number> {
  const [row] = await db
    .insert(loans)
    .values({
      loanerId: loan.loanerId,
      componentId: loan.componentId,
      loanDate: new Date(loan.loanDate),
      returnDate: loan.returnDate,
      returnedAt: loan.returnedAt ? new Date(loan.returnedAt) : null,
    })
    .returning({ id: loans.id });
  if (!row) throw new Error('loan not inserted');
  return row.id;
}

export async function insertReservation(db: Database, loanerId: number, componentId: number): Promise<void> {
  await db.insert(reservations).values({ loanerId, componentId });
}

/** A booking ahead of `quantity` units of the type for the lab days `fromDay`–`toDay`, Booked unless told. */
export async function insertBooking(
  db: Database,
  booking: {
    loanerId: number;
    componentTypeId: number;
    quantity: number;
    fromDay: string;
    toDay: string;
    status?: BookingStatus;
  },
): Promise<void> {
  await db.insert(bookings).values(booking);
}
