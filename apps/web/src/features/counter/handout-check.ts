import { type Component, ComponentStatus } from '@labstock/shared';
import { i18n } from '../../i18n/i18n';
import { componentStatusName } from '../../lib/status-names';

/** What a scanned component is to the loaner at the counter (LENDING.md "Counter"). */
export type HandoutCheck = 'reservedByLoaner' | 'available' | 'reservedByOther' | 'onLoan' | 'unavailable';

/** Decided from the component's status and the loaner's held reservations, so it follows them as they load. */
export function handoutCheckOf(component: Component, heldComponentIds: ReadonlySet<number>): HandoutCheck {
  switch (component.status) {
    case ComponentStatus.Available:
      return 'available';
    case ComponentStatus.ReservedLoaner:
      return heldComponentIds.has(component.componentId) ? 'reservedByLoaner' : 'reservedByOther';
    case ComponentStatus.Loaned:
      return 'onLoan';
    default:
      return 'unavailable';
  }
}

export const mayHandOut = (check: HandoutCheck) => check === 'reservedByLoaner' || check === 'available';

export function handoutCheckText(check: HandoutCheck, component: Component): string {
  switch (check) {
    case 'reservedByLoaner':
      return i18n.t('Reserved by this loaner');
    case 'available':
      return i18n.t('Available');
    case 'reservedByOther':
      return i18n.t('Reserved by someone else');
    case 'onLoan':
      return i18n.t('Already on loan');
    case 'unavailable':
      return i18n.t('Not available ({{status}})', { status: componentStatusName(component.status) });
  }
}
