import { and, asc, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan, isAvailableUnit } from '../../db/lending-definitions.js';
import { components, componentTypes, loaners, loans, reservations } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { PageRequest } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

export type InventorySort = 'default' | 'status';

export interface InventoryFilter {
  componentTypeId: number;
  searchString: string;
}

/** A component with its active loan and that loan's loaner, when it has one. */
function selectWithCurrentLoan(db: Executor) {
  return (
    db
      .select({
        id: components.id,
        componentTypeId: components.componentTypeId,
        componentNumber: components.componentNumber,
        serialNo: components.serialNo,
        status: components.status,
        adminComment: components.adminComment,
        userComment: components.userComment,
        calibratedOn: components.calibratedOn,
        calibrationDueOn: components.calibrationDueOn,
        loanId: loans.id,
        loanDate: loans.loanDate,
        returnDate: loans.returnDate,
        loanerId: loaners.id,
        loanerFirstName: loaners.firstName,
        loanerLastName: loaners.lastName,
        loanerAuId: loaners.auId,
      })
      .from(components)
      // At most one active loan per component (partial unique index), so the join never multiplies rows.
      .leftJoin(loans, and(eq(loans.componentId, components.id), isActiveLoan()))
      .leftJoin(loaners, eq(loaners.id, loans.loanerId))
  );
}

/** Of the type; with a search, also matching it in the number, serial number or comments, ignoring case. */
function inventoryWhere({ componentTypeId, searchString }: InventoryFilter): SQL | undefined {
  const ofType = eq(components.componentTypeId, componentTypeId);
  if (!searchString.trim()) return ofType;
  const pattern = likePattern(searchString);
  return and(
    ofType,
    or(
      sql`cast(${components.componentNumber} as text) like ${pattern}`,
      sql`lower(coalesce(${components.serialNo}, '')) like ${pattern}`,
      sql`lower(coalesce(${components.adminComment}, '')) like ${pattern}`,
      sql`lower(coalesce(${components.userComment}, '')) like ${pattern}`,
    ),
  );
}

export function findInventoryPage(db: Executor, filter: InventoryFilter, sortBy: InventorySort, page: PageRequest) {
  const order =
    sortBy === 'status' ? [asc(components.status), asc(components.componentNumber)] : [asc(components.componentNumber)];
  return withPageWindow(
    selectWithCurrentLoan(db)
      .where(inventoryWhere(filter))
      .orderBy(...order)
      .$dynamic(),
    page,
  );
}

export async function countInventory(db: Executor, filter: InventoryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(components).where(inventoryWhere(filter));
  return row?.n ?? 0;
}

function findComponents(db: Executor, where: SQL | undefined) {
  return selectWithCurrentLoan(db)
    .where(where)
    .orderBy(asc(components.componentTypeId), asc(components.componentNumber));
}

export type ComponentRow = Awaited<ReturnType<typeof findComponents>>[number];

/** These components with their active loans, by type and number. */
export function findComponentsByIds(db: Executor, componentIds: number[]) {
  return findComponents(db, inArray(components.id, componentIds));
}

export async function findComponentById(db: Executor, componentId: number): Promise<ComponentRow | undefined> {
  const [row] = await findComponents(db, eq(components.id, componentId));
  return row;
}

export function availableOfType(db: Executor, componentTypeId: number) {
  return findComponents(db, and(eq(components.componentTypeId, componentTypeId), isAvailableUnit()));
}

/** The number after the highest one of the type (1 for none); undefined when the type does not exist. */
export async function nextNumberOfType(db: Executor, componentTypeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${components.componentNumber}), 0) + 1`.mapWith(Number) })
    .from(componentTypes)
    .leftJoin(components, eq(components.componentTypeId, componentTypes.id))
    .where(eq(componentTypes.id, componentTypeId))
    .groupBy(componentTypes.id);
  return row?.next;
}

/** Of these (type, number) pairs, the ones a component already has. */
export async function takenNumbers(
  db: Executor,
  wanted: { componentTypeId: number; componentNumber: number }[],
): Promise<number[]> {
  if (wanted.length === 0) return [];
  const pairs = sql.join(
    wanted.map((w) => sql`(${w.componentTypeId}::integer, ${w.componentNumber}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({ componentNumber: components.componentNumber })
    .from(components)
    .where(sql`(${components.componentTypeId}, ${components.componentNumber}) in (${pairs})`)
    .orderBy(asc(components.componentNumber));
  return rows.map((row) => row.componentNumber);
}

/** Held by a reservation or an active loan: such a component must not disappear. */
function inUse(db: Executor): SQL | undefined {
  return or(
    exists(db.select({ held: sql`1` }).from(reservations).where(eq(reservations.componentId, components.id))),
    exists(
      db
        .select({ held: sql`1` })
        .from(loans)
        .where(and(eq(loans.componentId, components.id), isActiveLoan())),
    ),
  );
}

async function countComponentsInUse(db: Executor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(components)
    .where(and(where, inUse(db)));
  return row?.n ?? 0;
}

export type ComponentColumns = Omit<typeof components.$inferInsert, 'id'>;

/** The type of a component, read without a lock (to lock the type before the component). */
export async function findTypeOfComponent(db: Executor, componentId: number): Promise<number | undefined> {
  const [located] = await db
    .select({ componentTypeId: components.componentTypeId })
    .from(components)
    .where(eq(components.id, componentId));
  return located?.componentTypeId;
}

/** Locks the component's row for the rest of the transaction. */
export async function lockComponentRow(db: Executor, componentId: number) {
  const [component] = await db.select().from(components).where(eq(components.id, componentId)).for('update');
  return component;
}

/** Inserts the components; answers their ids. */
export async function insertComponents(db: Executor, values: ComponentColumns[]): Promise<number[]> {
  const created = await db.insert(components).values(values).returning({ id: components.id });
  return created.map((row) => row.id);
}

export async function updateComponentRow(
  db: Executor,
  componentId: number,
  values: Omit<ComponentColumns, 'componentTypeId'>,
): Promise<void> {
  await db.update(components).set(values).where(eq(components.id, componentId));
}

export async function deleteComponentRow(db: Executor, componentId: number): Promise<void> {
  await db.delete(components).where(eq(components.id, componentId));
}

/** Whether the component is reserved or on loan. */
export async function isComponentInUse(db: Executor, componentId: number): Promise<boolean> {
  return (await countComponentsInUse(db, eq(components.id, componentId))) > 0;
}

/** How many of the type's components are reserved or on loan. */
export function countInUseOfType(db: Executor, componentTypeId: number): Promise<number> {
  return countComponentsInUse(db, eq(components.componentTypeId, componentTypeId));
}
