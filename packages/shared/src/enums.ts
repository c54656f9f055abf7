/** Status of one physical component (spec §4). The numbers are the wire values. */
export const ComponentStatus = {
  Available: 0,
  ReservedLoaner: 1,
  ReservedAdmin: 2,
  Loaned: 3,
  Defect: 4,
  Trashed: 5,
  Lost: 6,
  NeverReturned: 7,
} as const;
export type ComponentStatus = (typeof ComponentStatus)[keyof typeof ComponentStatus];

export const componentStatusNames: Record<ComponentStatus, string> = {
  0: 'Available',
  1: 'ReservedLoaner',
  2: 'ReservedAdmin',
  3: 'Loaned',
  4: 'Defect',
  5: 'Trashed',
  6: 'Lost',
  7: 'NeverReturned',
};

/**
 * Statuses owned by the reservation and loan flows: never set by hand, never chosen on hand-in. The server's status
 * machine (modules/lending/status-machine.ts) decides with them; the web app offers only what it allows.
 */
export const flowOwnedStatuses: readonly ComponentStatus[] = [ComponentStatus.ReservedLoaner, ComponentStatus.Loaned];

/** Statuses an Admin may pick in the component edit form, and a Clerk on hand-in. */
export const manuallySettableStatuses: readonly ComponentStatus[] = [
  ComponentStatus.Available,
  ComponentStatus.Defect,
  ComponentStatus.Lost,
  ComponentStatus.NeverReturned,
  ComponentStatus.ReservedAdmin,
  ComponentStatus.Trashed,
];

/** Units gone from the lab: nothing is lent, reported or calibrated of them. */
export const outOfTheLabStatuses: readonly ComponentStatus[] = [
  ComponentStatus.Trashed,
  ComponentStatus.Lost,
  ComponentStatus.NeverReturned,
];

export const ComponentTypeStatus = { Available: 0, ReservedAdmin: 1 } as const;
export type ComponentTypeStatus = (typeof ComponentTypeStatus)[keyof typeof ComponentTypeStatus];

export const componentTypeStatusNames: Record<ComponentTypeStatus, string> = {
  0: 'Available',
  1: 'ReservedAdmin',
};

/**
 * What a component type is (LAB.md "Consumables"): numbered units that are lent and come back (the spec's model), or
 * a consumable whose stock is counted in a unit and taken, not returned.
 */
export const ComponentTypeKind = { Unit: 'Unit', Consumable: 'Consumable' } as const;
export type ComponentTypeKind = (typeof ComponentTypeKind)[keyof typeof ComponentTypeKind];
export const allComponentTypeKinds: readonly ComponentTypeKind[] = [
  ComponentTypeKind.Unit,
  ComponentTypeKind.Consumable,
];

/** A consumable's stock movement: stock received (+), issued to a loaner (−), or counted at a stocktake (±). */
export const StockMovementKind = { Receive: 'Receive', Issue: 'Issue', Count: 'Count' } as const;
export type StockMovementKind = (typeof StockMovementKind)[keyof typeof StockMovementKind];
export const allStockMovementKinds: readonly StockMovementKind[] = [
  StockMovementKind.Receive,
  StockMovementKind.Issue,
  StockMovementKind.Count,
];

export const EmailStatus = { Failed: 0, Sent: 1 } as const;
export type EmailStatus = (typeof EmailStatus)[keyof typeof EmailStatus];

export const RoleName = { Loaner: 'Loaner', Clerk: 'Clerk', Admin: 'Admin' } as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];
export const allRoleNames: readonly RoleName[] = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin];

/** The language of a user's screens and e-mails. English is the spec's; Danish its translation. */
export const Language = { English: 'en', Danish: 'da' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const allLanguages: readonly Language[] = [Language.English, Language.Danish];

export const EnvironmentName = { Development: 'Development', Test: 'Test', Production: 'Production' } as const;
export type EnvironmentName = (typeof EnvironmentName)[keyof typeof EnvironmentName];

/** What an activity log entry records (the history of reservations, loans and the catalogue). */
export const ActivityKind = {
  ReservationCreated: 'reservation-created',
  ReservationDeleted: 'reservation-deleted',
  ReservationExpired: 'reservation-expired',
  LoanHandedOut: 'loan-handed-out',
  LoanHandedIn: 'loan-handed-in',
  ComponentAdded: 'component-added',
  ComponentEdited: 'component-edited',
  ComponentStatusChanged: 'component-status-changed',
  ComponentDeleted: 'component-deleted',
  ComponentTypeAdded: 'component-type-added',
  ComponentTypeEdited: 'component-type-edited',
  ComponentTypeDeleted: 'component-type-deleted',
  /** A unit handed to the first loaner of the type's waiting list as a held reservation. */
  WaitlistServed: 'waitlist-served',
  /** A loan's return date moved later: granted at once by the rules, or approved by a Clerk. */
  LoanExtended: 'loan-extended',
  ExtensionRequested: 'extension-requested',
  ExtensionDeclined: 'extension-declined',
  /** A booking cancelled before collection: one entry per unit it had set aside, which goes back on the shelf. */
  BookingCancelled: 'booking-cancelled',
  /** Stock of a consumable delivered to the lab (a Receive movement). */
  StockReceived: 'stock-received',
  /** A consumable's stock counted at a stocktake (a Count movement), with the reason. */
  StockCounted: 'stock-counted',
  /** Someone reported a fault on a unit (LAB.md "Faults and repairs"). */
  FaultReported: 'fault-reported',
  /** A unit became Defect and got a repair ticket. */
  RepairOpened: 'repair-opened',
  /** A repair ticket moved a step: InRepair, Fixed or Scrapped. */
  RepairStepped: 'repair-stepped',
  RepairNoted: 'repair-noted',
  RepairCosted: 'repair-costed',
  /** A calibration recorded for a unit, with its new due day (LAB.md "Calibration"). */
  CalibrationRecorded: 'calibration-recorded',
  /** The Admin wrote a new version of the lab's rules, or removed them (LAB.md "Lab rules"). */
  RulesChanged: 'rules-changed',
  /** A loaner accepted a version of the rules: in the app, or on paper as a Clerk recorded it. */
  RulesAccepted: 'rules-accepted',
  /** A qualification granted (or granted again) to a loaner, with its days (LAB.md "Qualifications"). */
  QualificationGranted: 'qualification-granted',
  /** A loaner's grant of a qualification revoked. */
  QualificationRevoked: 'qualification-revoked',
  /** The roles a loaner holds from the organisation changed at their sign-in (LAB.md "The organisation's identity"). */
  OrganisationRolesChanged: 'organisation-roles-changed',
} as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];
