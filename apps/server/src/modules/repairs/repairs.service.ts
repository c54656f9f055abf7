import {
  ActivityKind,
  openRepairStatuses,
  type RepairStatus,
  type RepairsQuery,
  type RepairTicket,
  type RepairUpdate,
  RepairStatus as Status,
  type UpkeepStatistics,
} from '@labstock/shared';
import type { Database, Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Page } from '../../lib/pagination.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { endRepairOfUnit, type LendingContext } from '../lending/index.js';
import { type ChangedUnit, stepTicket } from './defect-spells.js';
import { repairMessages } from './repairs.messages.js';
import {
  findRepairFigures,
  findTicketHead,
  findTickets,
  insertNote,
  listTicketPage,
  lockTicket,
  setTicket,
} from './repairs.repo.js';

/** The steps a ticket may take (LAB.md "Faults and repairs"): Open → InRepair → Fixed, or to Scrapped. */
const nextSteps: Record<RepairStatus, readonly RepairStatus[]> = {
  [Status.Open]: [Status.InRepair, Status.Scrapped],
  [Status.InRepair]: [Status.Fixed, Status.Scrapped],
  [Status.Fixed]: [],
  [Status.Scrapped]: [],
};

const isOpen = (status: RepairStatus) => openRepairStatuses.includes(status);
const ticketNotFound = () => notFound(repairMessages.ticketNotFound);

/** The Repairs screen: the tickets in these statuses (every one when none is given) of the types searched for, oldest first. */
export async function listRepairs(db: Database, query: RepairsQuery): Promise<Page<RepairTicket>> {
  const { status, ...page } = query;
  const ids = await listTicketPage(db, status, page);
  return { ...ids, items: await findTickets(db, ids.items) };
}

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The Statistics screen's repair figures: the units in repair now, and the mean days in repair to one decimal. */
export async function getRepairStatistics(
  db: Database,
): Promise<Pick<UpkeepStatistics, 'inRepair' | 'meanDaysInRepair'>> {
  const { open, meanSecondsClosed } = await findRepairFigures(db);
  const meanDaysInRepair =
    meanSecondsClosed === null ? null : Math.round((meanSecondsClosed / SECONDS_PER_DAY) * 10) / 10;
  return { inRepair: open, meanDaysInRepair };
}

export async function getRepair(db: Database, repairTicketId: number): Promise<RepairTicket> {
  const [ticket] = await findTickets(db, [repairTicketId]);
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/**
 * A Clerk's or Admin's work on a ticket: a note, a cost, a step. Fixed and Scrapped end the unit's spell in Defect
 * through lending (Available again, its waiting list served; or Trashed); the other steps touch only the ticket.
 * A closed ticket is kept as it is (409).
 */
export async function updateRepair(
  ctx: LendingContext,
  repairTicketId: number,
  update: RepairUpdate,
  actor: Actor,
): Promise<RepairTicket> {
  const head = await findTicketHead(ctx.db, repairTicketId);
  if (!head) throw ticketNotFound();
  if (!isOpen(head.status)) throw conflict(repairMessages.ticketClosed);
  const to = update.status;
  if (to && to !== head.status) assertStep(head.status, to);
  const unit = { componentId: head.componentId };
  const work = (tx: Transaction) => applyUpdate(tx, repairTicketId, unit, update, actor);
  if (to === Status.Fixed || to === Status.Scrapped) {
    await endRepairOfUnit(ctx, head.componentId, to, actor, work);
  } else {
    await inRetryingTransaction(ctx.db, work);
  }
  return getRepair(ctx.db, repairTicketId);
}

function assertStep(from: RepairStatus, to: RepairStatus): void {
  if (!nextSteps[from].includes(to)) throw conflict(repairMessages.illegalStep(from, to));
}

/** The note and the cost first, then the step, which may close the ticket; checked again under the lock. */
async function applyUpdate(
  tx: Transaction,
  repairTicketId: number,
  unit: ChangedUnit,
  update: RepairUpdate,
  actor: Actor,
): Promise<void> {
  const ticket = await lockTicket(tx, repairTicketId);
  if (!ticket) throw ticketNotFound();
  if (!isOpen(ticket.status)) throw conflict(repairMessages.ticketClosed);
  const entry = { actor, componentId: unit.componentId };
  if (update.note) {
    await insertNote(tx, { repairTicketId, text: update.note, actorId: actor.loanerId, createdAt: actor.at });
    await recordActivity(tx, {
      ...entry,
      kind: ActivityKind.RepairNoted,
      after: { repairTicketId, note: update.note },
    });
  }
  if (update.cost !== undefined && update.cost !== ticket.cost) {
    await setTicket(tx, repairTicketId, { cost: update.cost });
    await recordActivity(tx, {
      ...entry,
      kind: ActivityKind.RepairCosted,
      before: { repairTicketId, cost: ticket.cost },
      after: { repairTicketId, cost: update.cost },
    });
  }
  if (update.status && update.status !== ticket.status) {
    assertStep(ticket.status, update.status);
    await stepTicket(tx, unit, { repairTicketId, from: ticket.status, to: update.status }, actor);
  }
}
