import {
  type FaultReport,
  openRepairStatuses,
  type RepairNote,
  type RepairStatus,
  type RepairTicket,
} from '@labstock/shared';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { components, componentTypes, faultReports, loaners, repairNotes, repairTickets } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { joinedPerson, personColumns } from '../../lib/joined-person.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { matchesSearch } from '../../lib/search.js';
import { faultImageUrl } from './fault-image.js';

const isOpen = inArray(repairTickets.status, [...openRepairStatuses]);

/** The unit's open ticket (Open or InRepair), locked until the commit; undefined when it has none. */
export async function lockOpenTicketOfComponent(tx: Transaction, componentId: number) {
  const [row] = await tx
    .select({ id: repairTickets.id, status: repairTickets.status })
    .from(repairTickets)
    .where(and(eq(repairTickets.componentId, componentId), isOpen))
    .for('update');
  return row && { id: row.id, status: row.status as RepairStatus };
}

/** A ticket, locked until the commit; undefined when there is none. */
export async function lockTicket(tx: Transaction, repairTicketId: number) {
  const [row] = await tx
    .select({ status: repairTickets.status, cost: repairTickets.cost })
    .from(repairTickets)
    .where(eq(repairTickets.id, repairTicketId))
    .for('update');
  return row && { ...row, status: row.status as RepairStatus };
}

/** A ticket's unit and status, read without a lock (a step that changes the unit locks the unit's type first). */
export async function findTicketHead(executor: Executor, repairTicketId: number) {
  const [row] = await executor
    .select({
      componentId: repairTickets.componentId,
      status: repairTickets.status,
    })
    .from(repairTickets)
    .where(eq(repairTickets.id, repairTicketId));
  return row && { ...row, status: row.status as RepairStatus };
}

/** Opens a ticket for each of the new components, which have none yet. */
export async function insertTickets(tx: Transaction, componentIds: readonly number[], openedAt: Date) {
  if (componentIds.length === 0) return [];
  return tx
    .insert(repairTickets)
    .values(componentIds.map((componentId) => ({ componentId, openedAt })))
    .returning({ id: repairTickets.id, componentId: repairTickets.componentId });
}

export async function setTicket(
  tx: Transaction,
  repairTicketId: number,
  values: { status?: RepairStatus; closedAt?: Date; cost?: number | null },
): Promise<void> {
  await tx.update(repairTickets).set(values).where(eq(repairTickets.id, repairTicketId));
}

export async function insertNote(
  tx: Transaction,
  note: { repairTicketId: number; text: string; actorId: number | null; createdAt: Date },
): Promise<void> {
  await tx.insert(repairNotes).values(note);
}

export async function insertFaultReport(tx: Transaction, report: typeof faultReports.$inferInsert): Promise<number> {
  const [row] = await tx.insert(faultReports).values(report).returning({ id: faultReports.id });
  if (!row) throw new Error('no fault report inserted');
  return row.id;
}

/** Reports that belong to no ticket yet and are not settled: made while their unit was held or on loan. */
const isWaiting = and(isNull(faultReports.settledAt), isNull(faultReports.repairTicketId));

/** The unit's waiting reports. */
const waitingFaultsOf = (componentId: number) => and(eq(faultReports.componentId, componentId), isWaiting);

/** The unit's reports that wait for a ticket (reported while it was held or on loan) join this one. */
export async function gatherWaitingFaults(tx: Transaction, componentId: number, repairTicketId: number) {
  await tx.update(faultReports).set({ repairTicketId }).where(waitingFaultsOf(componentId));
}

/** The unit's reports waiting for its hand-in are settled: it came back as something else than Defect. */
export async function settleWaitingFaults(tx: Transaction, componentId: number, at: Date): Promise<void> {
  await tx.update(faultReports).set({ settledAt: at }).where(waitingFaultsOf(componentId));
}

export async function settleFaultsOfTicket(tx: Transaction, repairTicketId: number, at: Date): Promise<void> {
  await tx
    .update(faultReports)
    .set({ settledAt: at })
    .where(and(eq(faultReports.repairTicketId, repairTicketId), isNull(faultReports.settledAt)));
}

/** How many unsettled reports each of the components has (those with none are left out). */
export async function countOpenFaults(executor: Executor, componentIds: readonly number[]) {
  if (componentIds.length === 0) return [];
  return executor
    .select({ componentId: faultReports.componentId, n: count() })
    .from(faultReports)
    .where(and(isAnyOf(faultReports.componentId, componentIds), isNull(faultReports.settledAt)))
    .groupBy(faultReports.componentId);
}

export async function findFaultImage(executor: Executor, faultReportId: number) {
  const [row] = await executor
    .select({ image: faultReports.image, etag: faultReports.imageEtag })
    .from(faultReports)
    .where(eq(faultReports.id, faultReportId));
  return row;
}

function selectFaults(executor: Executor) {
  return executor
    .select({ report: faultReports, reporter: personColumns(loaners) })
    .from(faultReports)
    .leftJoin(loaners, eq(loaners.id, faultReports.reportedBy))
    .$dynamic();
}

function toFault({ report, reporter }: Awaited<ReturnType<typeof selectFaults>>[number]): FaultReport {
  return {
    faultReportId: report.id,
    componentId: report.componentId,
    description: report.description,
    imageUrl: faultImageUrl(report.id, report.imageEtag),
    reportedBy: joinedPerson(reporter),
    createdAt: report.createdAt.toISOString(),
    repairTicketId: report.repairTicketId,
  };
}

export async function findFaultReport(executor: Executor, faultReportId: number): Promise<FaultReport> {
  const [row] = await selectFaults(executor).where(eq(faultReports.id, faultReportId));
  if (!row) throw new Error(`fault report ${faultReportId} is missing`);
  return toFault(row);
}

/** The reports waiting on these units for their hand-in, oldest first: one statement however many units. */
export async function findWaitingFaults(executor: Executor, componentIds: readonly number[]): Promise<FaultReport[]> {
  if (componentIds.length === 0) return [];
  const rows = await selectFaults(executor)
    .where(and(isAnyOf(faultReports.componentId, componentIds), isWaiting))
    .orderBy(asc(faultReports.createdAt), asc(faultReports.id));
  return rows.map(toFault);
}

/** The tickets of these ids with their unit, reports and notes, in the order of the ids. */
export async function findTickets(executor: Executor, ids: readonly number[]): Promise<RepairTicket[]> {
  if (ids.length === 0) return [];
  const [tickets, faults, notes] = await Promise.all([
    executor
      .select({
        ticket: repairTickets,
        componentTypeId: components.componentTypeId,
        componentNumber: components.componentNumber,
        componentTypeName: componentTypes.name,
      })
      .from(repairTickets)
      .innerJoin(components, eq(components.id, repairTickets.componentId))
      .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
      .where(isAnyOf(repairTickets.id, ids)),
    selectFaults(executor)
      .where(isAnyOf(faultReports.repairTicketId, ids))
      .orderBy(asc(faultReports.createdAt), asc(faultReports.id)),
    executor
      .select({ note: repairNotes, actor: personColumns(loaners) })
      .from(repairNotes)
      .leftJoin(loaners, eq(loaners.id, repairNotes.actorId))
      .where(isAnyOf(repairNotes.repairTicketId, ids))
      .orderBy(asc(repairNotes.id)),
  ]);
  const byId = new Map(
    tickets.map(({ ticket, componentTypeId, componentNumber, componentTypeName }) => [
      ticket.id,
      {
        repairTicketId: ticket.id,
        component: { componentId: ticket.componentId, componentTypeId, componentTypeName, componentNumber },
        status: ticket.status as RepairStatus,
        faults: faults.filter((row) => row.report.repairTicketId === ticket.id).map(toFault),
        notes: notes
          .filter((row) => row.note.repairTicketId === ticket.id)
          .map(
            ({ note, actor }): RepairNote => ({
              text: note.text,
              actor: joinedPerson(actor),
              createdAt: note.createdAt.toISOString(),
            }),
          ),
        cost: ticket.cost,
        openedAt: ticket.openedAt.toISOString(),
        closedAt: ticket.closedAt?.toISOString() ?? null,
      } satisfies RepairTicket,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Tickets of units whose type's name holds the search (every ticket for an empty one). */
function ofTypeNamed(db: Executor, searchString: string) {
  if (searchString.trim() === '') return undefined;
  const unitsOfTypesNamed = db
    .select({ id: components.id })
    .from(components)
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(matchesSearch([componentTypes.name], searchString));
  return inArray(repairTickets.componentId, unitsOfTypesNamed);
}

/**
 * A page of the tickets in these statuses (every status when none is given) of the types named by the search,
 * oldest first, and how many.
 */
export async function listTicketPage(
  db: Executor,
  statuses: readonly RepairStatus[],
  page: PageRequest & { searchString: string },
): Promise<Page<number>> {
  const where = and(
    statuses.length === 0 ? undefined : inArray(repairTickets.status, [...statuses]),
    ofTypeNamed(db, page.searchString),
  );
  const [rows, counted] = await Promise.all([
    withPageWindow(
      db
        .select({ id: repairTickets.id })
        .from(repairTickets)
        .where(where)
        .orderBy(asc(repairTickets.openedAt), asc(repairTickets.id))
        .$dynamic(),
      page,
    ),
    cappedTableCountQuery(db, repairTickets, COUNT_CAP.workList, where),
  ]);
  return { items: rows.map((row) => row.id), ...cappedTotalOf(counted, COUNT_CAP.workList) };
}

/** How many tickets are open, and the mean seconds the closed ones were (null while none has closed). */
export async function findRepairFigures(executor: Executor) {
  const [row] = await executor
    .select({
      open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
      meanSecondsClosed: sql<
        number | null
      >`(avg(extract(epoch from ${repairTickets.closedAt} - ${repairTickets.openedAt})))::float8`,
    })
    .from(repairTickets);
  return row ?? { open: 0, meanSecondsClosed: null };
}
