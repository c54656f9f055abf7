import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const componentTypes = pgTable(
  'component_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    info: text('info'),
    location: varchar('location', { length: 200 }),
    datasheet: varchar('datasheet', { length: 1000 }),
    wikiLink: varchar('wiki_link', { length: 1000 }),
    manufacturer: varchar('manufacturer', { length: 200 }),
    adminComment: text('admin_comment'),
    /** 0 Available, 1 ReservedAdmin (spec §4). */
    status: smallint('status').notNull().default(0),
    image: bytea('image'),
    /** Hash of the image bytes: the ETag of GET ComponentTypes/{id}/image. */
    imageEtag: varchar('image_etag', { length: 64 }),
    esimageId: integer('esimage_id'),
    createdAt: createdAt(),
    /**
     * What the browse search looks in: name and description, lower-cased, apart by a unit separator (U+001F)
     * that no typed search holds, so that no match spans the two.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(31) || lower(coalesce(info, ''))`),
    /** The type's categories, kept by triggers on component_type_categories (migration 0008), for the browse filter. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    /** ComponentTypeKind: Unit (lent, the spec's model) or Consumable (LAB.md "Consumables"). */
    kind: varchar('kind', { length: 20 }).notNull().default('Unit'),
    /** A consumable's unit of stock (pcs, m, g); null for a lent type. */
    stockUnit: varchar('stock_unit', { length: 20 }),
    /** A consumable's stock: the sum of its stock_movements, written with each movement under the type's lock. */
    quantityInStock: integer('quantity_in_stock').notNull().default(0),
    /** At or below this stock a consumable is low and a movement that takes it there sends the notice. */
    reorderLevel: integer('reorder_level'),
    /** What the reorder list suggests ordering of a low consumable. */
    reorderQuantity: integer('reorder_quantity'),
    /** Whether a Loaner may record what they took of a consumable themselves. */
    selfService: boolean('self_service').notNull().default(false),
    /** Days from a unit's calibration to its next (LAB.md "Calibration"); null: the type is not calibrated. */
    calibrationIntervalDays: integer('calibration_interval_days'),
  },
  (t) => [
    check('component_types_kind', sql`${t.kind} in ('Unit', 'Consumable')`),
    check('component_types_stock_not_negative', sql`${t.quantityInStock} >= 0`),
    check(
      'component_types_reorder_not_negative',
      sql`coalesce(${t.reorderLevel}, 0) >= 0 and coalesce(${t.reorderQuantity}, 0) >= 0`,
    ),
    // The Low stock list: the consumables at or below their level.
    index('component_types_low_stock')
      .on(t.name, t.id)
      .where(sql`${t.kind} = 'Consumable' and ${t.quantityInStock} <= ${t.reorderLevel}`),
    // Browse (spec §2): substring search and category filter answered together by one index.
    index('component_types_browse').using('gin', sql`${t.searchText} gin_trgm_ops`, t.categoryIds),
    // Case-insensitive substring search on the name alone, by the lending lists; fold_case: migration 0004.
    index('component_types_name_trgm').using('gin', sql`fold_case(${t.name}) gin_trgm_ops`),
    index('component_types_name_id').on(t.name, t.id),
    // Statistics, "Never booked components" by location: the page walks the types in that order until it is full.
    index('component_types_location_id').on(t.location, t.id),
    check(
      'component_types_calibration_interval',
      sql`${t.calibrationIntervalDays} is null or ${t.calibrationIntervalDays} between 1 and 3650`,
    ),
    // The Calibration list and the calibration notice: the types that are calibrated at all.
    index('component_types_calibrated').on(t.id).where(sql`${t.calibrationIntervalDays} is not null`),
  ],
);

export const componentTypeCategories = pgTable(
  'component_type_categories',
  {
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.componentTypeId, t.categoryId] }),
    index('component_type_categories_category').on(t.categoryId, t.componentTypeId),
  ],
);

export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    componentNumber: integer('component_number').notNull(),
    serialNo: varchar('serial_no', { length: 100 }),
    /** ComponentStatus 0–7 (spec §4). */
    status: smallint('status').notNull().default(0),
    adminComment: text('admin_comment'),
    userComment: text('user_comment'),
    createdAt: createdAt(),
    /** The date of the unit's latest calibration (its calibrations' latest); null: never calibrated. */
    calibratedOn: date('calibrated_on', { mode: 'string' }),
    /**
     * The lab day from which the unit is not lendable until calibrated again: its latest calibration plus its
     * type's interval, kept by the writes of either (lending-definitions.ts, calibrationDueOnSql); null: not due.
     */
    calibrationDueOn: date('calibration_due_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('components_type_number_uq').on(t.componentTypeId, t.componentNumber),
    index('components_type_status').on(t.componentTypeId, t.status),
    index('components_serial_trgm').using('gin', sql`lower(coalesce(${t.serialNo}, '')) gin_trgm_ops`),
    // The Calibration list, the calibration notice and the statistics: the units by due day.
    index('components_calibration_due').on(t.calibrationDueOn, t.id).where(sql`${t.calibrationDueOn} is not null`),
  ],
);

/** A loaner's AU id and "first last", lower-cased, apart by a unit separator (U+001F) that no typed search holds. */
const auIdAndFullNameText = sql`lower(au_id) || chr(31) || lower(first_name || ' ' || last_name)`;

export const loaners = pgTable(
  'loaners',
  {
    id: serial('id').primaryKey(),
    /** The AU id: the part of the sign-in username before the @, lower-cased. */
    auId: varchar('au_id', { length: 50 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    studentNo: varchar('student_no', { length: 30 }),
    staffInitials: varchar('staff_initials', { length: 30 }),
    mobileNo: varchar('mobile_no', { length: 30 }),
    email: varchar('email', { length: 254 }),
    /** The language of the user's screens and e-mails: 'en' or 'da' (Language). */
    language: varchar('language', { length: 2, enum: ['en', 'da'] })
      .notNull()
      .default('en'),
    /**
     * The secret in the address of the user's private calendar feed (GET calendar/{secret}.ics); null until they
     * first ask for the address, and replaced when they renew it.
     */
    calendarSecret: varchar('calendar_secret', { length: 64 }),
    createdAt: createdAt(),
    /** What the Clerk's searches of reservations and bookings look in. */
    lendingSearchText: text('lending_search_text').notNull().generatedAlwaysAs(auIdAndFullNameText),
    /** What the Clerk's search of active loans looks in: the same, then the student number. */
    loanSearchText: text('loan_search_text')
      .notNull()
      .generatedAlwaysAs(sql`${auIdAndFullNameText} || chr(31) || lower(coalesce(student_no, ''))`),
    /**
     * What the Admin's search of users looks in: "first last", the AU id and the e-mail, then the student number,
     * lower-cased, apart by a unit separator (U+001F) that no typed search holds.
     */
    userSearchText: text('user_search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || au_id || ' ' || coalesce(email, '')) || chr(31) || lower(coalesce(student_no, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('loaners_au_id_uq').on(t.auId),
    uniqueIndex('loaners_calendar_secret_uq').on(t.calendarSecret),
    check('loaners_language_check', sql`${t.language} in ('en', 'da')`),
    // GET Loaners: its search, and its pages in name order.
    index('loaners_user_search').using('gin', sql`${t.userSearchText} gin_trgm_ops`),
    index('loaners_name_order').on(t.firstName, t.lastName, t.id),
    // The Clerk's searches of reservations and bookings, and of active loans.
    index('loaners_lending_search').using('gin', sql`${t.lendingSearchText} gin_trgm_ops`),
    index('loaners_loan_search').using('gin', sql`${t.loanSearchText} gin_trgm_ops`),
    // The same searches walking the loaners in id order beside their rows: the text is checked from the index
    // alone (migrations 0023 and 0024).
    index('loaners_id_lending_search').on(t.id, t.lendingSearchText),
    index('loaners_id_loan_search').on(t.id, t.loanSearchText),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
});

export const loanerRoles = pgTable(
  'loaner_roles',
  {
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** Given by an Admin (or by registration): stays until an Admin takes it away. */
    byHand: boolean('by_hand').notNull().default(true),
    /**
     * Given by the organisation's identity (OIDC_ROLE_MAP) at the last sign-in: taken away at the sign-in whose
     * token no longer maps to it. A role both given by hand and from the organisation keeps its one row.
     */
    fromOrganisation: boolean('from_organisation').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.loanerId, t.roleId] }),
    index('loaner_roles_role').on(t.roleId),
    // A role nobody gives any more is no row at all.
    check('loaner_roles_given', sql`${t.byHand} or ${t.fromOrganisation}`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    reservationDate: timestamp('reservation_date', { withTimezone: true }).notNull().defaultNow(),
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'restrict' }),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'restrict' }),
    /**
     * The component's type, copied by a trigger whenever the row is written (migration 0009), so that a search
     * by type name reads no components. Left out of inserts; null only where the component is gone.
     */
    componentTypeId: integer('component_type_id'),
    /** The booking ahead this unit is set aside for (LENDING.md "Bookings ahead"); null for a spec Reserve. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Handed to the loaner as the first in the type's waiting list (LENDING.md "Waiting list"), not reserved by them. */
    fromWaitlist: boolean('from_waitlist').notNull().default(false),
  },
  (t) => [
    index('reservations_booking').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    // A component is held by at most one open reservation.
    uniqueIndex('reservations_component_uq').on(t.componentId),
    // A loaner's reservations; a search's count reads their ids here, without visiting the rows (migration 0022).
    index('reservations_loaner').on(t.loanerId, t.id),
    // The Clerk's list in its order, ties by id: a search that matches many walks it until its page is full.
    index('reservations_date').on(t.reservationDate, t.id),
    // Counting a type's open reservations for component_type_stock.
    index('reservations_type').on(t.componentTypeId),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    /** Null once the loaner is deleted: the loan stays as history. */
    loanerId: integer('loaner_id').references(() => loaners.id, { onDelete: 'set null' }),
    /** Null once the component is deleted: the loan stays as history. */
    componentId: integer('component_id').references(() => components.id, { onDelete: 'set null' }),
    /**
     * The component's type, copied by a trigger whenever the row is written (migration 0009), so that a search
     * by type name reads no components. Left out of inserts; null only where the component is gone.
     */
    componentTypeId: integer('component_type_id'),
    loanDate: timestamp('loan_date', { withTimezone: true }).notNull().defaultNow(),
    /** The agreed hand-in date: a calendar date in the lab's time zone. */
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    /** When the component came back; null while the loan is active. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The status the component was handed in with. */
    returnedStatus: smallint('returned_status'),
    isEmailSent: boolean('is_email_sent').notNull().default(false),
    lastEmailSend: timestamp('last_email_send', { withTimezone: true }),
    /** The booking ahead it collected a unit of; null for any other hand-out. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** How many times its return date was moved later (LENDING.md "Extensions"), at once or by a Clerk. */
    extensions: integer('extensions').notNull().default(0),
  },
  (t) => [
    index('loans_booking').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    // A component is on at most one active loan.
    uniqueIndex('loans_active_component_uq').on(t.componentId).where(sql`${t.returnedAt} is null`),
    index('loans_active_loaner').on(t.loanerId, t.returnDate).where(sql`${t.returnedAt} is null`),
    // As reservations_date, for the Clerk's list of active loans.
    index('loans_active_return_date').on(t.returnDate, t.id).where(sql`${t.returnedAt} is null`),
    index('loans_component_history').on(t.componentId, t.loanDate),
    index('loans_loan_date').on(t.loanDate),
    // A loaner's loan history, the latest returned first.
    index('loans_returned_by_loaner').on(t.loanerId, t.returnedAt).where(sql`${t.returnedAt} is not null`),
    // When a type was last lent (infinity while a unit is out), for component_type_stock.
    index('loans_type_lent_until').on(t.componentTypeId, sql`coalesce(${t.returnedAt}, 'infinity'::timestamptz)`),
  ],
);

/**
 * Bookings ahead (LENDING.md "Bookings ahead"): `quantity` units of a type for every lab day from `from_day`
 * through `to_day`. A live one (Booked or Ready) claims its units not yet collected on each of those days.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** Whom the units are for. Null once the loaner is deleted: the booking stays as history. */
    loanerId: integer('loaner_id').references(() => loaners.id, { onDelete: 'set null' }),
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** BookingStatus. */
    status: varchar('status', { length: 12 }).notNull().default('Booked'),
    /** Who made it: the loaner themselves, or the Clerk or Admin who booked for them. */
    bookedBy: integer('booked_by').references(() => loaners.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When its units were set aside (it became Ready); its pick-up window runs from here. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When it was collected in full, cancelled or expired. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Some day of its period lacks units it claims (a unit broke, a loan came back late): the at-risk job keeps it
     * within a minute, and tells the booker the day it is first found.
     */
    atRisk: boolean('at_risk').notNull().default(false),
  },
  (t) => [
    check('bookings_quantity_check', sql`${t.quantity} > 0`),
    check('bookings_period_check', sql`${t.toDay} >= ${t.fromDay}`),
    check('bookings_status_check', sql`${t.status} in ('Booked', 'Ready', 'Collected', 'Cancelled', 'Expired')`),
    // The claims on a type's days: its live bookings.
    index('bookings_live_type').on(t.componentTypeId, t.toDay).where(sql`${t.status} in ('Booked', 'Ready')`),
    // The jobs: bookings whose first day has come, or whose pick-up window or period has ended.
    index('bookings_live_from').on(t.fromDay).where(sql`${t.status} in ('Booked', 'Ready')`),
    // A loaner's bookings, the latest first.
    index('bookings_loaner').on(t.loanerId, t.fromDay),
    index('bookings_from').on(t.fromDay, t.id),
    // The last day any booking of a type ran to, for component_type_stock.
    index('bookings_type_to_day').on(t.componentTypeId, t.toDay),
  ],
);

/**
 * The waiting lists (LENDING.md "Waiting list"): one row per loaner waiting for a type, first come first served
 * by `id` (joins lock the type, so ids follow the order of joining). A row leaves when its loaner is served or leaves.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per type: a loaner waits in one place.
    uniqueIndex('waitlist_entries_type_loaner_uq').on(t.componentTypeId, t.loanerId),
    // The queue of a type in order, and the count ahead of an entry.
    index('waitlist_entries_queue').on(t.componentTypeId, t.id),
    index('waitlist_entries_loaner').on(t.loanerId),
  ],
);

/**
 * Requests for a later return date (LENDING.md "Extensions"). Every ask leaves a row: granted at once (Approved
 * with no `decided_by`), or Pending until a Clerk approves or declines it with a reason.
 */
export const extensionRequests = pgTable(
  'extension_requests',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** The return date before the ask, and the one asked for. */
    previousReturnDate: date('previous_return_date', { mode: 'string' }).notNull(),
    requestedReturnDate: date('requested_return_date', { mode: 'string' }).notNull(),
    /** ExtensionStatus. */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    /** The Clerk's reason for a decision (required to decline). */
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The Clerk or Admin who decided; null for one granted at once by the rules. */
    decidedBy: integer('decided_by').references(() => loaners.id, { onDelete: 'set null' }),
    /**
     * When the loan was handed in while the request still waited: it waits for nobody since, and no list shows it.
     * Set by the hand-in, so that the Clerk's queue is read from its own index without visiting each loan.
     */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
  },
  (t) => [
    check('extension_requests_status_check', sql`${t.status} in ('Pending', 'Approved', 'Declined')`),
    // A loan has at most one request waiting for a Clerk.
    uniqueIndex('extension_requests_pending_loan_uq').on(t.loanId).where(sql`${t.status} = 'Pending'`),
    // The Clerk's list, oldest first, and its count: the requests that have not lapsed.
    index('extension_requests_listed').on(t.status, t.id).where(sql`${t.lapsedAt} is null`),
    index('extension_requests_loan').on(t.loanId),
  ],
);

/**
 * A unit's repair ticket (LAB.md "Faults and repairs", decision 053): one per spell of the unit in Defect, opened
 * when it becomes Defect and closed when it leaves. At most one of a unit's tickets is open (Open or InRepair).
 */
export const repairTickets = pgTable(
  'repair_tickets',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    /** RepairStatus. */
    status: varchar('status', { length: 20 }).notNull().default('Open'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('repair_tickets_status', sql`${t.status} in ('Open', 'InRepair', 'Fixed', 'Scrapped')`),
    check('repair_tickets_closed', sql`(${t.status} in ('Open', 'InRepair')) = (${t.closedAt} is null)`),
    uniqueIndex('repair_tickets_one_open_per_component')
      .on(t.componentId)
      .where(sql`${t.status} in ('Open', 'InRepair')`),
    // The Repairs screen: oldest first, by status.
    index('repair_tickets_status_opened').on(t.status, t.openedAt, t.id),
    index('repair_tickets_opened').on(t.openedAt, t.id),
  ],
);

/** What Clerks and Admins wrote on a ticket, in order; never changed once written. */
export const repairNotes = pgTable(
  'repair_notes',
  {
    id: serial('id').primaryKey(),
    repairTicketId: integer('repair_ticket_id')
      .notNull()
      .references(() => repairTickets.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Who wrote it; null once they are deleted. */
    actorId: integer('actor_id').references(() => loaners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('repair_notes_ticket').on(t.repairTicketId, t.id)],
);

/**
 * A fault someone reported on a unit, with an optional photo (a JPEG as type images are). It joins the unit's
 * ticket when the unit is or becomes Defect; until then (a unit on loan) it waits for the hand-in. It is settled
 * when its ticket closes, or when the unit is handed in as anything but Defect.
 */
export const faultReports = pgTable(
  'fault_reports',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    image: bytea('image'),
    imageEtag: varchar('image_etag', { length: 64 }),
    /** Who reported it; null once they are deleted. */
    reportedBy: integer('reported_by').references(() => loaners.id, { onDelete: 'set null' }),
    repairTicketId: integer('repair_ticket_id').references(() => repairTickets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('fault_reports_open_of_component').on(t.componentId).where(sql`${t.settledAt} is null`),
    index('fault_reports_ticket').on(t.repairTicketId),
  ],
);

/** One row (id 1): the default hand-in date offered on hand-out, and the lending limits (LendingPolicy). */
export const loanSettings = pgTable('loan_settings', {
  id: smallint('id').primaryKey().default(1),
  defaultReturnDate: date('default_return_date', { mode: 'string' }),
  maxOpenReservations: integer('max_open_reservations').notNull().default(5),
  maxExtensions: integer('max_extensions').notNull().default(2),
  maxLoanDays: integer('max_loan_days').notNull().default(180),
  maxBookingLeadDays: integer('max_booking_lead_days').notNull().default(120),
  maxBookingDays: integer('max_booking_days').notNull().default(60),
  maxBookingQuantity: integer('max_booking_quantity').notNull().default(5),
  blockReservationsWhenOverdue: boolean('block_reservations_when_overdue').notNull().default(false),
});

/**
 * A consumable's stock movements (LAB.md "Consumables"), never changed once written: its stock is their sum. A
 * movement's quantity is signed (Issue negative, Count the difference to what was counted); quantity_after is the
 * stock it left.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    /** StockMovementKind. */
    kind: varchar('kind', { length: 20 }).notNull(),
    quantity: integer('quantity').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** Who took it, for an Issue; null once the loaner is deleted. */
    loanerId: integer('loaner_id').references(() => loaners.id, { onDelete: 'set null' }),
    /** Who recorded it; null once they are deleted. */
    actorId: integer('actor_id').references(() => loaners.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_movements_kind', sql`${t.kind} in ('Receive', 'Issue', 'Count')`),
    check('stock_movements_after_not_negative', sql`${t.quantityAfter} >= 0`),
    // A type's movements, newest first; and the period's consumption per type.
    index('stock_movements_type_created').on(t.componentTypeId, t.createdAt, t.id),
    index('stock_movements_created').on(t.createdAt),
    // A loaner's own takings.
    index('stock_movements_loaner').on(t.loanerId, t.createdAt).where(sql`${t.loanerId} is not null`),
  ],
);

/** The lab's own settings (LAB.md "The lab's own settings"): one row. */
export const labSettings = pgTable('lab_settings', {
  id: smallint('id').primaryKey().default(1),
  /** The lab's name as e-mails use it. */
  name: varchar('name', { length: 200 }).notNull().default('the electronics lab'),
  /** Where the lab's notices (low stock) go; none are sent while it is null. */
  noticeEmail: varchar('notice_email', { length: 320 }),
});

/**
 * Every version of the lab's rules (LAB.md "Lab rules"), never changed once written: the latest is the current
 * one, and an empty text is the Admin removing the rules (no rules apply until a later version).
 */
export const labRules = pgTable(
  'lab_rules',
  {
    /** 1, 2, 3 … in the order written. */
    version: integer('version').primaryKey(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The Admin who wrote it; null once they are deleted. */
    createdBy: integer('created_by').references(() => loaners.id, { onDelete: 'set null' }),
  },
  (t) => [check('lab_rules_version', sql`${t.version} >= 1`)],
);

/**
 * A loaner's acceptance of a version of the rules, kept and never overwritten: a later version is a new row.
 * Accepting the same version again records nothing new. Goes with the loaner when they are deleted.
 */
export const rulesAcceptances = pgTable(
  'rules_acceptances',
  {
    id: serial('id').primaryKey(),
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => labRules.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** Accepted on paper at the counter, as a Clerk recorded it, rather than by the loaner in the app. */
    onPaper: boolean('on_paper').notNull(),
    /** The Clerk who recorded a paper acceptance; null for one in the app, and once the Clerk is deleted. */
    recordedBy: integer('recorded_by').references(() => loaners.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Lending asks for a loaner's latest acceptance; one row per loaner and version.
    uniqueIndex('rules_acceptances_loaner_version').on(t.loanerId, t.version),
    check('rules_acceptances_recorded_on_paper', sql`${t.onPaper} or ${t.recordedBy} is null`),
  ],
);

export const liveMetrics = pgTable('live_metrics', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: varchar('value', { length: 100 }).notNull(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }),
});

export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    recipientEmail: varchar('recipient_email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** 0 Failed, 1 Sent. */
    status: smallint('status').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    errorMessage: text('error_message'),
  },
  (t) => [index('email_logs_sent_at').on(t.sentAt)],
);

/** Server-held secrets generated on first boot (product token key, sign-in provider keys). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The history of reservations, loans and the catalogue, append-only: rows are only ever inserted, in the
 * transaction of the change they record. Ids are plain values, not foreign keys, so that deleting a loaner,
 * component or type leaves its history as it was; the people are recorded by name as they were then.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** An ActivityKind. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Who did it; null for the system (the reservation expiry). */
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 201 }),
    actorAuId: varchar('actor_au_id', { length: 50 }),
    /** The loaner the event concerns: whose reservation or loan. */
    loanerId: integer('loaner_id'),
    loanerName: varchar('loaner_name', { length: 201 }),
    loanerAuId: varchar('loaner_au_id', { length: 50 }),
    componentId: integer('component_id'),
    componentTypeId: integer('component_type_id'),
    loanId: integer('loan_id'),
    reservationId: integer('reservation_id'),
    /** The changed fields before and after the event. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('activity_log_at').on(t.at, t.id),
    index('activity_log_actor').on(t.actorId, t.at),
    index('activity_log_loaner').on(t.loanerId, t.at),
    index('activity_log_component').on(t.componentId, t.at),
    index('activity_log_component_type').on(t.componentTypeId, t.at),
  ],
);

/**
 * The automatic notices already sent (or being sent): a job claims a notice by inserting its row in its
 * transaction before sending, so that of several processes running the job at once only one sends it.
 */
export const noticesSent = pgTable(
  'notices_sent',
  {
    /** The notice: reservation confirmation, reservation expiry, due-soon or overdue reminder. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The reservation or loan it is about. */
    subjectId: integer('subject_id').notNull(),
    /** Which one of a repeating notice (the overdue reminder); 0 for a notice sent once. */
    occurrence: integer('occurrence').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.occurrence] })],
);

/**
 * The overdue reminder each loaner had on each of the lab's days: a sender claims the loaner's row in its
 * transaction before sending (the Emails screen's send and the scheduled reminder alike), so nobody gets the
 * reminder twice on one day, however many Admins press send on however many server processes.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    /** The reminder, as a notice kind (notices_sent.kind). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The lab's calendar day (LAB_TIME_ZONE) it went out on. */
    labDay: date('lab_day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanerId, t.kind, t.labDay] })],
);

/**
 * The runs of the Emails screen's reminder send, with their progress, so that any server process can report a
 * run and start no second one while it goes. A run whose process stopped beating its heart is over.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** How many loaners the run sends to; `sent` and `failed` count those done. */
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The database's time of the run's last sign of life, refreshed while it sends. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // At most one unfinished run: a second start conflicts with it.
  () => [uniqueIndex('reminder_runs_one_unfinished').on(sql`(true)`).where(sql`finished_at is null`)],
);

/** A calibration recorded for a unit (LAB.md "Calibration"): never changed once written. */
export const calibrations = pgTable(
  'calibrations',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    calibratedOn: date('calibrated_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The certificate's reference (its number, or where it is filed). */
    certificate: varchar('certificate', { length: 200 }),
    /** Who recorded it; null once they are deleted. */
    actorId: integer('actor_id').references(() => loaners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('calibrations_component').on(t.componentId, t.calibratedOn)],
);

/**
 * What a loaner must hold to borrow a type (LAB.md "Qualifications", decision 055): defined by an Admin, required
 * on categories and types, granted by a Clerk or Admin after the training.
 */
export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    /** Days a grant is valid from the day it is granted; null: valid without end. */
    validForDays: integer('valid_for_days'),
  },
  (t) => [
    uniqueIndex('qualifications_name_lower_uq').on(sql`lower(${t.name})`),
    check('qualifications_valid_for_days', sql`${t.validForDays} is null or ${t.validForDays} between 1 and 3650`),
  ],
);

/** A category's required qualifications: every type filed under it needs them. */
export const categoryQualifications = pgTable(
  'category_qualifications',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.qualificationId] }),
    index('category_qualifications_qualification').on(t.qualificationId),
  ],
);

/** A type's own required qualifications, beside its categories'. */
export const componentTypeQualifications = pgTable(
  'component_type_qualifications',
  {
    componentTypeId: integer('component_type_id')
      .notNull()
      .references(() => componentTypes.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.componentTypeId, t.qualificationId] }),
    index('component_type_qualifications_qualification').on(t.qualificationId),
  ],
);

/**
 * A loaner's grant of a qualification: one per loaner and qualification, replaced when granted again. Valid from
 * `granted_on` up to the day before `expires_on` (lending-definitions.ts, isGrantValidOn).
 */
export const qualificationGrants = pgTable(
  'qualification_grants',
  {
    id: serial('id').primaryKey(),
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    grantedOn: date('granted_on', { mode: 'string' }).notNull(),
    /** The first lab day it is no longer valid: granted_on plus the qualification's validity; null: without end. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The Clerk or Admin who granted it; null once they are deleted. */
    grantedBy: integer('granted_by').references(() => loaners.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('qualification_grants_loaner_qualification_uq').on(t.loanerId, t.qualificationId),
    check('qualification_grants_expiry', sql`${t.expiresOn} is null or ${t.expiresOn} > ${t.grantedOn}`),
    // The expiry notice: the grants that expire, by day.
    index('qualification_grants_expiring').on(t.expiresOn, t.id).where(sql`${t.expiresOn} is not null`),
  ],
);

/** A loaner's ask for a qualification's training (LAB.md "Qualifications"), closed by granting or declining it. */
export const trainingRequests = pgTable(
  'training_requests',
  {
    id: serial('id').primaryKey(),
    loanerId: integer('loaner_id')
      .notNull()
      .references(() => loaners.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    /** TrainingRequestStatus: Open, Granted or Declined. */
    status: varchar('status', { length: 10 }).notNull().default('Open'),
    /** The Clerk's reason for a decision. */
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => loaners.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('training_requests_status', sql`${t.status} in ('Open', 'Granted', 'Declined')`),
    check('training_requests_decided', sql`(${t.status} = 'Open') = (${t.decidedAt} is null)`),
    // One open ask per loaner and qualification.
    uniqueIndex('training_requests_open_uq').on(t.loanerId, t.qualificationId).where(sql`${t.status} = 'Open'`),
    // The Clerk's list by status, oldest first.
    index('training_requests_status_id').on(t.status, t.id),
  ],
);
