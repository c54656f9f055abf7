import type { BookingStatus, Language } from '@labstock/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { bookings, components, componentTypes, loaners, loans } from '../../db/schema.js';

/** The loaner's feed secret, made `fresh` when they have none yet; one statement, so two first calls agree. */
export async function calendarSecretOrCreate(
  executor: Executor,
  loanerId: number,
  fresh: string,
): Promise<string | undefined> {
  const [row] = await executor
    .update(loaners)
    .set({ calendarSecret: sql`coalesce(${loaners.calendarSecret}, ${fresh})` })
    .where(eq(loaners.id, loanerId))
    .returning({ secret: loaners.calendarSecret });
  return row?.secret ?? undefined;
}

/** Replaces the loaner's feed secret: the old address finds nobody from now on. */
export async function replaceCalendarSecret(executor: Executor, loanerId: number, fresh: string): Promise<boolean> {
  const rows = await executor
    .update(loaners)
    .set({ calendarSecret: fresh })
    .where(eq(loaners.id, loanerId))
    .returning({ id: loaners.id });
  return rows.length > 0;
}

/** The loaner whose feed has this secret (its unique index), with the language of their calendar. */
export async function findLoanerByCalendarSecret(
  executor: Executor,
  secret: string,
): Promise<{ loanerId: number; language: Language } | undefined> {
  const [row] = await executor
    .select({ loanerId: loaners.id, language: loaners.language })
    .from(loaners)
    .where(eq(loaners.calendarSecret, secret));
  return row;
}

export interface FeedBooking {
  bookingId: number;
  componentTypeName: string;
  quantity: number;
  from: string;
  to: string;
  status: BookingStatus;
}

/** The loaner's bookings whose last day is `since` or later, by first day (index bookings_loaner). */
export async function bookingsForFeed(executor: Executor, loanerId: number, since: string): Promise<FeedBooking[]> {
  const rows = await executor
    .select({
      bookingId: bookings.id,
      componentTypeName: componentTypes.name,
      quantity: bookings.quantity,
      from: bookings.fromDay,
      to: bookings.toDay,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .where(and(eq(bookings.loanerId, loanerId), gte(bookings.toDay, since)))
    .orderBy(asc(bookings.fromDay), asc(bookings.id));
  return rows.map((row) => ({ ...row, status: row.status as BookingStatus }));
}

export interface FeedLoan {
  loanId: number;
  componentTypeName: string;
  /** Null once the component is deleted. */
  componentNumber: number | null;
  returnDate: string;
}

/** The loaner's active loans by return date (index loans_active_loaner). */
export async function activeLoansForFeed(executor: Executor, loanerId: number): Promise<FeedLoan[]> {
  return executor
    .select({
      loanId: loans.id,
      componentTypeName: sql<string>`coalesce(${componentTypes.name}, '')`,
      componentNumber: components.componentNumber,
      returnDate: loans.returnDate,
    })
    .from(loans)
    .leftJoin(components, eq(components.id, loans.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, loans.componentTypeId))
    .where(and(eq(loans.loanerId, loanerId), isActiveLoan()))
    .orderBy(asc(loans.returnDate), asc(loans.id));
}
