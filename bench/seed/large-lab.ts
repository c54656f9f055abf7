import {
  ActivityKind,
  BookingStatus,
  ComponentStatus,
  ComponentTypeKind,
  ComponentTypeStatus,
  ExtensionStatus,
  RoleName,
  StockMovementKind,
} from '@labstock/shared';
import { count, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { components, componentTypes, loaners, stockMovements } from '../../apps/server/src/db/schema.js';
import {
  consumableKinds,
  features,
  firstNames,
  kinds,
  lastNames,
  manufacturers,
  packages,
  pick,
  usages,
} from './vocabulary.js';

/**
 * Seeds a large lab with a handful of INSERT … SELECT generate_series statements (no row-by-row inserts).
 * Ids are given explicitly, after the highest one present, so the lending rows can address them by range.
 */

/** A large university's lab (issue 22), as seeded into PostgreSQL. */
const UNIVERSITY_LAB = {
  componentTypes: 100_000,
  componentsPerType: 10,
  loaners: 50_000,
  /** The first loaners also hold Clerk; the last `admins` of those also hold Admin. */
  clerks: 20,
  admins: 2,
  /** Loan history: this many loans in all, of which `activeLoans` are still out. */
  loans: 1_000_000,
  activeLoans: 30_000,
  /** The loaners holding the active loans, two each. */
  borrowers: 15_000,
  /**
   * Every this-many-th borrower has both loans overdue: 5,000 loaners the Admin's reminder send writes to (issue 22).
   * The borrowers (a multiple of it) keep the share at every size of the lab.
   */
  overdueBorrowerEvery: 3,
  /** Open reservations, one on each of the first types (fewer than the active loans: see the fixtures). */
  reservations: 20_000,
  /** Live bookings ahead (Booked), one unit each, one on each of the first types. */
  bookings: 20_000,
  /** The e-mail log: reminders, receipts and reservation notices of the past year. */
  emailLogs: 100_000,
  /** Loaners waiting for one popular type (`WAITED_FOR_TYPE`). */
  waitlist: 500,
  /** One active loan in this many has asked for a later return date and waits for a Clerk. */
  pendingExtensionEvery: 10,
  /** One type in this many of those with a loan but no booking has no unit left to lend (Statistics). */
  fullyBookedEvery: 100,
  /** Consumable types, after the lent ones, with half a year of stock movements. */
  consumables: 500,
  /** One consumable in this many is at or below its reorder level (Low stock). */
  lowStockEvery: 4,
};

type Lab = typeof UNIVERSITY_LAB;

/** What grows with the lab; the rest (units per type, Clerks, Admins, the share of extensions) stays. */
const GROWING = [
  'componentTypes',
  'loaners',
  'loans',
  'activeLoans',
  'borrowers',
  'reservations',
  'bookings',
  'emailLogs',
  'waitlist',
  'consumables',
] as const;

/** The university's lab at `share` of its size (0.1: a tenth). */
export function labAt(share: number): Lab {
  return {
    ...UNIVERSITY_LAB,
    ...Object.fromEntries(GROWING.map((key) => [key, Math.round(UNIVERSITY_LAB[key] * share)])),
  };
}

/**
 * The share of the university's lab the bench seeds. PGlite (no DATABASE_URL) runs every statement on one WASM
 * backend: it seeds a tenth (10,000 types, 100,000 components, 100,000 loans), as the bench did before issue 22,
 * so that the embedded run takes minutes, not most of an hour. BENCH_LAB_SHARE sets it for the run comparing
 * each list with the same list at a tenth of the lab.
 */
export const LAB_SHARE = Number(process.env.BENCH_LAB_SHARE) || (process.env.DATABASE_URL ? 1 : 0.1);

export const LAB: Lab = labAt(LAB_SHARE);

/**
 * The type whose waiting list is seeded, as an offset from the first type: the first of the fully booked types
 * (see seedLending: one active loan, its other units Defect), as loaners wait only while no unit can be reserved
 * (`npm run check-db`). No scenario writes to it.
 */
export const WAITED_FOR_TYPE = LAB.bookings + LAB.fullyBookedEvery / 2;

/** Seeded loaners' AU ids are 'au' + (offset + loaner id). */
const AU_ID_OFFSET = 700_000;

export function auIdOf(loanerId: number): string {
  return `au${AU_ID_OFFSET + loanerId}`;
}

export interface IdRange {
  first: number;
  count: number;
}

const kindNames = kinds.map(([kind]) => kind);
const kindCategories = kinds.map(([, category]) => category);
const consumableNames = consumableKinds.map(([kind]) => kind);
const consumableCategories = consumableKinds.map(([, category]) => category);
const consumableUnits = consumableKinds.map(([, , unit]) => unit);

// Kind, usage and feature are the digits of a type's id in a mixed radix, so every combination is equally common.
const kindOf = (id: SQL) => pick(kindNames, id);
const kindCategoryOf = (id: SQL) => pick(kindCategories, id);
const usageOf = (id: SQL) => pick(usages, sql`${id} / ${kinds.length}`);
const featureOf = (id: SQL) => pick(features, sql`${id} / ${kinds.length * usages.length}`);

async function highestId(db: Database, table: typeof componentTypes | typeof components | typeof loaners) {
  const [row] = await db.select({ id: max(table.id) }).from(table);
  return row?.id ?? 0;
}

async function advanceSequence(db: Database, table: string): Promise<void> {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
}

/** The kind and usage categories; names another seed already holds are kept. */
export async function seedCategories(db: Database): Promise<void> {
  const names = sql.join(
    [...kindCategories, ...usages].map((name) => sql`(${name})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into categories (name) select name from (values ${names}) as v(name) on conflict do nothing`,
  );
}

/** Loaners holding Loaner; the first `LAB.clerks` also hold Clerk, and the last `LAB.admins` of those Admin. */
export async function seedLoaners(db: Database, howMany: number): Promise<IdRange> {
  const first = (await highestId(db, loaners)) + 1;
  const id = sql`(${first - 1}::integer + g)`;
  await db.execute(sql`
    insert into loaners (id, au_id, first_name, last_name, student_no, staff_initials, mobile_no, email)
    select ${id}, 'au' || (${AU_ID_OFFSET} + ${id}), ${pick(firstNames, id)}, ${pick(lastNames, sql`${id} / 7`)},
      '2024' || ${id}, '2024' || ${id}, '2' || lpad(${id}::text, 7, '0'), 'au' || (${AU_ID_OFFSET} + ${id}) || '@uni.example'
    from generate_series(1, ${howMany}::integer) g`);
  await advanceSequence(db, 'loaners');
  await db.execute(sql`
    insert into loaner_roles (loaner_id, role_id)
    select l.id, r.id from loaners l join roles r
      on r.name = ${RoleName.Loaner} or (r.name = ${RoleName.Clerk} and l.id < ${first + LAB.clerks})
        or (r.name = ${RoleName.Admin} and l.id >= ${first + LAB.clerks - LAB.admins} and l.id < ${first + LAB.clerks})
    where l.id >= ${first}`);
  return { first, count: howMany };
}

/** `howMany` component types after the existing ones, filed under their kind and usage, with their components. */
export async function addComponentTypes(db: Database, howMany: number): Promise<IdRange> {
  const first = (await highestId(db, componentTypes)) + 1;
  const id = sql`(${first - 1}::integer + g)`;
  await db.execute(sql`
    insert into component_types (id, name, info, location, manufacturer, datasheet, status)
    select ${id},
      ${kindOf(id)} || ' ' || upper(substr(md5(${id}::text), 1, 2)) || '-' || ${id},
      'A ' || ${featureOf(id)} || ' ' || lower(${kindOf(id)}) || ' for ' || lower(${usageOf(id)})
        || ' projects. Package ' || ${pick(packages, sql`${id} / 7`)} || '.',
      'Shelf ' || chr(65 + ${id} % 20) || '-' || (${id} % 50),
      ${pick(manufacturers, sql`${id} / 11`)},
      'https://datasheets.example/' || ${id} || '.pdf',
      case when ${id} % 97 = 0 then 1 else 0 end
    from generate_series(1, ${howMany}::integer) g`);
  await advanceSequence(db, 'component_types');
  await linkCategories(db, first, kindCategoryOf);
  await addComponents(db, first, howMany);
  return { first, count: howMany };
}

/** Files the types from `firstTypeId` on under their kind's category (`kindCategory` of the id) and their usage. */
async function linkCategories(db: Database, firstTypeId: number, kindCategory: (id: SQL) => SQL): Promise<void> {
  await db.execute(sql`
    insert into component_type_categories (component_type_id, category_id)
    select t.id, c.id
    from (
      select id, unnest(array[${kindCategory(sql`id`)}, ${usageOf(sql`id`)}]) as name
      from component_types where id >= ${firstTypeId}
    ) t
    join categories c on c.name = t.name`);
}

/** Numbers 1…n per type; the last ones of some types are Defect or Lost, the rest Available. */
async function addComponents(db: Database, firstTypeId: number, types: number): Promise<void> {
  const first = (await highestId(db, components)) + 1;
  const perType = LAB.componentsPerType;
  const typeId = sql`(${firstTypeId - 1}::integer + g)`;
  await db.execute(sql`
    insert into components (id, component_type_id, component_number, serial_no, status)
    select ${first - 1}::integer + (g - 1) * ${perType}::integer + n, ${typeId}, n,
      case when n % 5 = 0 then 'SN-' || ${typeId} || '-' || n end,
      case
        when n = ${perType} and ${typeId} % 7 = 0 then ${ComponentStatus.Defect}::smallint
        when n = ${perType - 1} and ${typeId} % 11 = 0 then ${ComponentStatus.Lost}::smallint
        else ${ComponentStatus.Available}::smallint
      end
    from generate_series(1, ${types}::integer) g cross join generate_series(1, ${perType}::integer) n`);
  await advanceSequence(db, 'components');
}

/**
 * Loan history, active loans (some overdue) and open reservations over the given loaners and types.
 * The active loans take component number 1 and the reservations number 2 of the first types.
 */
export async function seedLending(db: Database, people: IdRange, types: IdRange): Promise<void> {
  const perType = LAB.componentsPerType;
  const [firstComponent] = await db
    .select({ id: sql<number>`min(${components.id})`.mapWith(Number) })
    .from(components)
    .where(sql`${components.componentTypeId} = ${types.first}`);
  const componentOf = (typeIndex: SQL, numberOffset: number) =>
    sql`(${firstComponent?.id ?? 0} + (${typeIndex}) * ${perType} + ${numberOffset})`;
  const loaner = (index: SQL) => sql`(${people.first} + (${index}) % ${people.count})`;
  const allComponents = types.count * perType;

  await db.execute(sql`
    insert into loans (loaner_id, component_id, loan_date, return_date, returned_at, returned_status)
    select ${loaner(sql`g * 31`)}, ${firstComponent?.id ?? 0} + (g::bigint * 7919) % ${allComponents},
      d.loan_date, (d.loan_date + interval '21 days')::date, d.loan_date + (1 + g % 25) * interval '1 day',
      ${ComponentStatus.Available}
    from generate_series(1, ${LAB.loans - LAB.activeLoans}::integer) g
    cross join lateral (select now() - (30 + g % 700) * interval '1 day' as loan_date) d`);

  await db.execute(sql`
    insert into loans (loaner_id, component_id, loan_date, return_date)
    select ${people.first} + t % ${LAB.borrowers}, ${componentOf(sql`t`, 0)}, now() - (1 + t % 20) * interval '1 day',
      case when t % ${LAB.overdueBorrowerEvery} = 0 then current_date - (1 + t % 10) else current_date + (1 + t % 30) end
    from generate_series(0, ${LAB.activeLoans - 1}::integer) t`);
  await db.execute(sql`
    update components set status = ${ComponentStatus.Loaned}
    where id in (select component_id from loans where returned_at is null)`);

  await db.execute(sql`
    insert into reservations (loaner_id, component_id, reservation_date)
    select ${loaner(sql`t * 7`)}, ${componentOf(sql`t`, 1)}, now() - (t % 7) * interval '1 day' - (t % 24) * interval '1 hour'
    from generate_series(0, ${LAB.reservations - 1}::integer) t`);
  await db.execute(sql`
    update components set status = ${ComponentStatus.ReservedLoaner}
    where id in (select component_id from reservations)`);
  // Among the types with a loan but no booking, every `fullyBookedEvery`th has its other units Defect: "Fully
  // booked components" has pages to show, and no booking is over-claimed.
  await db.execute(sql`
    update components set status = ${ComponentStatus.Defect}
    where status = ${ComponentStatus.Available} and component_type_id in (
      select ${types.first}::integer + t from generate_series(${LAB.bookings}::integer, ${LAB.activeLoans - 1}::integer) t
      where t % ${LAB.fullyBookedEvery} = ${LAB.fullyBookedEvery / 2})`);
}

/**
 * Live bookings ahead of one unit each on the first types (those with the loans and reservations too), each from
 * a day of the next four weeks for one to seven days, by loaners past the borrowers. A type has 10 units and
 * holds at most a loan, a reservation and this booking, so no day of it is over-claimed.
 */
export async function seedBookings(db: Database, people: IdRange, types: IdRange): Promise<void> {
  const loaner = sql`(${people.first + LAB.borrowers} + t % ${people.count - LAB.borrowers})`;
  await db.execute(sql`
    insert into bookings (loaner_id, booked_by, component_type_id, quantity, from_day, to_day, status)
    select ${loaner}, ${loaner}, ${types.first} + t, 1, d.from_day, d.from_day + t % 7, ${BookingStatus.Booked}
    from generate_series(0, ${LAB.bookings - 1}::integer) t
    cross join lateral (select current_date + 1 + t % 28 as from_day) d`);
}

/**
 * The e-mail log of the past year, newest every five minutes: overdue reminders, receipts and reservation
 * notices to the seeded loaners, one in fifty failed.
 */
export async function seedEmailLogs(db: Database, people: IdRange): Promise<void> {
  const recipient = sql`(${people.first} + (g * 13) % ${people.count})`;
  await db.execute(sql`
    insert into email_logs (recipient_email, subject, body, status, sent_at, error_message)
    select 'au' || (${AU_ID_OFFSET} + ${recipient}) || '@uni.example',
      (array['Overdue loans', 'Your receipt', 'Your reservation is ready'])[1 + g % 3],
      'Dear loaner, this is about your loans and reservations at the lab (message ' || g || '). '
        || repeat('Please return what is due at the counter. ', 1 + g % 5),
      case when g % 50 = 0 then 0 else 1 end,
      now() - g * interval '5 minutes',
      case when g % 50 = 0 then 'connect ECONNREFUSED 127.0.0.1:25' end
    from generate_series(1, ${LAB.emailLogs}::integer) g`);
}

/**
 * The history of every seeded loan: its hand-out and, once returned, its hand-in, as the counter records them (a
 * Clerk as the actor, the names as they are now), in the order they happened.
 */
export async function seedLoanActivity(db: Database, people: IdRange): Promise<void> {
  const name = (person: string) => sql.raw(`trim(${person}.first_name || ' ' || ${person}.last_name)`);
  await db.execute(sql`
    insert into activity_log (at, kind, actor_id, actor_name, actor_au_id, loaner_id, loaner_name, loaner_au_id,
      component_id, component_type_id, loan_id, before, after)
    select e.at, e.kind, a.id, ${name('a')}, a.au_id, b.id, ${name('b')}, b.au_id,
      l.component_id, c.component_type_id, l.id, e.before, e.after
    from loans l
    join loaners b on b.id = l.loaner_id
    join loaners a on a.id = ${people.first} + l.id % ${LAB.clerks}
    join components c on c.id = l.component_id
    cross join lateral (values
      (${ActivityKind.LoanHandedOut}, l.loan_date, jsonb_build_object('status', ${ComponentStatus.Available}::int),
        jsonb_build_object('status', ${ComponentStatus.Loaned}::int, 'returnDate', l.return_date)),
      (${ActivityKind.LoanHandedIn}, l.returned_at, jsonb_build_object('status', ${ComponentStatus.Loaned}::int),
        jsonb_build_object('status', l.returned_status::int))
    ) e(kind, at, before, after)
    where e.at is not null
    order by e.at, l.id`);
}

/**
 * Loaners past the Clerks waiting for one type, one a minute over the past hours. Nothing serves the list during
 * the run (the jobs are off, and no scenario frees a unit of it).
 */
export async function seedWaitingList(db: Database, people: IdRange, types: IdRange): Promise<void> {
  await db.execute(sql`
    insert into waitlist_entries (component_type_id, loaner_id, joined_at)
    select ${types.first + WAITED_FOR_TYPE}, ${people.first + LAB.clerks} + g * 3,
      now() - (${LAB.waitlist} - g) * interval '1 minute'
    from generate_series(0, ${LAB.waitlist - 1}::integer) g`);
}

/** Every `LAB.pendingExtensionEvery`th active loan asks for a week more and waits for a Clerk's decision. */
export async function seedPendingExtensions(db: Database): Promise<void> {
  await db.execute(sql`
    insert into extension_requests (loan_id, previous_return_date, requested_return_date, status, created_at)
    select id, return_date, return_date + 7, ${ExtensionStatus.Pending}, loan_date + interval '1 day'
    from loans where returned_at is null and id % ${LAB.pendingExtensionEvery} = 0`);
}

/**
 * A consumable's half year of stock (LAB.md "Consumables"): a delivery 180 and 90 days ago, and a taking by a
 * loaner every 4 days from 176 to 20 days ago, at the counter or, where the type allows it, by themselves. The
 * `k`th consumable's delivery and taking vary with it; its stock never goes below zero (400 − 40 × 8 at least).
 */
const STOCK_HISTORY = { deliveriesDaysAgo: [180, 90], takings: 40, takingEveryDays: 4, firstTakingDaysAgo: 176 };
const deliveryOf = (k: SQL) => sql`(200 + (${k}) % 5 * 100)`;
const takingOf = (k: SQL) => sql`(1 + (${k}) % 8)`;
const selfServiceOf = (k: SQL) => sql`((${k}) % 3 = 0)`;

/**
 * `LAB.consumables` consumable types after the lent ones (no components), with their stock movements; their
 * stock is the sum of them. Every `LAB.lowStockEvery`th is at or below its reorder level (Low stock); the others'
 * level is a quarter of their stock, one in ten has none.
 */
export async function seedConsumables(db: Database, people: IdRange): Promise<IdRange> {
  const first = (await highestId(db, componentTypes)) + 1;
  const id = sql`(${first - 1}::integer + g)`;
  const k = sql`(g - 1)`;
  await db.execute(sql`
    insert into component_types (id, name, info, location, manufacturer, status, kind, stock_unit, self_service)
    select ${id},
      ${pick(consumableNames, k)} || ' ' || upper(substr(md5(${id}::text), 1, 2)) || '-' || ${id},
      'A ' || ${pick(features, sql`${k} / ${consumableNames.length}`)} || ' ' || lower(${pick(consumableNames, k)})
        || ', counted in ' || ${pick(consumableUnits, k)} || '.',
      'Drawer ' || chr(65 + ${k} % 20) || '-' || (${k} % 30),
      ${pick(manufacturers, sql`${k} / 3`)}, ${ComponentTypeStatus.Available}, ${ComponentTypeKind.Consumable},
      ${pick(consumableUnits, k)}, ${selfServiceOf(k)}
    from generate_series(1, ${LAB.consumables}::integer) g`);
  await advanceSequence(db, 'component_types');
  await linkCategories(db, first, (typeId) => pick(consumableCategories, sql`${typeId} - ${first}`));

  const [{ last } = { last: 0 }] = await db.select({ last: max(stockMovements.id) }).from(stockMovements);
  const typeK = sql`(t.id - ${first})`;
  const loaner = sql`(${people.first + LAB.clerks} + ((${typeK} * ${STOCK_HISTORY.takings} + i) * 37) % ${people.count - LAB.clerks})`;
  const clerk = (n: SQL) => sql`(${people.first} + (${n}) % ${LAB.clerks})`;
  await db.execute(sql`
    insert into stock_movements (id, component_type_id, kind, quantity, quantity_after, loaner_id, actor_id, note, created_at)
    select ${last ?? 0}::integer + row_number() over (order by e.at, e.type_id), e.type_id, e.kind, e.quantity,
      sum(e.quantity) over (partition by e.type_id order by e.at), e.loaner_id, e.actor_id, e.note, e.at
    from (
      select t.id as type_id, ${StockMovementKind.Receive} as kind, ${deliveryOf(typeK)} as quantity,
        null::integer as loaner_id, ${clerk(typeK)} as actor_id, 'Delivery ' || d.n as note,
        now() - d.days_ago * interval '1 day' as at
      from component_types t
      cross join unnest(${sql.raw(`array[${STOCK_HISTORY.deliveriesDaysAgo.join(', ')}]`)}::integer[]) with ordinality d(days_ago, n)
      where t.id >= ${first}
      union all
      select t.id, ${StockMovementKind.Issue}, -${takingOf(typeK)}, ${loaner},
        case when ${selfServiceOf(typeK)} then ${loaner} else ${clerk(sql`${typeK} + i`)} end, null,
        now() - (${STOCK_HISTORY.firstTakingDaysAgo} - (i - 1) * ${STOCK_HISTORY.takingEveryDays}) * interval '1 day'
          + (${typeK} % 9) * interval '1 hour'
      from component_types t cross join generate_series(1, ${STOCK_HISTORY.takings}::integer) i
      where t.id >= ${first}
    ) e`);
  await advanceSequence(db, 'stock_movements');
  await db.execute(sql`
    update component_types t set quantity_in_stock = m.total,
      reorder_level = case
        when ${typeK} % ${LAB.lowStockEvery} = 0 then m.total + ${typeK} % 3 * 10
        when ${typeK} % 10 = 5 then null
        else m.total / 4 end,
      reorder_quantity = case when ${typeK} % 10 = 5 then null else ${deliveryOf(typeK)} end
    from (select component_type_id, sum(quantity)::integer as total from stock_movements
      where component_type_id >= ${first} group by component_type_id) m
    where t.id = m.component_type_id`);
  return { first, count: LAB.consumables };
}

/** Fresh planner statistics and visibility maps, as autovacuum would leave a settled database. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

export async function countComponentTypes(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(componentTypes);
  return row?.n ?? 0;
}
