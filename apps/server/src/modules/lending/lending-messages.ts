import {
  type ComponentStatus,
  componentStatusNames,
  type LimitRefusalKey,
  type LimitRefusalValues,
  limitRefusalTemplates,
  limitRefusalText,
  messages,
} from '@labstock/shared';
import { displayDate } from '../mail/templates/index.js';

/** A limit's refusal as the web app also words it before asking (shared `lending-limits`). */
const limitText = (key: LimitRefusalKey, values: LimitRefusalValues = {}) =>
  limitRefusalText({ template: limitRefusalTemplates[key], values });

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Every text lending answers with, in one place: a rule is found by its message. The overdue refusal and the
 * limits' refusals are also shown by the web app on its own, so they live in the shared package and are only named
 * here.
 */
export const lendingMessages = {
  // Reserve and cancel
  componentTypeNotFound: 'Component type not found.',
  typeReservedByLab: 'This component type is reserved by the lab and cannot be reserved.',
  // Consumables (LAB.md "Consumables")
  consumableNotLent:
    'This component type is a consumable: it is issued from its stock at the counter, not reserved, booked or waited for.',
  consumableHasNoComponents: (name: string) =>
    `Component type "${name}" is a consumable: it has no numbered components, only a stock that stock movements count.`,
  noneAvailable: 'No component of this type is available to reserve.',
  unitsBookedAhead: 'The units on the shelf are booked ahead: none can be reserved now.',
  othersWaiting: 'Others are waiting for this type: join the waiting list.',
  tooManyReservations: (max: number) => limitText('tooManyReservations', { count: max }),
  reserveWhileOverdue: 'You have an overdue loan: hand it in before you reserve.',
  reservationNotFound: 'Reservation not found.',
  // Waiting list (LENDING.md "Waiting list")
  reservableNow: 'A unit of this type can be reserved now: reserve it instead of waiting.',
  alreadyWaiting: 'You are already on the waiting list for this type.',
  waitlistEntryNotFound: 'Waiting list entry not found.',
  // Hand-out
  componentNotFound: 'Component not found.',
  loanerNotFound: 'Loaner not found.',
  reservationMismatch: 'The reservation is for another component or loaner.',
  componentNotAvailable: 'Component is not available',
  loanerHasOverdueLoans: messages.loanerHasOverdueLoans,
  handoutBreaksBooking: (firstDay: string, latest: string | undefined) =>
    latest === undefined
      ? `This would leave too few units for a booking on ${displayDate(firstDay)}: the units are booked ahead.`
      : `This would leave too few units for a booking on ${displayDate(firstDay)}: the latest return date that works is ${displayDate(latest)}.`,
  neededForBooking: (firstDay: string) => `Needed for a booking on ${displayDate(firstDay)}`,
  // The counter: why a batch stops, and why each component or loan in it does (LENDING.md "Counter")
  batchHandoutRefused: 'Nothing was handed out: the components listed cannot go to this loaner.',
  reservedByAnotherLoaner: 'Reserved by another loaner',
  alreadyOnLoan: 'Already on loan',
  notAvailableAs: (status: ComponentStatus) => `Not available (${componentStatusNames[status]})`,
  batchHandinRefused: 'Nothing was handed in: the loans listed cannot be taken back.',
  // Return dates (a hand-out's, and the default the Admin sets)
  handinDateInPast: 'The handin date cannot be before today.',
  handinDateBeyondLimit: (maxLoanDays: number, latest: string) =>
    `A loan can last at most ${maxLoanDays} days: choose a handin date on or before ${displayDate(latest)}.`,
  // Hand-in
  loanNotFound: 'Loan not found.',
  loanAlreadyReturned: 'This loan has already been handed in.',
  handinStatusNotAllowed: 'A component cannot be handed in as ReservedLoaner or Loaned.',
  // Status changes by hand and by CSV import (spec §4)
  statusLockedByFlow: 'The status of a reserved or loaned component cannot be changed by hand',
  statusNotSettable: (status: ComponentStatus) =>
    `A component cannot be set to ${componentStatusNames[status]} by hand; only reservations and loans do that.`,
  statusNotStartable: (status: ComponentStatus) =>
    `A new component cannot start as ${componentStatusNames[status]}; choose Available, ReservedAdmin, Defect, Trashed, Lost or NeverReturned.`,
  importedAsAvailable: 'Comes in Available: reservations and loans are not imported',
  // Faults and repairs (LAB.md "Faults and repairs")
  faultOnMissingUnit: (status: ComponentStatus) =>
    `This component is ${componentStatusNames[status]}: it is not in the lab, so no fault can be reported on it.`,
  repairedUnitNotDefect: (status: ComponentStatus) =>
    `This component is ${componentStatusNames[status]}, not Defect: its repair cannot end it.`,
  // Calibration (LAB.md "Calibration"): a calibration recorded, and the claim guard's refusal of a unit held on or
  // after its due day
  calibrationInFuture: (today: string) =>
    `A calibration cannot be recorded ahead: choose a date on or before today (${displayDate(today)}).`,
  calibrationBeforeLatest: (latest: string) =>
    `The unit's latest calibration was on ${displayDate(latest)}: record a calibration on or after it.`,
  heldPastCalibration: (
    unit: { componentName: string; componentNumber: number; calibrationDueOn: string },
    latest: string | undefined,
    today: string,
  ) => {
    const name = `${unit.componentName} No. ${unit.componentNumber}`;
    const dueOn = unit.calibrationDueOn;
    if (dueOn <= today)
      return `${name} fell due for calibration on ${displayDate(dueOn)}: it cannot be lent until it is calibrated again.`;
    return latest === undefined
      ? `${name} is due for calibration on ${displayDate(dueOn)}: its loan cannot run any longer.`
      : `${name} is due for calibration on ${displayDate(dueOn)}: it can be lent until ${displayDate(latest)} at the latest.`;
  },
  // The lab's rules (LAB.md "Lab rules"): nothing is lent to a loaner who has not accepted the current version; the
  // student is told what to do, the Clerk at the counter whom it concerns
  rulesNotAccepted: (version: number) =>
    `Accept the lab's rules before you borrow: read them (version ${version}) in Labstock and accept them.`,
  loanerRulesNotAccepted: (loanerName: string) =>
    `${loanerName} has not accepted the lab rules: they can accept them in Labstock, or you record their acceptance on paper.`,
  // Qualifications (LAB.md "Qualifications"): what the borrower lacks for each type, told to them or to the Clerk
  missingQualifications: (borrower: string | null, needs: readonly { typeName: string; names: string[] }[]) => {
    const what = needs.map(({ typeName, names }) => `${listed(names)} to borrow ${typeName}`).join(', and ');
    return borrower === null
      ? `You need ${what}. Ask for the training on the component's page or at the counter.`
      : `${borrower} needs ${what}. They can ask for the training on the component's page; grant it once they have had it.`;
  },
  // Bookings ahead (LENDING.md "Bookings ahead", "Limits")
  bookingNotFound: 'Booking not found.',
  bookingNotOpen: 'This booking has already been collected, cancelled or has expired.',
  bookingForOthersOnly: 'Only Clerks and Admins can book for another loaner.',
  bookingStartsInPast: limitText('bookingStartsInPast'),
  bookingEndsBeforeStart: limitText('bookingEndsBeforeStart'),
  bookingTooFarAhead: (leadDays: number, latest: string) =>
    limitText('bookingTooFarAhead', { count: leadDays, date: latest }),
  bookingTooLong: (maxDays: number, latestTo: string) =>
    limitText('bookingTooLong', { count: maxDays, date: latestTo }),
  bookingTooMany: (maxQuantity: number) => limitText('bookingTooMany', { count: maxQuantity }),
  bookingWhileOverdue: 'You have an overdue loan: hand it in before you book.',
  bookingConflict: (firstDay: string, free: number, quantity: number, earliestFrom: string | undefined) =>
    `Not enough units on ${displayDate(firstDay)}: ${Math.max(free, 0)} free, ${quantity} asked.` +
    (earliestFrom === undefined
      ? ' No later period within the booking limits has them either.'
      : ` The same booking can be had from ${displayDate(earliestFrom)}.`),
  // Extensions (LENDING.md "Extensions")
  extensionNotLater: (current: string) => `Choose a return date after your current one (${displayDate(current)}).`,
  extensionDateInPast: 'The new return date cannot be before today.',
  extensionBeyondLimit: (maxLoanDays: number, latest: string) =>
    `A loan can last at most ${maxLoanDays} days: choose a return date on or before ${displayDate(latest)}.`,
  extensionLongestLoanReached: (maxLoanDays: number) =>
    `Your loan already runs as long as a loan can (${maxLoanDays} days): it cannot be extended.`,
  extensionBreaksBooking: (firstDay: string, latest: string | undefined) =>
    latest === undefined
      ? `A booking needs this component from ${displayDate(firstDay)}: the loan cannot be extended.`
      : `A booking needs this component from ${displayDate(firstDay)}: the latest return date possible is ${displayDate(latest)}.`,
  extensionAlreadyAsked: "You have already asked to extend this loan: wait for the lab's answer before you ask again.",
  extensionRequestNotFound: 'Extension request not found.',
  extensionAlreadyDecided: 'This request has already been approved or declined.',
  extensionDatePassed: (requested: string) =>
    `The date asked for (${displayDate(requested)}) has passed: decline the request, and the loaner can ask again.`,
  extensionBeyondLongestLoan: (requested: string, latest: string) =>
    `The date asked for (${displayDate(requested)}) is later than a loan can last (${displayDate(latest)}): decline the request, and the loaner can ask again.`,
  // Availability by day
  availabilityEndsBeforeStart: 'The end date cannot be before the start date.',
  availabilityTooLong: (maxDays: number) => `Availability is given for at most ${maxDays} days at a time.`,
  availabilityStartsInPast: (today: string) =>
    `Availability is known from today (${displayDate(today)}) on: choose a start date on or after it.`,
} as const;
