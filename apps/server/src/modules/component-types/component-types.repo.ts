import type { Category } from '@labstock/shared';
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { isAvailableUnit } from '../../db/lending-definitions.js';
import { categories, components, componentTypeCategories, componentTypes, stockMovements } from '../../db/schema.js';
import { stockColumns } from '../../db/stock-columns.js';
import { isAnyOf } from '../../lib/id-array-sql.js';
import { withWindow } from '../../lib/paged-select.js';
import { type PageWindow, totalOfPage } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';

/**
 * The type's categories as a JSON array of { categoryId, name } by name, from the primary key of
 * component_type_categories: in the row's own statement, so a page of types costs one round trip. Built as a
 * join of its own, so drizzle names every column with its table: in a select from component_types alone it
 * leaves them bare, and a bare "id" here would be the category's.
 */
const categoriesOfType = sql<Category[]>`(${new QueryBuilder()
  .select({
    list: sql`coalesce(json_agg(json_build_object('categoryId', ${categories.id}, 'name', ${categories.name})
      order by lower(${categories.name})), '[]'::json)`,
  })
  .from(componentTypeCategories)
  .innerJoin(categories, eq(categories.id, componentTypeCategories.categoryId))
  .where(eq(componentTypeCategories.componentTypeId, componentTypes.id))})`;

/**
 * The list and details columns; the Available count is a subquery the components_type_status index answers,
 * the categories one the primary key of component_type_categories answers.
 */
function summaryColumns(db: Executor) {
  return {
    id: componentTypes.id,
    name: componentTypes.name,
    info: componentTypes.info,
    location: componentTypes.location,
    datasheet: componentTypes.datasheet,
    wikiLink: componentTypes.wikiLink,
    manufacturer: componentTypes.manufacturer,
    adminComment: componentTypes.adminComment,
    status: componentTypes.status,
    imageEtag: componentTypes.imageEtag,
    esimageId: componentTypes.esimageId,
    ...stockColumns,
    calibrationIntervalDays: componentTypes.calibrationIntervalDays,
    availableCount: db.$count(components, and(eq(components.componentTypeId, componentTypes.id), isAvailableUnit())),
    categories: categoriesOfType,
  };
}

export interface ComponentTypeSummaryRow {
  id: number;
  name: string;
  info: string | null;
  location: string | null;
  datasheet: string | null;
  wikiLink: string | null;
  manufacturer: string | null;
  adminComment: string | null;
  status: number;
  imageEtag: string | null;
  esimageId: number | null;
  kind: string;
  stockUnit: string | null;
  quantityInStock: number;
  reorderLevel: number | null;
  reorderQuantity: number | null;
  selfService: boolean;
  calibrationIntervalDays: number | null;
  availableCount: number;
  categories: Category[];
}

export interface ComponentTypeFilter {
  searchString: string;
  /** A type matches when it has any of these; empty means no category filter. */
  categoryIds: number[];
}

/**
 * The types the filter lets through; undefined for the whole catalogue. Both conditions are on columns of one GIN
 * index (migration 0008), which answers them together.
 */
function browseWhere({ searchString, categoryIds }: ComponentTypeFilter): SQL | undefined {
  return and(
    searchString.trim() === '' ? undefined : sql`${componentTypes.searchText} like ${likePattern(searchString)}`,
    categoryIds.length === 0
      ? undefined
      : sql`${componentTypes.categoryIds} && ${sql.param([...categoryIds])}::integer[]`,
  );
}

/**
 * A filtered page in name order, with the number of matches on each row. The matches come from the GIN index
 * once, in a CTE that both the page and the total read: walking the name index instead, the planner would skip
 * past every non-match (the matches of a search often sort late, e.g. all "Sensor …"), which grows with the
 * catalogue. The page is picked from the matches alone, so only its rows are joined back to their type.
 */
function filteredPage(db: Executor, where: SQL, window: PageWindow) {
  const matches = db
    .$with('matches')
    .as(db.select({ id: componentTypes.id, name: componentTypes.name }).from(componentTypes).where(where));
  const pageOfMatches = db
    .$with('page')
    .as(withWindow(db.select().from(matches).orderBy(asc(matches.name), asc(matches.id)).$dynamic(), window));
  return db
    .with(matches, pageOfMatches)
    .select({ ...summaryColumns(db), total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(pageOfMatches)
    .innerJoin(componentTypes, eq(componentTypes.id, pageOfMatches.id))
    .orderBy(asc(pageOfMatches.name), asc(pageOfMatches.id));
}

async function countTypes(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(componentTypes).where(where);
  return counted?.n ?? 0;
}

export interface ComponentTypePage {
  rows: ComponentTypeSummaryRow[];
  total: number;
}

/** The rows of these types (ids a browse page was remembered by; see BrowseCache), in name order. */
export function findComponentTypeRowsOfIds(db: Executor, ids: number[]): Promise<ComponentTypeSummaryRow[]> {
  return db
    .select(summaryColumns(db))
    .from(componentTypes)
    .where(isAnyOf(componentTypes.id, ids))
    .orderBy(asc(componentTypes.name), asc(componentTypes.id));
}

/** A page of the catalogue in name order and the number of types the filter lets through. */
export async function findComponentTypePage(
  db: Executor,
  filter: ComponentTypeFilter,
  window: PageWindow,
): Promise<ComponentTypePage> {
  const where = browseWhere(filter);
  if (!where) {
    // The whole catalogue in name order, which the name index gives.
    const [rows, total] = await Promise.all([
      withWindow(
        db
          .select(summaryColumns(db))
          .from(componentTypes)
          .orderBy(asc(componentTypes.name), asc(componentTypes.id))
          .$dynamic(),
        window,
      ),
      countTypes(db, undefined),
    ]);
    return { rows, total };
  }
  const rows = await filteredPage(db, where, window);
  const total = await totalOfPage(rows[0]?.total, window.offset, () => countTypes(db, where));
  return { rows, total };
}
export async function findComponentTypeSummary(db: Executor, id: number): Promise<ComponentTypeSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns(db)).from(componentTypes).where(eq(componentTypes.id, id));
  return row;
}

export async function findComponentTypeDetails(
  db: Executor,
  id: number,
): Promise<(ComponentTypeSummaryRow & { image: Buffer | null }) | undefined> {
  const [row] = await db
    .select({ ...summaryColumns(db), image: componentTypes.image })
    .from(componentTypes)
    .where(eq(componentTypes.id, id));
  return row;
}

export async function findImage(db: Executor, id: number): Promise<{ image: Buffer; etag: string } | undefined> {
  const [row] = await db
    .select({ image: componentTypes.image, etag: componentTypes.imageEtag })
    .from(componentTypes)
    .where(eq(componentTypes.id, id));
  return row?.image && row.etag ? { image: row.image, etag: row.etag } : undefined;
}

export type ComponentTypeColumns = typeof componentTypes.$inferInsert;

/** Inserts the type; answers its id. */
export async function insertComponentType(db: Executor, values: ComponentTypeColumns): Promise<number | undefined> {
  const [created] = await db.insert(componentTypes).values(values).returning({ id: componentTypes.id });
  return created?.id;
}

export async function updateComponentTypeRow(db: Executor, id: number, values: ComponentTypeColumns): Promise<void> {
  await db.update(componentTypes).set(values).where(eq(componentTypes.id, id));
}

/** Files a new type under its categories. */
export async function linkCategories(db: Executor, componentTypeId: number, categoryIds: number[]): Promise<void> {
  await db.insert(componentTypeCategories).values(categoryIds.map((categoryId) => ({ componentTypeId, categoryId })));
}

/** Files the type under exactly these categories: other links go, missing ones are added. */
export async function setCategoriesOfType(db: Executor, componentTypeId: number, categoryIds: number[]): Promise<void> {
  await db
    .delete(componentTypeCategories)
    .where(
      and(
        eq(componentTypeCategories.componentTypeId, componentTypeId),
        notInArray(componentTypeCategories.categoryId, categoryIds),
      ),
    );
  await db
    .insert(componentTypeCategories)
    .values(categoryIds.map((categoryId) => ({ componentTypeId, categoryId })))
    .onConflictDoNothing();
}

/** Locks the type's row for the rest of the transaction; answers its name, or undefined when there is none. */
export async function lockComponentTypeName(db: Executor, id: number): Promise<string | undefined> {
  const [type] = await db
    .select({ name: componentTypes.name })
    .from(componentTypes)
    .where(eq(componentTypes.id, id))
    .for('update');
  return type?.name;
}

/** How many components the type has, whatever their status. */
export function countComponentsOfType(db: Executor, componentTypeId: number): Promise<number> {
  return db.$count(components, eq(components.componentTypeId, componentTypeId));
}

/** The type's stock and whether any stock movement was ever recorded for it. */
export async function findStockOfType(
  db: Executor,
  componentTypeId: number,
): Promise<{ quantityInStock: number; hasMovements: boolean } | undefined> {
  const [row] = await db
    .select({
      quantityInStock: componentTypes.quantityInStock,
      hasMovements: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(stockMovements)
        .where(eq(stockMovements.componentTypeId, componentTypeId))})`,
    })
    .from(componentTypes)
    .where(eq(componentTypes.id, componentTypeId));
  return row;
}

/** Locks every component of the type for the rest of the transaction. */
export async function lockComponentsOfType(db: Executor, componentTypeId: number): Promise<void> {
  await db
    .select({ id: components.id })
    .from(components)
    .where(eq(components.componentTypeId, componentTypeId))
    .for('update');
}

/** Deletes the type; its components and category links go with it (foreign keys cascade). */
export async function deleteComponentTypeRow(db: Executor, id: number): Promise<void> {
  await db.delete(componentTypes).where(eq(componentTypes.id, id));
}

/** Of these categories, the ids that exist, each locked against deletion until the transaction ends. */
export async function lockExistingCategories(db: Executor, categoryIds: number[]): Promise<Set<number>> {
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, categoryIds))
    .for('key share');
  return new Set(found.map((row) => row.id));
}

export type ComponentTypeSnapshot = NonNullable<Awaited<ReturnType<typeof findComponentTypeSnapshot>>>;

/**
 * The fields of a type as the log shows them, with its category ids and its image's hash (so a new image shows
 * as a change without the bytes). An edit reads it under the type's lock, so that its "before" is what it changes.
 */
export async function findComponentTypeSnapshot(executor: Executor, id: number) {
  const [type] = await executor
    .select({
      componentName: componentTypes.name,
      componentInfo: componentTypes.info,
      location: componentTypes.location,
      datasheet: componentTypes.datasheet,
      wikiLink: componentTypes.wikiLink,
      manufacturer: componentTypes.manufacturer,
      adminComment: componentTypes.adminComment,
      status: componentTypes.status,
      image: componentTypes.imageEtag,
      kind: componentTypes.kind,
      stockUnit: componentTypes.stockUnit,
      reorderLevel: componentTypes.reorderLevel,
      reorderQuantity: componentTypes.reorderQuantity,
      selfService: componentTypes.selfService,
      calibrationIntervalDays: componentTypes.calibrationIntervalDays,
    })
    .from(componentTypes)
    .where(eq(componentTypes.id, id));
  if (!type) return undefined;
  const links = await executor
    .select({ id: componentTypeCategories.categoryId })
    .from(componentTypeCategories)
    .where(eq(componentTypeCategories.componentTypeId, id))
    .orderBy(asc(componentTypeCategories.categoryId));
  return { ...type, categoryIds: links.map((link) => link.id) };
}
