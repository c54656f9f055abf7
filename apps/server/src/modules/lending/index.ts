/**
 * Lending's one door (decision 045-lending-has-one-door): other modules, jobs and the app reach lending only
 * through what this file exports: its routes, its services and the types and texts they need, never its
 * repositories. The import rule `lending-only-through-its-door` (.dependency-cruiser.cjs) keeps it so.
 */

export { availabilityRoutes } from './availability.routes.js';
export { availabilityDuring, availabilityOfTypesDuring } from './availability.service.js';
export { bookingsRoutes } from './bookings.routes.js';
export { endBookingsOver, markBookingsAtRisk, setAsideForBookings } from './bookings.service.js';
export { extensionsRoutes } from './extensions.routes.js';
export { cancelBookingsOfLeaver } from './leaver-bookings.service.js';
export type { LendingContext } from './lending-context.js';
export { type LendingFigures, lendingFiguresNow } from './lending-figures.service.js';
export { lendingMessages } from './lending-messages.js';
export { lendingPolicyRoutes } from './lending-policy.routes.js';
export { lendingPolicy } from './lending-policy.service.js';
export { recordLoansReminded } from './loan-reminders.service.js';
export { type LoanerSummaryRow, loanerSummaryColumns, toLoaner, toLoanerSummary } from './loaner-summary.js';
export { loansRoutes } from './loans.routes.js';
export { expiryCutoff, pickUpDay } from './pick-up-window.js';
export { reservableNow, reservableNowOfTypes } from './reservable-stock.js';
export { reservationsRoutes } from './reservations.routes.js';
export { expireReservations } from './reservations.service.js';
export { assertReturnDateAllowed, longestReturnDate } from './return-date.js';
export { decideStatusChange } from './status-machine.js';
export { liveBookingsOfType } from './type-deletion.js';
export { assertMayHaveComponents, consumablesAmong, lendingHoldsOnType } from './type-kind.js';
export { recordCalibrationOfUnit, rewriteCalibrationDueOfType } from './unit-calibration.service.js';
export { endRepairOfUnit, reportFaultOnUnit } from './unit-repairs.service.js';
export { inUnitsTransaction, type UnitsTransaction } from './unit-writes.js';
export { waitlistRoutes } from './waitlist.routes.js';
export { serveEveryWaitingList } from './waitlist.service.js';
