import { type Category, ComponentStatus } from '@labstock/shared';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, components, componentTypeCategories, componentTypes } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import { type PageRequest, pageWindow } from '../../lib/pagination.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { likePattern } from '../../lib/search.js';

/** The list and details columns; the Available count is a subquery the components_type_status index answers. */
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
    availableCount: db.$count(
      components,
      and(eq(components.componentTypeId, componentTypes.id), eq(components.status, ComponentStatus.Available)),
    ),
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
  availableCount: number;
}

export interface ComponentTypeFilter {
  searchString: string;
  /** A type matches when it has any of these; empty means no category filter. */
  categoryIds: number[];
}

function whereClause(db: Executor, filter: ComponentTypeFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.searchString.trim()) {
    const pattern = likePattern(filter.searchString);
    // Both expressions are the ones the trigram indexes are built on; fold_case is lower() with its real cost.
    const search = or(
      sql`fold_case(${componentTypes.name}) like ${pattern}`,
      sql`fold_case(coalesce(${componentTypes.info}, '')) like ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  if (filter.categoryIds.length > 0) {
    const inCategories = db
      .select({ id: componentTypeCategories.componentTypeId })
      .from(componentTypeCategories)
      .where(inArray(componentTypeCategories.categoryId, filter.categoryIds));
    conditions.push(inArray(componentTypes.id, inCategories));
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

export interface ComponentTypePage {
  rows: ComponentTypeSummaryRow[];
  totalCount: number;
}

function isFiltered(filter: ComponentTypeFilter): boolean {
  return filter.searchString.trim() !== '' || filter.categoryIds.length > 0;
}

/**
 * A page in name order and the total. Unfiltered, the name index gives the page and the count is separate.
 * Filtered, the matches come from the trigram and category indexes once, in a CTE that both the page and the
 * total read: walking the name index instead, the planner would skip past every non-match (the matches of a
 * search often sort late, e.g. all "Sensor …"), which grows with the catalogue. Joining every match to its type
 * before picking the page grew with the matches too (1,710 buffers read at 100,000 types, 480 page first).
 */
export async function findComponentTypePage(
  db: Executor,
  filter: ComponentTypeFilter,
  page: PageRequest,
): Promise<ComponentTypePage> {
  if (!isFiltered(filter)) {
    const query = db
      .select(summaryColumns(db))
      .from(componentTypes)
      .orderBy(asc(componentTypes.name), asc(componentTypes.id));
    const [rows, totalCount] = await Promise.all([
      withPageWindow(query.$dynamic(), page),
      countComponentTypes(db, filter),
    ]);
    return { rows, totalCount };
  }
  const matches = db
    .$with('matches')
    .as(
      db
        .select({ id: componentTypes.id, name: componentTypes.name })
        .from(componentTypes)
        .where(whereClause(db, filter)),
    );
  // The page is picked from the matches alone, so only its rows are joined back to their type.
  const pageOfMatches = db
    .$with('page')
    .as(withPageWindow(db.select().from(matches).orderBy(asc(matches.name), asc(matches.id)).$dynamic(), page));
  const rows = await db
    .with(matches, pageOfMatches)
    .select({ ...summaryColumns(db), totalCount: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(pageOfMatches)
    .innerJoin(componentTypes, eq(componentTypes.id, pageOfMatches.id))
    .orderBy(asc(pageOfMatches.name), asc(pageOfMatches.id));
  const [first] = rows;
  if (first) return { rows, totalCount: first.totalCount };
  // No row carries the total: none match, or the page lies past the end.
  return { rows, totalCount: pageWindow(page).offset === 0 ? 0 : await countComponentTypes(db, filter) };
}

async function countComponentTypes(db: Executor, filter: ComponentTypeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(componentTypes).where(whereClause(db, filter));
  return row?.n ?? 0;
}

export async function findComponentTypeSummary(db: Executor, id: number): Promise<ComponentTypeSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns(db)).from(componentTypes).where(eq(componentTypes.id, id));
  return row;
}

const componentTypeDetailsQuery = preparedPerDatabase((db) =>
  db
    .select({ ...summaryColumns(db), image: componentTypes.image })
    .from(componentTypes)
    .where(eq(componentTypes.id, sql.placeholder('id')))
    .prepare('component_type_details'),
);

export async function findComponentTypeDetails(
  db: Executor,
  id: number,
): Promise<(ComponentTypeSummaryRow & { image: Buffer | null }) | undefined> {
  const [row] = await componentTypeDetailsQuery(db).execute({ id });
  return row;
}

export async function findImage(db: Executor, id: number): Promise<{ image: Buffer; etag: string } | undefined> {
  const [row] = await db
    .select({ image: componentTypes.image, etag: componentTypes.imageEtag })
    .from(componentTypes)
    .where(eq(componentTypes.id, id));
  return row?.image && row.etag ? { image: row.image, etag: row.etag } : undefined;
}

const categoriesOfTypesQuery = preparedPerDatabase((db) =>
  db
    .select({ typeId: componentTypeCategories.componentTypeId, categoryId: categories.id, name: categories.name })
    .from(componentTypeCategories)
    .innerJoin(categories, eq(categories.id, componentTypeCategories.categoryId))
    // One array parameter, so that one prepared statement serves any number of types.
    .where(sql`${componentTypeCategories.componentTypeId} = any(${sql.placeholder('typeIds')}::integer[])`)
    .orderBy(sql`lower(${categories.name})`)
    .prepare('categories_of_types'),
);

/** The categories of many types in one query, by type id, each list ordered by name. */
export async function categoriesByType(db: Executor, typeIds: number[]): Promise<Map<number, Category[]>> {
  const byType = new Map<number, Category[]>(typeIds.map((id) => [id, []]));
  if (typeIds.length === 0) return byType;
  const rows = await categoriesOfTypesQuery(db).execute({ typeIds });
  for (const { typeId, categoryId, name } of rows) byType.get(typeId)?.push({ categoryId, name });
  return byType;
}
