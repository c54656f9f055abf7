import type { Reservation } from '@labstock/shared';

/** "First Last (auId)" of the reservation's loaner, for dialogs. */
export function loanerName({ loaner }: Reservation): string {
  return loaner ? `${loaner.firstName} ${loaner.lastName} (${loaner.auId})` : 'an unknown loaner';
}
