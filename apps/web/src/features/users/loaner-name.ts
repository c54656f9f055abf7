import type { Loaner } from '@labstock/shared';

/** How a user is named in the table, the buttons' labels and the confirmation. */
export function loanerName(loaner: Loaner): string {
  return `${loaner.firstName} ${loaner.lastName}`.trim() || loaner.auId;
}
