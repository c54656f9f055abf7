import type { Category, CategoryInput } from '@labstock/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, componentTypeCategories } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import { likePattern } from '../../lib/search.js';

const columns = { categoryId: categories.id, name: categories.name };

export async function listCategories(
  db: Database,
  query: PageRequest & { searchString: string },
): Promise<Page<Category>> {
  const matches = query.searchString.trim()
    ? sql`lower(${categories.name}) like ${likePattern(query.searchString)}`
    : undefined;
  const page = db
    .select(columns)
    .from(categories)
    .where(matches)
    // lower(name) is the unique index, so the order is both friendly and indexed.
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .$dynamic();
  const [items, [total]] = await Promise.all([
    withPageWindow(page, query),
    db.select({ n: count() }).from(categories).where(matches),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function addCategory(db: Database, name: string): Promise<Category> {
  const [created] = await withUniqueName(name, () => db.insert(categories).values({ name }).returning(columns));
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function editCategory(db: Database, input: CategoryInput): Promise<Category> {
  const [updated] = await withUniqueName(input.name, () =>
    db.update(categories).set({ name: input.name }).where(eq(categories.id, input.categoryId)).returning(columns),
  );
  if (!updated) throw notFound(`Category ${input.categoryId} was not found.`);
  return updated;
}

/** Refuses while component types still use the category; the row lock makes a concurrent link wait for the answer. */
export async function deleteCategory(db: Database, categoryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [category] = await tx.select(columns).from(categories).where(eq(categories.id, categoryId)).for('update');
    if (!category) throw notFound(`Category ${categoryId} was not found.`);
    const [usage] = await tx
      .select({ n: count() })
      .from(componentTypeCategories)
      .where(eq(componentTypeCategories.categoryId, categoryId));
    const usedBy = usage?.n ?? 0;
    if (usedBy > 0) throw conflict(`Category "${category.name}" is used by ${usedBy} component type(s)`);
    await tx.delete(categories).where(eq(categories.id, categoryId));
  });
}

/** Category names are unique regardless of case (unique index on lower(name)). */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_lower_uq'))
      throw conflict(`A category named "${name}" already exists.`);
    throw error;
  }
}
