import type { Reservation } from '@labstock/shared';
import { i18n } from '../../i18n/i18n';

/** "First Last (auId)" of the reservation's loaner, for dialogs. */
export function loanerName({ loaner }: Reservation): string {
  return loaner ? `${loaner.firstName} ${loaner.lastName} (${loaner.auId})` : i18n.t('an unknown loaner');
}
