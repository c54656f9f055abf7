import { ComponentStatus } from '@labstock/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** One rule the lending and catalogue data must keep, as a query answering one `breach` line per row that breaks it. */
interface Invariant {
  rule: string;
  breaches: SQL;
}

const { ReservedLoaner, Loaned } = ComponentStatus;

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
];

export interface Breach {
  rule: string;
  detail: string;
}

/** Every breach of the invariants, none when the data is consistent. */
export async function findBreaches(db: Database): Promise<Breach[]> {
  const found: Breach[] = [];
  for (const { rule, breaches } of invariants) {
    const result = (await db.execute(breaches)) as { rows: { breach: string }[] };
    for (const row of result.rows) found.push({ rule, detail: row.breach });
  }
  return found;
}

/** What the check looked at, for its report. */
export async function lendingCounts(db: Database): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select
      (select count(*) from components)::int as components,
      (select count(*) from reservations)::int as "open reservations",
      (select count(*) from loans where returned_at is null)::int as "active loans"`)) as {
    rows: Record<string, number>[];
  };
  return result.rows[0] ?? {};
}
