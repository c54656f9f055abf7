/**
 * The lending limits of LENDING.md ("Limits"), which the lab's Admin is to set. Until that setting exists
 * every rule reads them here, so the setting replaces this one function and nothing else.
 */
export interface LendingLimits {
  /** The furthest return date a loan may get, in days after the lab's today. */
  maxLoanDays: number;
}

export const DEFAULT_LENDING_LIMITS: Readonly<LendingLimits> = { maxLoanDays: 180 };

/** The limits in force. */
export function lendingLimits(): Readonly<LendingLimits> {
  return DEFAULT_LENDING_LIMITS;
}
