import {
  type ComponentStatus,
  componentStatusNames,
  flowOwnedStatuses,
  manuallySettableStatuses,
} from '@labstock/shared';
import { badRequest } from '../../lib/errors.js';

/** Spec §4: reservations and loans own ReservedLoaner and Loaned; an Admin sets the other statuses by hand. */
export const statusRuleMessages = {
  lockedByFlow: 'The status of a reserved or loaned component cannot be changed by hand',
  notSettable: (status: ComponentStatus) =>
    `A component cannot be set to ${componentStatusNames[status]} by hand; only reservations and loans do that.`,
  notStartable: (status: ComponentStatus) =>
    `A new component cannot start as ${componentStatusNames[status]}; choose Available, ReservedAdmin, Defect, Trashed, Lost or NeverReturned.`,
} as const;

const statusError = (message: string) => badRequest(message, { status: [message] });

export function assertStartingStatus(status: ComponentStatus): void {
  if (!manuallySettableStatuses.includes(status)) throw statusError(statusRuleMessages.notStartable(status));
}

export function assertStatusChange(from: ComponentStatus, to: ComponentStatus): void {
  if (from === to) return;
  if (flowOwnedStatuses.includes(from)) throw statusError(statusRuleMessages.lockedByFlow);
  if (!manuallySettableStatuses.includes(to)) throw statusError(statusRuleMessages.notSettable(to));
}
