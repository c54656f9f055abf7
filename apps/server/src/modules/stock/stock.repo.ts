import { ComponentTypeKind, type ConsumptionRow, type StockMovement, StockMovementKind } from '@labstock/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.js';
import { componentTypes, loaners, stockMovements } from '../../db/schema.js';
import { stockColumns } from '../../db/stock-columns.js';
import { COUNT_CAP, cappedTableCountQuery, cappedTotalOf } from '../../lib/capped-total.js';
import { joinedPerson, personColumns } from '../../lib/joined-person.js';
import { labDayStartSql } from '../../lib/lab-day-sql.js';
import { withPageWindow, withWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest, PageWindow } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/** What a movement needs to know of its type, read after the type's row is locked. */
export interface StockOfType {
  name: string;
  kind: string;
  stockUnit: string | null;
  quantityInStock: number;
  reorderLevel: number | null;
  reorderQuantity: number | null;
  selfService: boolean;
}

export async function findStockOfType(executor: Executor, componentTypeId: number): Promise<StockOfType | undefined> {
  const [row] = await executor
    .select({
      name: componentTypes.name,
      ...stockColumns,
    })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId));
  return row;
}

/** Writes a movement and the stock it leaves on the type's row (which the caller locked); answers its id. */
export async function insertMovement(tx: Transaction, movement: typeof stockMovements.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stockMovements).values(movement).returning({ id: stockMovements.id });
  if (!row) throw new Error('no stock movement inserted');
  await tx
    .update(componentTypes)
    .set({ quantityInStock: movement.quantityAfter })
    .where(eq(componentTypes.id, movement.componentTypeId));
  return row.id;
}

const movementLoaner = alias(loaners, 'movement_loaner');
const movementActor = alias(loaners, 'movement_actor');

function selectMovements(executor: Executor) {
  return executor
    .select({
      movement: stockMovements,
      loaner: personColumns(movementLoaner),
      actor: personColumns(movementActor),
    })
    .from(stockMovements)
    .leftJoin(movementLoaner, eq(movementLoaner.id, stockMovements.loanerId))
    .leftJoin(movementActor, eq(movementActor.id, stockMovements.actorId))
    .$dynamic();
}

type MovementRow = Awaited<ReturnType<typeof selectMovements>>[number];

function toMovement({ movement, loaner, actor }: MovementRow): StockMovement {
  return {
    stockMovementId: movement.id,
    componentTypeId: movement.componentTypeId,
    kind: movement.kind as StockMovementKind,
    quantity: movement.quantity,
    quantityAfter: movement.quantityAfter,
    loaner: joinedPerson(loaner),
    actor: joinedPerson(actor),
    note: movement.note,
    createdAt: movement.createdAt.toISOString(),
  };
}

export async function findMovement(executor: Executor, stockMovementId: number): Promise<StockMovement> {
  const [row] = await selectMovements(executor).where(eq(stockMovements.id, stockMovementId));
  if (!row) throw new Error(`stock movement ${stockMovementId} is missing`);
  return toMovement(row);
}

/** A page of a type's movements, newest first, or only those a loaner took; counted up to COUNT_CAP.log. */
export async function listMovements(
  db: Executor,
  filter: { componentTypeId: number; loanerId?: number },
  page: PageRequest,
): Promise<Page<StockMovement>> {
  const where = and(
    eq(stockMovements.componentTypeId, filter.componentTypeId),
    filter.loanerId === undefined ? undefined : eq(stockMovements.loanerId, filter.loanerId),
  );
  const [rows, counted] = await Promise.all([
    withPageWindow(
      selectMovements(db).where(where).orderBy(desc(stockMovements.createdAt), desc(stockMovements.id)),
      page,
    ),
    cappedTableCountQuery(db, stockMovements, COUNT_CAP.log, where),
  ]);
  return { items: rows.map(toMovement), ...cappedTotalOf(counted, COUNT_CAP.log) };
}

/**
 * A consumable at or below its reorder level, worded as the partial index component_types_low_stock is (a literal,
 * not a parameter), so that PostgreSQL answers it from that index.
 */
const isLowStock = sql`${componentTypes.kind} = ${sql.raw(`'${ComponentTypeKind.Consumable}'`)} and ${componentTypes.quantityInStock} <= ${componentTypes.reorderLevel}`;

const nameMatches = (searchString: string) =>
  searchString.trim() === '' ? undefined : sql`lower(${componentTypes.name}) like ${likePattern(searchString)}`;

/** The ids of a page of the low consumables by name, and how many there are. */
export async function findLowStockPage(
  db: Executor,
  searchString: string,
  window: PageWindow,
): Promise<{ ids: number[]; total: number }> {
  const where = and(isLowStock, nameMatches(searchString));
  const [rows, [counted]] = await Promise.all([
    withWindow(
      db
        .select({ id: componentTypes.id })
        .from(componentTypes)
        .where(where)
        .orderBy(asc(componentTypes.name), asc(componentTypes.id))
        .$dynamic(),
      window,
    ),
    db.select({ n: count() }).from(componentTypes).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
}

export interface LowStockKey {
  id: number;
  name: string;
}

/** The reorder list: the low consumables by name, in batches after the key `last` (the index's order). */
export function readLowStockAfter(db: Executor, last: LowStockKey | undefined, limit: number) {
  return db
    .select({
      id: componentTypes.id,
      name: componentTypes.name,
      manufacturer: componentTypes.manufacturer,
      location: componentTypes.location,
      quantityInStock: componentTypes.quantityInStock,
      stockUnit: componentTypes.stockUnit,
      // Never null here: a null level is never low.
      reorderLevel: sql<number>`${componentTypes.reorderLevel}`,
      reorderQuantity: componentTypes.reorderQuantity,
    })
    .from(componentTypes)
    .where(
      and(
        isLowStock,
        last && sql`(${componentTypes.name}, ${componentTypes.id}) > (${last.name}, ${last.id}::integer)`,
      ),
    )
    .orderBy(asc(componentTypes.name), asc(componentTypes.id))
    .limit(limit);
}

export interface ConsumptionFilter {
  searchString: string;
  /** First and last day (yyyy-MM-dd) of the lab's calendar, both included. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** Issues and receipts of the period; stocktakes correct the stock, they are neither. */
function consumptionWhere({ searchString, from, to, timeZone }: ConsumptionFilter): SQL | undefined {
  const labDayStart = (day: SQL) => labDayStartSql(day, sql`${timeZone}`);
  return and(
    sql`${stockMovements.kind} in (${sql.raw(`'${StockMovementKind.Issue}', '${StockMovementKind.Receive}'`)})`,
    from === undefined ? undefined : sql`${stockMovements.createdAt} >= ${labDayStart(sql`${from}::date`)}`,
    to === undefined ? undefined : sql`${stockMovements.createdAt} < ${labDayStart(sql`${to}::date + 1`)}`,
    nameMatches(searchString),
  );
}

/** Per consumable by name: what it issued and received in the period, and how many consumables moved. */
export async function findConsumptionPage(
  db: Executor,
  filter: ConsumptionFilter,
  page: PageRequest,
): Promise<Page<ConsumptionRow>> {
  const where = consumptionWhere(filter);
  const sumOf = (kind: StockMovementKind, sign: 1 | -1) =>
    sql<number>`coalesce(sum(${sign} * ${stockMovements.quantity}) filter (where ${stockMovements.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
  const [items, [counted]] = await Promise.all([
    withPageWindow(
      db
        .select({
          componentTypeId: componentTypes.id,
          componentName: componentTypes.name,
          stockUnit: componentTypes.stockUnit,
          issued: sumOf(StockMovementKind.Issue, -1),
          received: sumOf(StockMovementKind.Receive, 1),
        })
        .from(stockMovements)
        .innerJoin(componentTypes, eq(componentTypes.id, stockMovements.componentTypeId))
        .where(where)
        .groupBy(componentTypes.id)
        .orderBy(asc(componentTypes.name), asc(componentTypes.id))
        .$dynamic(),
      page,
    ),
    db
      .select({ n: sql<number>`count(distinct ${stockMovements.componentTypeId})`.mapWith(Number) })
      .from(stockMovements)
      .innerJoin(componentTypes, eq(componentTypes.id, stockMovements.componentTypeId))
      .where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}
