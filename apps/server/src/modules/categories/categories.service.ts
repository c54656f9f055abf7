import type { Category, CategoryInput, CategoryWithRequirements } from '@labstock/shared';
import type { Database, Executor } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { refusingDuplicates } from '../../lib/postgres-errors.js';
import {
  requiredQualificationIdsOfCategories,
  setRequiredQualifications,
} from '../qualifications/qualifications.service.js';
import { categoryMessages } from './categories.messages.js';
import {
  countTypesOfCategory,
  deleteCategoryRow,
  findCategoryPage,
  insertCategory,
  lockCategory,
  renameCategory,
} from './categories.repo.js';

export async function listCategories(
  db: Database,
  query: PageRequest & { searchString: string },
): Promise<Page<CategoryWithRequirements>> {
  const page = await findCategoryPage(db, query.searchString, query);
  return { items: await withRequirements(db, page.items), total: page.total };
}

/** The categories with the qualifications each requires, built field by field (decision 031). */
async function withRequirements(executor: Executor, found: Category[]): Promise<CategoryWithRequirements[]> {
  const required = await requiredQualificationIdsOfCategories(
    executor,
    found.map((category) => category.categoryId),
  );
  return found.map((category) => ({
    categoryId: category.categoryId,
    name: category.name,
    requiredQualificationIds: required.get(category.categoryId) ?? [],
  }));
}

const requirementsField = 'requiredQualificationIds';

export async function addCategory(db: Database, input: CategoryInput): Promise<CategoryWithRequirements> {
  return inRetryingTransaction(db, async (tx) => {
    const created = await withUniqueName(input.name, () => insertCategory(tx, input.name));
    if (!created) throw new Error('insert returned no row');
    const required = input.requiredQualificationIds ?? [];
    await setRequiredQualifications(tx, { categoryId: created.categoryId }, required, requirementsField);
    const [answer] = await withRequirements(tx, [created]);
    return answer as CategoryWithRequirements;
  });
}

/** Renames the category, and sets its required qualifications when they are sent. */
export async function editCategory(db: Database, input: CategoryInput): Promise<CategoryWithRequirements> {
  return inRetryingTransaction(db, async (tx) => {
    const updated = await withUniqueName(input.name, () => renameCategory(tx, input.categoryId, input.name));
    if (!updated) throw notFound(categoryMessages.notFound(input.categoryId));
    if (input.requiredQualificationIds) {
      await setRequiredQualifications(
        tx,
        { categoryId: updated.categoryId },
        input.requiredQualificationIds,
        requirementsField,
      );
    }
    const [answer] = await withRequirements(tx, [updated]);
    return answer as CategoryWithRequirements;
  });
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
function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  return refusingDuplicates('categories_name_lower_uq', () => conflict(categoryMessages.nameTaken(name)), write);
}
