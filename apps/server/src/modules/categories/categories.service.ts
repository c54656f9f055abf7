import type { Category, CategoryInput } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import { categoryMessages } from './categories.messages.js';
import {
  countTypesOfCategory,
  deleteCategoryRow,
  findCategoryPage,
  insertCategory,
  lockCategory,
  renameCategory,
} from './categories.repo.js';

export function listCategories(db: Database, query: PageRequest & { searchString: string }): Promise<Page<Category>> {
  return findCategoryPage(db, query.searchString, query);
}

export async function addCategory(db: Database, name: string): Promise<Category> {
  const created = await withUniqueName(name, () => insertCategory(db, name));
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function editCategory(db: Database, input: CategoryInput): Promise<Category> {
  const updated = await withUniqueName(input.name, () => renameCategory(db, input.categoryId, input.name));
  if (!updated) throw notFound(categoryMessages.notFound(input.categoryId));
  return updated;
}

/** Refuses while component types still use the category; the row lock makes a concurrent link wait for the answer. */
export async function deleteCategory(db: Database, categoryId: number): Promise<void> {
  await inRetryingTransaction(db, async (tx) => {
    const category = await lockCategory(tx, categoryId);
    if (!category) throw notFound(categoryMessages.notFound(categoryId));
    const usedBy = await countTypesOfCategory(tx, categoryId);
    if (usedBy > 0) throw conflict(categoryMessages.inUse(category.name, usedBy));
    await deleteCategoryRow(tx, categoryId);
  });
}

/** Category names are unique regardless of case (unique index on lower(name)). */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_lower_uq')) throw conflict(categoryMessages.nameTaken(name));
    throw error;
  }
}
