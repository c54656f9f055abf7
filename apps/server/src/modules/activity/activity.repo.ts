import { type ActivityEntry, ActivityKind, type ActivityPerson } from '@labstock/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { activityLog, components, componentTypes, loaners } from '../../db/schema.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { keptQueries, variantOf } from '../../lib/kept-query.js';
import { labDayStartSql } from '../../lib/lab-day-sql.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import type { Actor } from './actor.js';
import { changedFields } from './changed-fields.js';

/** One event to record: what happened, by whom, to which rows, and the changed fields. */
export interface NewActivity {
  kind: ActivityKind;
  actor: Actor;
  /** The loaner the event concerns (whose reservation or loan). */
  loanerId?: number | null;
  componentId?: number | null;
  /** Taken from the component when not given. */
  componentTypeId?: number | null;
  loanId?: number | null;
  reservationId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** An event's own values, as the activity_log row stores them; the names and the type are read at insert. */
interface ActivityValues {
  at: Date;
  kind: ActivityKind;
  actorId: number | null;
  loanerId: number | null;
  componentId: number | null;
  componentTypeId: number | null;
  loanId: number | null;
  reservationId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function valuesOf(entry: NewActivity): ActivityValues {
  return {
    at: entry.actor.at,
    kind: entry.kind,
    actorId: entry.actor.loanerId,
    loanerId: entry.loanerId ?? null,
    componentId: entry.componentId ?? null,
    componentTypeId: entry.componentTypeId ?? null,
    loanId: entry.loanId ?? null,
    reservationId: entry.reservationId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * The row of one event. The loaners' names and AU ids are read as they are now (in the recording transaction), so the log keeps them as they
 * were; the type is the component's when the event does not name one. A null known as the row is built (a batch's
 * rows are built per event) needs no subselect: a batch of thousands of the system's expiries reads no actor.
 */
function rowOf(values: ActivityValues): PgInsertValue<typeof activityLog> {
  const value = (field: keyof ActivityValues) => values[field];
  const ofLoaner = (column: SQL, field: 'actorId' | 'loanerId') => {
    const loanerId = value(field);
    return loanerId === null ? null : sql`(select ${column} from ${loaners} where ${loaners.id} = ${loanerId})`;
  };
  const nameOf = (field: 'actorId' | 'loanerId') =>
    ofLoaner(sql`trim(${loaners.firstName} || ' ' || ${loaners.lastName})`, field);
  const [componentTypeId, componentId] = [value('componentTypeId'), value('componentId')];
  const typeOfComponent = sql`(select ${components.componentTypeId} from ${components} where ${components.id} = ${componentId})`;
  return {
    at: value('at'),
    kind: value('kind'),
    actorId: value('actorId'),
    actorName: nameOf('actorId'),
    actorAuId: ofLoaner(sql`${loaners.auId}`, 'actorId'),
    loanerId: value('loanerId'),
    loanerName: nameOf('loanerId'),
    loanerAuId: ofLoaner(sql`${loaners.auId}`, 'loanerId'),
    componentId,
    componentTypeId:
      componentTypeId === null && componentId === null ? null : sql`coalesce(${componentTypeId}, ${typeOfComponent})`,
    loanId: value('loanId'),
    reservationId: value('reservationId'),
    before: value('before'),
    after: value('after'),
  } as PgInsertValue<typeof activityLog>;
}

/** Rows per insert: about 20 bind parameters each, far below PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 1000;

/** Appends events to the activity log; call it in the transaction of the change, so both happen or neither. */
export async function recordActivities(executor: Executor, entries: NewActivity[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const rows = entries.slice(start, start + ROWS_PER_INSERT).map((entry) => rowOf(valuesOf(entry)));
    await executor.insert(activityLog).values(rows);
  }
}

export function recordActivity(executor: Executor, entry: NewActivity): Promise<void> {
  return recordActivities(executor, [entry]);
}

/** Records an edit with only the fields that changed; nothing when none did. */
export async function recordChange(
  executor: Executor,
  entry: Omit<NewActivity, 'before' | 'after'>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const changed = changedFields(before, after);
  if (changed) await recordActivity(executor, { ...entry, ...changed });
}

export interface ActivityFilter {
  /** Events done by this loaner or concerning them. */
  loanerId?: number;
  componentId?: number;
  componentTypeId?: number;
  /** First and last day (yyyy-MM-dd) of the lab's calendar, both included. */
  from?: string;
  to?: string;
}

/** Which of the filter's parts a request uses: each shape is one kept pair of queries, page and count. */
interface ActivityShape {
  loaner: boolean;
  component: boolean;
  type: boolean;
  from: boolean;
  to: boolean;
  /** A page of the log, not the whole of it (pageSize 0). */
  paged: boolean;
}

/** The log's rows the shape keeps, its values as placeholders; its days are the lab's, in the `timeZone` value. */
function activityWhere(shape: ActivityShape): SQL | undefined {
  const value = (name: string) => sql.placeholder(name);
  const labDayStart = (day: SQL) => labDayStartSql(day, sql`${value('timeZone')}`);
  return and(
    shape.loaner
      ? or(eq(activityLog.actorId, value('loanerId')), eq(activityLog.loanerId, value('loanerId')))
      : undefined,
    shape.component ? eq(activityLog.componentId, value('componentId')) : undefined,
    shape.type ? eq(activityLog.componentTypeId, value('componentTypeId')) : undefined,
    shape.from ? sql`${activityLog.at} >= ${labDayStart(sql`${value('from')}::date`)}` : undefined,
    shape.to ? sql`${activityLog.at} < ${labDayStart(sql`${value('to')}::date + 1`)}` : undefined,
  );
}

const typeDeletions = alias(activityLog, 'type_deletions');
const typeDeletionsTable = sql`${activityLog} as ${sql.identifier('type_deletions')}`;

/** A deleted type's name, as its deletion entry keeps it: looked up only for the entries of a type that is gone. */
const deletedTypeName = sql<
  string | null
>`(select ${typeDeletions.before} ->> 'componentName' from ${typeDeletionsTable}
  where ${typeDeletions.componentTypeId} = ${activityLog.componentTypeId}
    and ${typeDeletions.kind} = ${sql.raw(`'${ActivityKind.ComponentTypeDeleted}'`)} limit 1)`;

function selectEntries(executor: Executor) {
  return executor
    .select({
      log: activityLog,
      componentNumber: components.componentNumber,
      componentTypeName: sql<string | null>`coalesce(${componentTypes.name}, ${deletedTypeName})`,
      componentTypeDeleted: sql<boolean>`(${activityLog.componentTypeId} is not null and ${componentTypes.id} is null)`,
    })
    .from(activityLog)
    .leftJoin(components, eq(components.id, activityLog.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, activityLog.componentTypeId))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function person(loanerId: number | null, name: string | null, auId: string | null): ActivityPerson | null {
  return loanerId === null ? null : { loanerId, name: name || auId || '', auId: auId ?? '' };
}

function toEntry({ log, componentNumber, componentTypeName, componentTypeDeleted }: EntryRow): ActivityEntry {
  return {
    activityId: log.id,
    at: log.at.toISOString(),
    kind: log.kind as ActivityKind,
    actor: person(log.actorId, log.actorName, log.actorAuId),
    loaner: person(log.loanerId, log.loanerName, log.loanerAuId),
    componentId: log.componentId,
    componentNumber,
    componentTypeId: log.componentTypeId,
    componentTypeName,
    componentTypeDeleted,
    loanId: log.loanId,
    reservationId: log.reservationId,
    before: log.before as Record<string, unknown> | null,
    after: log.after as Record<string, unknown> | null,
  };
}

const newestFirst = [desc(activityLog.at), desc(activityLog.id)];

function prepareActivityList(db: Database, shape: ActivityShape, statementName: string) {
  const where = activityWhere(shape);
  const rows = selectEntries(db)
    .where(where)
    .orderBy(...newestFirst);
  const page = (shape.paged ? rows.limit(sql.placeholder('limit')) : rows).offset(sql.placeholder('offset'));
  const count = cappedTableCountQuery(db, activityLog, COUNT_CAP.log, where);
  return { page: page.prepare(`${statementName}:page`), count: count.prepare(`${statementName}:count`) };
}

/** A component's history is a Clerk's read as often as any list: the log's pages are kept (decision 051). */
const keptActivityLists = keptQueries('activity');

/** A page of the log, newest first; its total is counted up to COUNT_CAP.log. */
export async function listActivity(
  db: Database,
  filter: ActivityFilter,
  page: PageRequest,
  timeZone: string,
): Promise<Page<ActivityEntry>> {
  const { limit, offset } = pageWindow(page);
  const shape: ActivityShape = {
    loaner: filter.loanerId !== undefined,
    component: filter.componentId !== undefined,
    type: filter.componentTypeId !== undefined,
    from: filter.from !== undefined,
    to: filter.to !== undefined,
    paged: limit !== undefined,
  };
  const queries = keptActivityLists(db, variantOf(shape), (statementName) =>
    prepareActivityList(db, shape, statementName),
  );
  const values = { ...filter, timeZone, limit, offset };
  const [rows, counted] = await Promise.all([queries.page.execute(values), queries.count.execute(values)]);
  return { items: rows.map(toEntry), ...cappedTotalOf(counted, COUNT_CAP.log) };
}
