import type { ComponentStatus } from '@labstock/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { categories, components, componentTypeCategories, componentTypes } from '../../db/schema.js';

/** Any constant: the advisory lock that makes imports take turns, so two cannot both create one name. */
const IMPORT_LOCK = 727_310;

/** Waits for any other import to end; held until the transaction ends. */
export async function takeImportLock(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** The types with these lower-cased names (read unlocked: the import then locks them by id, type-lock.ts). */
export function findTypesByLowerName(tx: Transaction, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: componentTypes.id, name: componentTypes.name })
    .from(componentTypes)
    .where(inArray(sql`lower(${componentTypes.name})`, names));
}

/** The numbers the components of these types have now. */
export function findComponentNumbersOfTypes(
  db: Executor,
  typeIds: number[],
): Promise<{ typeId: number; number: number }[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ typeId: components.componentTypeId, number: components.componentNumber })
    .from(components)
    .where(inArray(components.componentTypeId, typeIds));
}

/** Inserts the components; answers each one's id and status. */
export async function insertComponents(tx: Transaction, values: (typeof components.$inferInsert)[]) {
  return tx
    .insert(components)
    .values(values)
    .returning({ componentId: components.id, status: components.status })
    .then((rows) => rows.map((row) => ({ ...row, status: row.status as ComponentStatus })));
}

/** Of these lower-cased names, those a component type already has. */
export async function findTakenTypeNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const taken = await db
    .selectDistinct({ name: sql<string>`lower(${componentTypes.name})` })
    .from(componentTypes)
    .where(inArray(sql`lower(${componentTypes.name})`, names));
  return new Set(taken.map((row) => row.name));
}

/** The categories with these lower-cased names. */
export function findCategoriesByLowerName(db: Executor, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, names));
}

/** Creates the categories; one someone added meanwhile under the same name is taken as it is. */
export async function insertMissingCategories(tx: Transaction, names: string[]): Promise<void> {
  await tx
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export function insertComponentTypes(
  tx: Transaction,
  values: (typeof componentTypes.$inferInsert)[],
): Promise<{ id: number; name: string }[]> {
  return tx.insert(componentTypes).values(values).returning({ id: componentTypes.id, name: componentTypes.name });
}

export async function insertCategoryLinks(
  tx: Transaction,
  links: (typeof componentTypeCategories.$inferInsert)[],
): Promise<void> {
  await tx.insert(componentTypeCategories).values(links);
}
