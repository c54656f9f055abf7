import type { Category } from '@labstock/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, componentTypeCategories } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { matchesSearch } from '../../lib/search.js';

const columns = { categoryId: categories.id, name: categories.name };

/** The categories whose name holds the search, ignoring case; all of them unsearched. */
const matching = (search: string) => (search.trim() === '' ? undefined : matchesSearch([categories.name], search));

/** A page of categories in name order; the search matches the name, ignoring case. */
export async function findCategoryPage(db: Executor, search: string, page: PageRequest): Promise<Page<Category>> {
  const rows = db
    .select(columns)
    .from(categories)
    .where(matching(search))
    // lower(name) is the unique index, so the order is both friendly and indexed.
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .$dynamic();
  const [items, [total]] = await Promise.all([
    withPageWindow(rows, page),
    db.select({ n: count() }).from(categories).where(matching(search)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertCategory(db: Executor, name: string): Promise<Category | undefined> {
  const [created] = await db.insert(categories).values({ name }).returning(columns);
  return created;
}

/** Renames the category; undefined when there is none with that id. */
export async function renameCategory(db: Executor, categoryId: number, name: string): Promise<Category | undefined> {
  const [updated] = await db.update(categories).set({ name }).where(eq(categories.id, categoryId)).returning(columns);
  return updated;
}

/** Locks the category's row for the rest of the transaction: a concurrent link to it waits. */
export async function lockCategory(db: Executor, categoryId: number): Promise<Category | undefined> {
  const [category] = await db.select(columns).from(categories).where(eq(categories.id, categoryId)).for('update');
  return category;
}

/** How many component types are filed under the category. */
export async function countTypesOfCategory(db: Executor, categoryId: number): Promise<number> {
  const [usage] = await db
    .select({ n: count() })
    .from(componentTypeCategories)
    .where(eq(componentTypeCategories.categoryId, categoryId));
  return usage?.n ?? 0;
}

export async function deleteCategoryRow(db: Executor, categoryId: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, categoryId));
}
