import type { Loan } from '@labstock/shared';

/** "First Last" of the loan's loaner; empty when the loaner is gone. */
export function loanerFullName({ loaner }: Loan): string {
  return loaner ? `${loaner.firstName} ${loaner.lastName}` : '';
}
