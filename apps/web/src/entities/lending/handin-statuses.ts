import { ComponentStatus, type Loan, manuallySettableStatuses } from '@labstock/shared';

/** The statuses a Clerk may hand a component in as (spec §4: not Loaned nor ReservedLoaner), in status order. */
export const handinStatuses: readonly ComponentStatus[] = [...manuallySettableStatuses].sort((a, b) => a - b);

/** The status a hand-in starts from, the Clerk free to choose another: Defect when faults were reported on the loan. */
export const defaultHandinStatus = (loan: Pick<Loan, 'faultReports'>): ComponentStatus =>
  loan.faultReports.length > 0 ? ComponentStatus.Defect : ComponentStatus.Available;
