import {
  ActivityKind,
  BookingStatus,
  ComponentStatus,
  ComponentTypeKind,
  ComponentTypeStatus,
  ExtensionStatus,
  RoleName,
} from '@labstock/shared';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { calibrationDueOnSql, grantExpiresOnSql, isActiveLoan, isDueBy } from '../db/lending-definitions.js';
import { components, componentTypes, loans, qualificationGrants, reservations } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { labToday, laterDay } from '../lib/lab-date.js';
import { liveBookingsByType } from '../modules/lending/bookings.repo.js';
import { availabilityDuring, pickUpDay, reservableNowOfTypes } from '../modules/lending/index.js';
import { typesWithWaitingLoaners } from '../modules/lending/waitlist.repo.js';

/** One rule the lending and catalogue data must keep, as a query answering one `breach` line per row that breaks it. */
interface Invariant {
  rule: string;
  breaches: SQL;
}

const { ReservedLoaner, Loaned } = ComponentStatus;

/**
 * When the due day of unit `c` last moved (LAB.md "Calibration"): its latest calibration recorded, or its type's
 * interval changed. A hold made before then is the world breaking a plan, as a unit that broke is (decision 054).
 */
const dueDayMovedAt = sql`greatest(
    (select max(k.created_at) from calibrations k where k.component_id = c.id),
    (select max(a.at) from activity_log a where a.kind = ${ActivityKind.ComponentTypeEdited}
      and a.component_type_id = c.component_type_id and a.after -> 'calibrationIntervalDays' is not null))`;

const invariants: Invariant[] = [
  {
    rule: 'a component is never both reserved and on loan',
    breaches: sql`select 'component ' || r.component_id || ' has open reservation ' || r.id || ' and active loan ' || l.id as breach
      from reservations r join loans l on l.component_id = r.component_id and l.returned_at is null`,
  },
  {
    rule: 'a component is on at most one open reservation',
    breaches: sql`select 'component ' || component_id || ' has ' || count(*) || ' open reservations' as breach
      from reservations group by component_id having count(*) > 1`,
  },
  {
    rule: 'a component is on at most one active loan',
    breaches: sql`select 'component ' || component_id || ' has ' || count(*) || ' active loans' as breach
      from loans where returned_at is null and component_id is not null group by component_id having count(*) > 1`,
  },
  {
    rule: 'a component is ReservedLoaner exactly when it has an open reservation',
    breaches: sql`select 'component ' || c.id || case when c.status = ${ReservedLoaner}
        then ' is ReservedLoaner without an open reservation' else ' has an open reservation but status ' || c.status end as breach
      from components c left join reservations r on r.component_id = c.id
      where (c.status = ${ReservedLoaner}) <> (r.id is not null)`,
  },
  {
    rule: 'a component is Loaned exactly when it has an active loan',
    breaches: sql`select 'component ' || c.id || case when c.status = ${Loaned}
        then ' is Loaned without an active loan' else ' has an active loan but status ' || c.status end as breach
      from components c left join loans l on l.component_id = c.id and l.returned_at is null
      where (c.status = ${Loaned}) <> (l.id is not null)`,
  },
  {
    rule: 'a Defect component has an open repair ticket (Open or InRepair)',
    breaches: sql`select 'component ' || c.id || ' is Defect without an open repair ticket' as breach
      from components c where c.status = ${ComponentStatus.Defect} and not exists (select 1 from repair_tickets t
        where t.component_id = c.id and t.status in ('Open', 'InRepair'))`,
  },
  {
    rule: "a unit's latest calibration is the latest of its calibrations recorded",
    breaches: sql`select 'component ' || c.id || ' keeps its latest calibration as ' || coalesce(c.calibrated_on::text, 'none')
        || ' but its calibrations recorded end on ' || coalesce(k.latest::text, 'none') as breach
      from components c left join (select component_id, max(calibrated_on) as latest from calibrations
        group by component_id) k on k.component_id = c.id
      where c.calibrated_on is distinct from k.latest`,
  },
  {
    rule: "a unit's calibration due day is its latest calibration plus its type's interval",
    breaches: sql`select 'component ' || ${components.id} || ' keeps its calibration due day as '
        || coalesce(${components.calibrationDueOn}::text, 'none') || ' but its calibration and interval make it '
        || coalesce(${calibrationDueOnSql()}::text, 'none') as breach
      from ${components} where ${components.calibrationDueOn} is distinct from ${calibrationDueOnSql()}`,
  },
  {
    rule: "no active loan runs to its unit's calibration due day, unless the due day moved after the loan was set",
    breaches: sql`select 'loan ' || l.id || ' of component ' || c.id || ' runs to ' || l.return_date
        || ', past its calibration due day ' || c.calibration_due_on as breach
      from loans l join components c on c.id = l.component_id
      where l.returned_at is null and l.return_date >= c.calibration_due_on
        and greatest(l.loan_date, (select max(a.at) from activity_log a where a.kind = ${ActivityKind.LoanExtended}
          and a.loan_id = l.id)) > coalesce(${dueDayMovedAt}, '-infinity')`,
  },
  // Qualifications (LAB.md "Qualifications", decision 055)
  {
    rule: "a grant expires on its grant day plus its qualification's validity (never, without one)",
    breaches: sql`select 'grant ' || ${qualificationGrants.id} || ' of qualification ' || ${qualificationGrants.qualificationId}
        || ' expires on ' || coalesce(${qualificationGrants.expiresOn}::text, 'never') || ' but its day and validity make it '
        || coalesce(${grantExpiresOnSql(qualificationGrants.grantedOn, qualificationGrants.qualificationId)}::text, 'never') as breach
      from ${qualificationGrants} where ${qualificationGrants.expiresOn} is distinct from
        ${grantExpiresOnSql(qualificationGrants.grantedOn, qualificationGrants.qualificationId)}`,
  },
  {
    rule: 'no open training request asks for a qualification its loaner holds without end',
    breaches: sql`select 'training request ' || r.id || ' is open while loaner ' || r.loaner_id
        || ' holds qualification ' || r.qualification_id || ' without end' as breach
      from training_requests r join qualification_grants g
        on g.loaner_id = r.loaner_id and g.qualification_id = r.qualification_id and g.expires_on is null
      where r.status = 'Open'`,
  },
  {
    rule: 'reservations name an existing loaner and component',
    breaches: sql`select 'reservation ' || r.id || ' names a missing ' || case when l.id is null then 'loaner ' || r.loaner_id
        else 'component ' || r.component_id end as breach
      from reservations r left join loaners l on l.id = r.loaner_id left join components c on c.id = r.component_id
      where l.id is null or c.id is null`,
  },
  {
    rule: 'loans name an existing loaner and component, or none (kept as history)',
    breaches: sql`select 'loan ' || o.id || ' names a missing ' || case when o.loaner_id is not null and l.id is null
        then 'loaner ' || o.loaner_id else 'component ' || o.component_id end as breach
      from loans o left join loaners l on l.id = o.loaner_id left join components c on c.id = o.component_id
      where (o.loaner_id is not null and l.id is null) or (o.component_id is not null and c.id is null)`,
  },
  {
    rule: 'components belong to an existing component type',
    breaches: sql`select 'component ' || c.id || ' names a missing component type ' || c.component_type_id as breach
      from components c left join component_types t on t.id = c.component_type_id where t.id is null`,
  },
  {
    rule: "a component type's category_ids (the browse filter) are its categories",
    breaches: sql`select 'component type ' || t.id || ' has category_ids ' || t.category_ids::text
        || ' but categories ' || coalesce(l.ids::text, '{}') as breach
      from component_types t left join (select component_type_id, array_agg(category_id order by category_id) as ids
        from component_type_categories group by component_type_id) l on l.component_type_id = t.id
      where array(select unnest(t.category_ids) order by 1) is distinct from coalesce(l.ids, '{}')`,
  },
  {
    rule: "a reservation's or loan's component_type_id (the Clerk's search) is its component's type",
    breaches: sql`select kind || ' ' || r.id || ' has component_type_id ' || coalesce(r.component_type_id::text, 'null')
        || ' but its component ' || c.id || ' is of type ' || c.component_type_id as breach
      from (select 'reservation' as kind, id, component_id, component_type_id from reservations
        union all select 'loan', id, component_id, component_type_id from loans) r
      join components c on c.id = r.component_id
      where r.component_type_id is distinct from c.component_type_id`,
  },
  {
    rule: 'a unit set aside for a booking is held for its loaner, and is of its type',
    breaches: sql`select 'reservation ' || r.id || ' sets component ' || c.id || ' aside for booking ' || b.id || case
        when r.loaner_id is distinct from b.loaner_id
        then ' of loaner ' || coalesce(b.loaner_id::text, 'none') || ' but holds it for loaner ' || r.loaner_id
        else ' of type ' || b.component_type_id || ' but the component is of type ' || c.component_type_id end as breach
      from reservations r join bookings b on b.id = r.booking_id join components c on c.id = r.component_id
      where r.loaner_id is distinct from b.loaner_id or c.component_type_id <> b.component_type_id`,
  },
  {
    rule: 'a booking holds units set aside only while Ready',
    breaches: sql`select 'booking ' || b.id || ' is ' || b.status || ' but holds ' || count(*) || ' set-aside unit(s)' as breach
      from bookings b join reservations r on r.booking_id = b.id
      where b.status <> ${BookingStatus.Ready} group by b.id, b.status`,
  },
  {
    rule: 'a booking has no more units set aside and collected than it booked',
    breaches: sql`select 'booking ' || b.id || ' of ' || b.quantity || ' unit(s) has ' || s.n || ' set aside and '
        || o.n || ' collected' as breach
      from bookings b
      cross join lateral (select count(*) as n from reservations r where r.booking_id = b.id) s
      cross join lateral (select count(*) as n from loans l where l.booking_id = b.id) o
      where s.n + o.n > b.quantity`,
  },
  {
    rule: "a loan that collected a unit of a booking is the booking's loaner's, of its type",
    breaches: sql`select 'loan ' || l.id || ' collected for booking ' || b.id || case
        when l.loaner_id is distinct from b.loaner_id
        then ' of loaner ' || coalesce(b.loaner_id::text, 'none') || ' but went to loaner ' || coalesce(l.loaner_id::text, 'none')
        else ' of type ' || b.component_type_id || ' but is of type ' || l.component_type_id end as breach
      from loans l join bookings b on b.id = l.booking_id
      where l.loaner_id is distinct from b.loaner_id or l.component_type_id <> b.component_type_id`,
  },
  {
    rule: 'an extension request has lapsed exactly when it still waited for a Clerk as its loan was handed in',
    breaches: sql`select 'extension request ' || e.id || case when e.lapsed_at is null
        then ' waits for a Clerk, but its loan ' || l.id || ' was handed in'
        when e.status <> ${ExtensionStatus.Pending} then ' lapsed, but is ' || e.status
        else ' lapsed, but its loan ' || l.id || ' is still out' end as breach
      from extension_requests e join loans l on l.id = e.loan_id
      where (e.lapsed_at is not null) <> (e.status = ${ExtensionStatus.Pending} and l.returned_at is not null)`,
  },
  {
    rule: "a consumable's stock is the sum of its movements, never below zero",
    breaches: sql`select 'component type ' || t.id || ' has stock ' || t.quantity_in_stock
        || ' but its movements sum to ' || coalesce(m.total, 0) as breach
      from component_types t
      left join (select component_type_id, sum(quantity) as total from stock_movements group by component_type_id) m
        on m.component_type_id = t.id
      where t.kind = ${ComponentTypeKind.Consumable}
        and (t.quantity_in_stock <> coalesce(m.total, 0) or coalesce(m.total, 0) < 0)`,
  },
  {
    rule: "a stock movement records the running sum of its type's movements as the stock it left",
    breaches: sql`select 'stock movement ' || id || ' of component type ' || component_type_id || ' left '
        || quantity_after || ' but the movements up to it sum to ' || running as breach
      from (select id, component_type_id, quantity_after,
          sum(quantity) over (partition by component_type_id order by id) as running from stock_movements) m
      where quantity_after <> running`,
  },
  {
    rule: 'a lent type has no stock and no stock movements',
    breaches: sql`select 'component type ' || t.id || ' is lent but has stock ' || t.quantity_in_stock || ' and '
        || (select count(*) from stock_movements m where m.component_type_id = t.id) || ' stock movement(s)' as breach
      from component_types t
      where t.kind = ${ComponentTypeKind.Unit}
        and (t.quantity_in_stock <> 0 or exists (select 1 from stock_movements m where m.component_type_id = t.id))
      order by t.id`,
  },
  // The lab's rules (LAB.md "Lab rules", decision 056)
  {
    rule: "the lab's rules are numbered 1, 2, 3 … in the order written, each a changed text",
    breaches: sql`select 'lab rules version ' || version || case
          when previous_version is null and version <> 1 then ' is the first version written'
          when version <> previous_version + 1 then ' follows version ' || previous_version
          when created_at < previous_created_at then ' was written before version ' || previous_version
          when previous_version is null then ' removes rules the lab never had'
          else ' has the same text as version ' || previous_version end as breach
      from (select version, text, created_at, lag(version) over w as previous_version,
          lag(text) over w as previous_text, lag(created_at) over w as previous_created_at
        from lab_rules window w as (order by version)) r
      where version <> coalesce(previous_version, 0) + 1 or created_at < previous_created_at
        or text = coalesce(previous_text, '')
      order by version`,
  },
  {
    rule: 'each acceptance of the rules names a version that holds rules, accepted no earlier than it was written',
    breaches: sql`select 'rules acceptance ' || a.id || ' of loaner ' || a.loaner_id || case
          when r.version is null then ' names version ' || a.version || ', which does not exist'
          when r.text = '' then ' names version ' || a.version || ', which removed the rules'
          else ' was accepted before version ' || a.version || ' was written'
        end as breach
      from rules_acceptances a left join lab_rules r on r.version = a.version
      where r.version is null or r.text = '' or a.accepted_at < r.created_at
      order by a.id`,
  },
  {
    rule: 'the organisation gives only Clerk and Admin, and only to a registered loaner (who holds Loaner by hand)',
    breaches: sql`select 'loaner ' || lr.loaner_id || case when r.name = ${RoleName.Loaner}
          then ' holds Loaner from the organisation'
          else ' holds ' || r.name || ' from the organisation without holding Loaner by hand'
        end as breach
      from loaner_roles lr join roles r on r.id = lr.role_id
      where lr.from_organisation and (r.name = ${RoleName.Loaner} or not exists (select 1 from loaner_roles base
        join roles b on b.id = base.role_id where base.loaner_id = lr.loaner_id and b.name = ${RoleName.Loaner}
          and base.by_hand))
      order by lr.loaner_id, r.id`,
  },
];

export interface Breach {
  rule: string;
  detail: string;
}

/** Where and when the lab is: its today decides which days the claims are checked on. */
export interface LabDay {
  clock: Clock;
  config: { LAB_TIME_ZONE: string };
}

const overClaimedRule = 'no lab day of a type is over-claimed, unless a booking of that day is marked at risk';

/**
 * The days of each type, from the lab's today through its last live booking's or active loan's day, that lending
 * leaves negative (LENDING.md "Days and claims"), computed by the same availabilityDuring the claim guard uses.
 * Labstock never makes a day negative itself; the world can (a unit breaks, a loan comes back late), and then the
 * at-risk job marks the bookings of that day within five minutes. So a negative day with no booking of it marked
 * is a breach, and a check run in the minutes after a unit broke reports it until the job has run.
 */
async function overClaimedDays(db: Database, lab: LabDay): Promise<Breach[]> {
  const today = labToday(lab);
  const live = await liveBookingsByType(db, today);
  const loansUntil = await db
    .select({ componentTypeId: loans.componentTypeId, last: sql<string>`max(${loans.returnDate})::text` })
    .from(loans)
    .where(and(isActiveLoan(), isNotNull(loans.componentTypeId)))
    .groupBy(loans.componentTypeId);
  const lastDays = new Map<number, string>();
  const extend = (componentTypeId: number, day: string) =>
    lastDays.set(componentTypeId, laterDay(day, lastDays.get(componentTypeId) ?? today));
  for (const booking of live) extend(booking.componentTypeId, booking.to);
  for (const { componentTypeId, last } of loansUntil) if (componentTypeId !== null) extend(componentTypeId, last);

  const found: Breach[] = [];
  for (const [componentTypeId, to] of lastDays) {
    const days = await availabilityDuring(db, componentTypeId, { from: today, to }, today, lab.config.LAB_TIME_ZONE);
    const markedAtRisk = live.filter((booking) => booking.componentTypeId === componentTypeId && booking.atRisk);
    const unexplained = (days ?? []).filter(
      (day) => day.available < 0 && !markedAtRisk.some((booking) => booking.from <= day.date && day.date <= booking.to),
    );
    const [first] = unexplained;
    if (!first) continue;
    const more = unexplained.length > 1 ? ` and ${unexplained.length - 1} more day(s)` : '';
    found.push({
      rule: overClaimedRule,
      detail: `component type ${componentTypeId} is over-claimed on ${first.date} (available ${first.available})${more}, with no booking of those days marked at risk`,
    });
  }
  return found;
}

const waitingRule = 'no type rests with a reservable unit and someone waiting who may borrow it';

/**
 * The types someone waits for, who may borrow them today (a loaner lacking a required qualification is passed
 * over: LAB.md "Qualifications"), that have a unit reservable now (LENDING.md "Waiting list"), by the same rule as
 * "In stock: N". A freeing flow serves the list right after its commit and a job every minute, so a check run in
 * the minute after a crash between the two may report it until the job has run.
 */
async function reservableWhileWaiting(db: Database, lab: LabDay): Promise<Breach[]> {
  const waiting = await typesWithWaitingLoaners(db, labToday(lab));
  if (waiting.length === 0) return [];
  const kept = await db
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(and(inArray(componentTypes.id, waiting), eq(componentTypes.status, ComponentTypeStatus.ReservedAdmin)));
  const served = waiting.filter((id) => !kept.some((type) => type.id === id));
  const reservable = await reservableNowOfTypes({ db, ...lab }, served);
  return [...reservable]
    .filter(([, units]) => units > 0)
    .map(([componentTypeId, units]) => ({
      rule: waitingRule,
      detail: `component type ${componentTypeId} has ${units} unit(s) reservable now while loaners wait for it`,
    }));
}

const heldPastDueRule =
  'no reservation holds a unit through its calibration due day, unless the due day moved after it was made';

/**
 * The held reservations (a booking's set-aside too) whose unit falls due by the last day of the hold, as lending
 * picks the units to hold (LAB.md "Calibration"): through the pick-up day of the hold's window, which a booking's
 * set-aside counts from the booking's first set-aside.
 */
async function heldPastCalibration(db: Database, lab: LabDay): Promise<Breach[]> {
  const result = (await db.execute(sql`select r.id, c.id as component_id, c.calibration_due_on::text as due,
      (extract(epoch from coalesce(b.ready_at, r.reservation_date)) * 1000)::float8 as held_from
    from reservations r join components c on c.id = r.component_id left join bookings b on b.id = r.booking_id
    where c.calibration_due_on is not null and r.reservation_date > coalesce(${dueDayMovedAt}, '-infinity')`)) as {
    rows: { id: number; component_id: number; due: string; held_from: number }[];
  };
  return result.rows.flatMap((row) => {
    const lastDay = pickUpDay(new Date(row.held_from), lab.config.LAB_TIME_ZONE);
    if (!isDueBy(row.due, lastDay)) return [];
    const detail = `reservation ${row.id} holds component ${row.component_id} through ${lastDay}, past its calibration due day ${row.due}`;
    return [{ rule: heldPastDueRule, detail }];
  });
}

/** Every breach of the invariants on the lab's today, none when the data is consistent. */
export async function findBreaches(db: Database, lab: LabDay): Promise<Breach[]> {
  const found: Breach[] = [];
  for (const { rule, breaches } of invariants) {
    const result = (await db.execute(breaches)) as { rows: { breach: string }[] };
    for (const row of result.rows) found.push({ rule, detail: row.breach });
  }
  found.push(...(await overClaimedDays(db, lab)));
  found.push(...(await reservableWhileWaiting(db, lab)));
  found.push(...(await heldPastCalibration(db, lab)));
  return found;
}

/** What the check looked at, for its report. */
export async function lendingCounts(db: Database): Promise<Record<string, number>> {
  return {
    components: await db.$count(components),
    'open reservations': await db.$count(reservations),
    'active loans': await db.$count(loans, isActiveLoan()),
  };
}
