import type { Loaner } from '@labstock/shared';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { bookings, loaners, loans, reservations } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';
import { rulesAcceptedVersions } from '../lab/rules-accepted.js';
import { type LoanerSummaryRow, loanerSummaryColumns, toLoaner } from '../lending/index.js';
import { rolesHeld } from './roles.repo.js';

export type LoanerRow = typeof loaners.$inferSelect;

/** A loaner named by row id or by (lower-cased) AU id. */
export type LoanerKey = { loanerId: number } | { auId: string };

const loanerWhere = (key: LoanerKey): SQL =>
  'loanerId' in key ? eq(loaners.id, key.loanerId) : eq(loaners.auId, key.auId);

/**
 * The loaners' profiles: the summaries with the roles each holds (and which of them come from the organisation)
 * and the latest rules each accepted.
 */
async function asProfiles(executor: Executor, rows: LoanerSummaryRow[]): Promise<Loaner[]> {
  const loanerIds = rows.map((row) => row.loanerId);
  const [held, accepted] = await Promise.all([
    rolesHeld(executor, loanerIds),
    rulesAcceptedVersions(executor, loanerIds),
  ]);
  return rows.map((row) => {
    const roles = held.get(row.loanerId) ?? [];
    return toLoaner(row, {
      roles: roles.map((role) => ({ id: role.id, name: role.name })),
      rolesFromOrganisation: roles.filter((role) => role.fromOrganisation).map((role) => role.name),
      rulesAcceptedVersion: accepted.get(row.loanerId) ?? null,
    });
  });
}

/** The loaner, with overdue flag (against the lab's today), roles and the rules they accepted. */
export async function findLoaner(executor: Executor, key: LoanerKey, labToday: string): Promise<Loaner | undefined> {
  const rows = await executor.select(loanerSummaryColumns(labToday)).from(loaners).where(loanerWhere(key));
  const [found] = await asProfiles(executor, rows);
  return found;
}

/**
 * The loaners a search matches (names, AU id, e-mail or student number, ignoring case), or every loaner. The stored
 * search text is lower-cased already (migration 0021).
 */
const loanersWhere = (search: string) =>
  search.trim() === '' ? undefined : sql`${loaners.userSearchText} like ${likePattern(search)}`;

/** Every loaner is counted; a search's matches up to COUNT_CAP.search (decision 043-lists-count-up-to-a-cap). */
const loanerTotalCap = (search: string) => (search.trim() === '' ? undefined : COUNT_CAP.search);

/** A page of loaners in name order; the search matches names, AU id, e-mail and student number, ignoring case. */
export async function listLoaners(
  executor: Executor,
  search: string,
  page: PageRequest,
  labToday: string,
): Promise<Page<Loaner>> {
  const rows = executor
    .select(loanerSummaryColumns(labToday))
    .from(loaners)
    .where(loanersWhere(search))
    .orderBy(asc(loaners.firstName), asc(loaners.lastName), asc(loaners.id))
    .$dynamic();
  const [items, counted] = await Promise.all([
    withPageWindow(rows, page),
    cappedTableCountQuery(executor, loaners, loanerTotalCap(search), loanersWhere(search)),
  ]);
  return {
    items: await asProfiles(executor, items),
    ...cappedTotalOf(counted, loanerTotalCap(search)),
  };
}

/** Locks the loaner's row for the rest of the transaction (no loan or reservation can be added meanwhile). */
export async function lockLoaner(tx: Transaction, key: LoanerKey): Promise<LoanerRow | undefined> {
  const [row] = await tx.select().from(loaners).where(loanerWhere(key)).for('update');
  return row;
}

/**
 * The types of the loans and bookings that name the loaner (as borrower or booker), read unlocked: deleting the
 * loaner writes them (their loaner becomes null), so it locks these types first (type-lock.ts).
 */
export async function typesNamingLoaner(executor: Executor, loanerId: number): Promise<number[]> {
  const rows = await executor
    .select({ componentTypeId: loans.componentTypeId })
    .from(loans)
    .where(eq(loans.loanerId, loanerId))
    .union(
      executor
        .select({ componentTypeId: bookings.componentTypeId })
        .from(bookings)
        .where(or(eq(bookings.loanerId, loanerId), eq(bookings.bookedBy, loanerId))),
    );
  return rows.flatMap((row) => (row.componentTypeId === null ? [] : [row.componentTypeId]));
}

/** How many active loans and reservations hold the loaner. */
export async function liveItemCounts(executor: Executor, loanerId: number) {
  const [activeLoans] = await executor
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.loanerId, loanerId), isActiveLoan()));
  const [openReservations] = await executor
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.loanerId, loanerId));
  return { activeLoans: activeLoans?.n ?? 0, reservations: openReservations?.n ?? 0 };
}

export async function loanerExists(executor: Executor, loanerId: number): Promise<boolean> {
  const [row] = await executor.select({ id: loaners.id }).from(loaners).where(eq(loaners.id, loanerId));
  return row !== undefined;
}

/** What a loaner fills in about themselves (registration and PUT Loaners); names and AU id come from the sign-in. */
export type LoanerProfile = Partial<Omit<typeof loaners.$inferInsert, 'id' | 'auId' | 'createdAt'>>;

export async function updateLoanerProfile(db: Executor, loanerId: number, profile: LoanerProfile): Promise<void> {
  await db.update(loaners).set(profile).where(eq(loaners.id, loanerId));
}

/** Creates the loaner unless one with the AU id exists (two registrations at once cannot both create it). */
export async function insertLoanerIfAbsent(
  tx: Transaction,
  auId: string,
  profile: LoanerProfile,
): Promise<number | undefined> {
  const [created] = await tx
    .insert(loaners)
    .values({ auId, ...profile })
    .onConflictDoNothing({ target: loaners.auId })
    .returning({ id: loaners.id });
  return created?.id;
}

export async function deleteLoanerRow(tx: Transaction, loanerId: number): Promise<void> {
  await tx.delete(loaners).where(eq(loaners.id, loanerId));
}
