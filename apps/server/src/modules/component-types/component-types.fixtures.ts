import { ComponentStatus } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { categories, components, componentTypeCategories, componentTypes } from '../../db/schema.js';

/** Test data written straight to the database, for the catalogue suites. */

export async function insertCategory(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(categories).values({ name }).returning({ id: categories.id });
  if (!row) throw new Error('no category inserted');
  return row.id;
}

export async function insertComponentType(
  db: Database,
  fields: { name: string; info?: string; categoryIds?: number[] },
): Promise<number> {
  const [row] = await db
    .insert(componentTypes)
    .values({ name: fields.name, info: fields.info })
    .returning({ id: componentTypes.id });
  if (!row) throw new Error('no component type inserted');
  const categoryIds = fields.categoryIds ?? [];
  if (categoryIds.length > 0) {
    await db.insert(componentTypeCategories).values(categoryIds.map((categoryId) => ({ componentTypeId: row.id, categoryId })));
  }
  return row.id;
}

export async function insertComponents(
  db: Database,
  componentTypeId: number,
  numbers: number[],
  status: ComponentStatus = ComponentStatus.Available,
): Promise<number[]> {
  const rows = await db
    .insert(components)
    .values(numbers.map((componentNumber) => ({ componentTypeId, componentNumber, status })))
    .returning({ id: components.id });
  return rows.map((r) => r.id);
}
