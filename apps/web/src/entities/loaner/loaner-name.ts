import type { Loaner } from '@labstock/shared';

type NamedLoaner = Pick<Loaner, 'firstName' | 'lastName' | 'auId'>;

/**
 * How Labstock names a loaner: "First Last", or the AU id of one without a name; empty for a loan or reservation
 * whose loaner is not shown (null). `withAuId` adds the AU id, "First Last (au123456)", where two loaners of one
 * name must be told apart (a hand-out, a deletion).
 */
export function loanerName(loaner: NamedLoaner | null, { withAuId = false } = {}): string {
  if (!loaner) return '';
  const name = `${loaner.firstName} ${loaner.lastName}`.trim();
  if (!name) return loaner.auId;
  return withAuId ? `${name} (${loaner.auId})` : name;
}
