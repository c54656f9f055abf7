import { ComponentStatus, flowOwnedStatuses, manuallySettableStatuses } from '@labstock/shared';
import { outOfTheLabStatuses } from '../../db/lending-definitions.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { lendingMessages } from './lending-messages.js';

/**
 * What moves a component's status (spec §4). Reserve, cancel, expiry, hand-out and hand-in are the lending flows,
 * which alone make a component ReservedLoaner or Loaned and take it out of those; an Admin sets the other statuses
 * by hand; a new component starts in one of them, added by hand or by CSV import.
 */
export type StatusChange =
  | { cause: 'add'; to: ComponentStatus }
  | { cause: 'import'; to: ComponentStatus }
  | { cause: 'hand-edit'; from: ComponentStatus; to: ComponentStatus }
  | { cause: 'reserve' }
  | { cause: 'cancel' }
  | { cause: 'expire' }
  /** A Clerk hands out a component straight from the shelf, without a reservation. */
  | { cause: 'hand-out'; from: ComponentStatus }
  | { cause: 'hand-out-reservation' }
  | { cause: 'hand-in'; to: ComponentStatus }
  /** Someone reports a fault: a unit on the shelf goes out of lending; one held or on loan waits for its hand-in. */
  | { cause: 'fault-report'; from: ComponentStatus }
  /** A repair ticket ends the unit's spell in Defect: Fixed puts it back on the shelf, Scrapped throws it away. */
  | { cause: 'repair'; from: ComponentStatus; outcome: 'Fixed' | 'Scrapped' };

/** The status a component has before the change (null: it does not exist yet) and the one it gets. */
export interface StatusTransition<From extends ComponentStatus | null = ComponentStatus | null> {
  from: From;
  to: ComponentStatus;
}

type TransitionOf<Change extends StatusChange> = StatusTransition<
  Change['cause'] extends 'add' | 'import' ? null : ComponentStatus
>;

const { Available, ReservedLoaner, Loaned, Defect, Trashed } = ComponentStatus;

/** A refused status is a 400 on the request's `status` field. */
const refusedStatus = (message: string) => badRequest(message, { status: [message] });

/**
 * Decides a change of a component's status: the transition it makes, or the refusal (a 400 or 409 problem)
 * when the cause may not make it. Every writer of a component's status asks here first.
 */
export function decideStatusChange<Change extends StatusChange>(change: Change): TransitionOf<Change>;
export function decideStatusChange(change: StatusChange): StatusTransition {
  switch (change.cause) {
    case 'add':
      if (!manuallySettableStatuses.includes(change.to)) {
        throw refusedStatus(lendingMessages.statusNotStartable(change.to));
      }
      return { from: null, to: change.to };
    case 'import':
      // Reservations and loans are not imported: a component exported as ReservedLoaner or Loaned comes in Available.
      return { from: null, to: flowOwnedStatuses.includes(change.to) ? Available : change.to };
    case 'hand-edit':
      if (change.from !== change.to) {
        if (flowOwnedStatuses.includes(change.from)) throw refusedStatus(lendingMessages.statusLockedByFlow);
        if (!manuallySettableStatuses.includes(change.to)) {
          throw refusedStatus(lendingMessages.statusNotSettable(change.to));
        }
      }
      return { from: change.from, to: change.to };
    case 'reserve':
      return { from: Available, to: ReservedLoaner };
    case 'cancel':
    case 'expire':
      return { from: ReservedLoaner, to: Available };
    case 'hand-out':
      if (change.from !== Available) throw conflict(lendingMessages.componentNotAvailable);
      return { from: Available, to: Loaned };
    case 'hand-out-reservation':
      return { from: ReservedLoaner, to: Loaned };
    case 'hand-in':
      if (flowOwnedStatuses.includes(change.to)) throw refusedStatus(lendingMessages.handinStatusNotAllowed);
      return { from: Loaned, to: change.to };
    case 'fault-report':
      if (outOfTheLabStatuses.includes(change.from)) {
        throw conflict(lendingMessages.faultOnMissingUnit(change.from));
      }
      // A held or loaned unit belongs to its loaner's reservation or loan, which only lending's flows end.
      if (flowOwnedStatuses.includes(change.from)) return { from: change.from, to: change.from };
      return { from: change.from, to: Defect };
    case 'repair':
      if (change.from !== Defect) throw conflict(lendingMessages.repairedUnitNotDefect(change.from));
      return { from: Defect, to: change.outcome === 'Fixed' ? Available : Trashed };
  }
}
