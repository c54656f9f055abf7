import type { Loaner } from '@labstock/shared';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { loaners, loans, reservations } from '../../db/schema.js';
import { pageWindowValues, withPageWindow, withPlaceholderWindow } from '../../lib/paged-select.js';
import { type Page, type PageRequest, pageWindow, totalOfPage } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { likePattern, matchesSearch } from '../../lib/search.js';
import { loanerSummaryColumns } from '../lending/loaner-summary.js';
import { rolesHeld } from './roles.repo.js';

export type LoanerRow = typeof loaners.$inferSelect;

/** A loaner named by row id or by (lower-cased) AU id. */
export type LoanerKey = { loanerId: number } | { auId: string };

const loanerWhere = (key: LoanerKey): SQL =>
  'loanerId' in key ? eq(loaners.id, key.loanerId) : eq(loaners.auId, key.auId);

/** The text the loaners' trigram index covers: names, AU id and e-mail (written as the index is, so it is used). */
const searchableText = sql`${loaners.firstName} || ' ' || ${loaners.lastName} || ' ' || ${loaners.auId} || ' ' || coalesce(${loaners.email}, '')`;
const studentNoText = sql`coalesce(${loaners.studentNo}, '')`;
const searchTexts = [searchableText, studentNoText];

async function withRoles(executor: Executor, rows: Omit<Loaner, 'roles'>[]): Promise<Loaner[]> {
  const held = await rolesHeld(
    executor,
    rows.map((row) => row.loanerId),
  );
  return rows.map((row) => ({ ...row, roles: held.get(row.loanerId) ?? [] }));
}

/** The loaner, with overdue flag (against the lab's today) and roles. */
export async function findLoaner(executor: Executor, key: LoanerKey, labToday: string): Promise<Loaner | undefined> {
  const rows = await executor.select(loanerSummaryColumns(labToday)).from(loaners).where(loanerWhere(key));
  const [found] = await withRoles(executor, rows);
  return found;
}

const inNameOrder = [asc(loaners.firstName), asc(loaners.lastName), asc(loaners.id)];

/** Every loaner, a page in name order. */
async function pageOfAllLoaners(executor: Executor, page: PageRequest, labToday: string) {
  const query = executor
    .select(loanerSummaryColumns(labToday))
    .from(loaners)
    .orderBy(...inNameOrder)
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    withPageWindow(query, page),
    executor.select({ n: count() }).from(loaners),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The loaners whose texts hold the search (placeholder pattern): names, AU id, e-mail, student number. */
const matchingLoaners = () => or(...searchTexts.map((text) => sql`lower(${text}) like ${sql.placeholder('pattern')}`));

/**
 * A searched page's ids in name order, each with the number of matches: the trigram index is read once for both.
 * Planned per call (unnamed), as the best plan depends on how many loaners the search matches (decision 012).
 */
const searchedIdsQuery = preparedPerDatabase((executor) =>
  withPlaceholderWindow(
    executor
      .select({ id: loaners.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(loaners)
      .where(matchingLoaners())
      .orderBy(...inNameOrder)
      .$dynamic(),
  ).prepare(''),
);

/** The loaners of a page's ids, in name order, as the list shows them. */
const loanersOfIdsQuery = preparedPerDatabase((executor) =>
  executor
    .select(loanerSummaryColumns(sql.placeholder('labToday')))
    .from(loaners)
    .where(sql`${loaners.id} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(...inNameOrder)
    .prepare('loaners_of_ids'),
);

/** A searched page: its ids and the total first, then those loaners' rows. */
async function pageOfSearch(executor: Executor, search: string, page: PageRequest, labToday: string) {
  const pattern = likePattern(search);
  const ids = await searchedIdsQuery(executor).execute({ pattern, ...pageWindowValues(page) });
  const total = await totalOfPage(ids[0]?.total, pageWindow(page).offset, async () => {
    const [counted] = await executor.select({ n: count() }).from(loaners).where(matchesSearch(search, searchTexts));
    return counted?.n ?? 0;
  });
  if (ids.length === 0) return { rows: [], total };
  return { rows: await loanersOfIdsQuery(executor).execute({ ids: ids.map((row) => row.id), labToday }), total };
}

/** A page of loaners in name order; the search matches names, AU id, e-mail and student number, ignoring case. */
export async function listLoaners(
  executor: Executor,
  search: string,
  page: PageRequest,
  labToday: string,
): Promise<Page<Loaner>> {
  const { rows, total } = search.trim()
    ? await pageOfSearch(executor, search, page, labToday)
    : await pageOfAllLoaners(executor, page, labToday);
  return { items: await withRoles(executor, rows), total };
}

/** Locks the loaner's row for the rest of the transaction (no loan or reservation can be added meanwhile). */
export async function lockLoaner(tx: Transaction, key: LoanerKey): Promise<LoanerRow | undefined> {
  const [row] = await tx.select().from(loaners).where(loanerWhere(key)).for('update');
  return row;
}

/** How many active loans and reservations hold the loaner. */
export async function liveItemCounts(executor: Executor, loanerId: number) {
  const [activeLoans] = await executor
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.loanerId, loanerId), isNull(loans.returnedAt)));
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
