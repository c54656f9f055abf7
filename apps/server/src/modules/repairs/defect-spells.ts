import { ActivityKind, ComponentStatus, openRepairStatuses, RepairStatus } from '@labstock/shared';
import type { Transaction } from '../../db/client.js';
import { recordActivities, recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import {
  gatherWaitingFaults,
  insertTickets,
  lockOpenTicketOfComponent,
  setTicket,
  settleFaultsOfTicket,
  settleWaitingFaults,
} from './repairs.repo.js';

/**
 * A unit's spells in Defect and their repair tickets (decision 053): every change of a unit's status, whoever
 * makes it, comes here in its transaction, after lending decided it. Becoming Defect opens the unit's ticket (the
 * reports waiting on it join), leaving Defect closes it, and a hand-in as anything but Defect settles the reports
 * made while the unit was out. Apart from the rest of the repairs module, which calls lending, so that lending's
 * hand-in and the catalogue's edits can call it without a cycle.
 */

/** The unit whose status changed (the log reads its type). */
export interface ChangedUnit {
  componentId: number;
}

const { Available, ReservedAdmin, Defect, Loaned } = ComponentStatus;
/** A unit leaving Defect for one of these is fixed; for any other, it is scrapped. */
const inWorkingOrder: readonly ComponentStatus[] = [Available, ReservedAdmin];

/** A status change made by a hand-in or an Admin's edit (a report and a ticket's own step open or close it themselves). */
export async function followStatusChange(
  tx: Transaction,
  unit: ChangedUnit,
  transition: { from: ComponentStatus; to: ComponentStatus },
  actor: Actor,
): Promise<void> {
  if (transition.to === Defect) {
    await ensureOpenTicket(tx, unit, actor);
  } else if (transition.from === Defect) {
    const ticket = await lockOpenTicketOfComponent(tx, unit.componentId);
    const outcome = inWorkingOrder.includes(transition.to) ? RepairStatus.Fixed : RepairStatus.Scrapped;
    if (ticket) await stepTicket(tx, unit, { repairTicketId: ticket.id, from: ticket.status, to: outcome }, actor);
  } else if (transition.from === Loaned) {
    await settleWaitingFaults(tx, unit.componentId, actor.at);
  }
}

/** New units added or imported Defect each get their ticket. */
export async function openTicketsOfNewUnits(
  tx: Transaction,
  added: readonly (ChangedUnit & { status: ComponentStatus })[],
  actor: Actor,
): Promise<void> {
  const defect = added.filter((unit) => unit.status === Defect);
  const opened = await insertTickets(
    tx,
    defect.map((unit) => unit.componentId),
    actor.at,
  );
  await recordActivities(
    tx,
    opened.map((ticket) => openedEntry(ticket, ticket.id, actor)),
  );
}

/** The unit's open ticket, opened now when it has none; the reports waiting on the unit join it. */
export async function ensureOpenTicket(tx: Transaction, unit: ChangedUnit, actor: Actor): Promise<number> {
  const open = await lockOpenTicketOfComponent(tx, unit.componentId);
  const repairTicketId = open?.id ?? (await openTicket(tx, unit, actor));
  await gatherWaitingFaults(tx, unit.componentId, repairTicketId);
  return repairTicketId;
}

async function openTicket(tx: Transaction, unit: ChangedUnit, actor: Actor): Promise<number> {
  const [ticket] = await insertTickets(tx, [unit.componentId], actor.at);
  if (!ticket) throw new Error('no repair ticket inserted');
  await recordActivity(tx, openedEntry(unit, ticket.id, actor));
  return ticket.id;
}

function openedEntry(unit: ChangedUnit, repairTicketId: number, actor: Actor) {
  return {
    kind: ActivityKind.RepairOpened,
    actor,
    componentId: unit.componentId,
    after: { repairTicketId, repairStatus: RepairStatus.Open },
  };
}

/** A ticket's step, written and logged; a final one closes it and settles its reports. */
export async function stepTicket(
  tx: Transaction,
  unit: ChangedUnit,
  step: { repairTicketId: number; from: RepairStatus; to: RepairStatus },
  actor: Actor,
): Promise<void> {
  const closing = !openRepairStatuses.includes(step.to);
  await setTicket(tx, step.repairTicketId, { status: step.to, ...(closing && { closedAt: actor.at }) });
  if (closing) await settleFaultsOfTicket(tx, step.repairTicketId, actor.at);
  await recordActivity(tx, {
    kind: ActivityKind.RepairStepped,
    actor,
    componentId: unit.componentId,
    before: { repairTicketId: step.repairTicketId, repairStatus: step.from },
    after: { repairTicketId: step.repairTicketId, repairStatus: step.to },
  });
}
