import { API_BASE_PATH, type ComponentType, type ComponentTypeStatus, componentTypeFormFields } from '@labstock/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { categories, components, componentTypeCategories, componentTypes } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import type { Actor } from '../activity/actor.js';
import { countComponentsInUse } from '../components/components.repo.js';
import type { BrowseCache } from './browse-cache.js';
import {
  lockComponentTypeSnapshot,
  recordComponentTypeAdded,
  recordComponentTypeDeleted,
  recordComponentTypeEdited,
} from './component-type-activity.js';
import type { ComponentTypeFields } from './component-type-form.js';
import { normaliseImage, type StoredImage } from './component-type-image.js';
import {
  type ComponentTypeFilter,
  type ComponentTypeSummaryRow,
  findComponentTypeDetails,
  findComponentTypePage,
  findComponentTypeSummary,
  findImage,
} from './component-types.repo.js';

const typeNotFound = (id: number) => notFound(`Component type ${id} was not found.`);

export async function listComponentTypes(
  db: Database,
  query: PageRequest & ComponentTypeFilter,
  cache: BrowseCache,
): Promise<Page<ComponentType>> {
  const { rows, total } = await findComponentTypePage(db, query, query, cache);
  return { items: rows.map(toComponentType), total };
}

/** The details view: the list fields plus the image inline as base64 (spec §3). */
export async function getComponentType(db: Database, id: number): Promise<ComponentType> {
  const row = await findComponentTypeDetails(db, id);
  if (!row) throw typeNotFound(id);
  return { ...toComponentType(row), image: row.image?.toString('base64') ?? null };
}

export async function getComponentTypeImage(db: Database, id: number): Promise<{ image: Buffer; etag: string }> {
  const found = await findImage(db, id);
  if (!found) throw notFound(`Component type ${id} has no image.`);
  return found;
}

export function createComponentType(
  db: Database,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  return writeComponentType(db, fields, imageFile, async (tx, values, categoryIds) => {
    const [created] = await tx.insert(componentTypes).values(values).returning({ id: componentTypes.id });
    if (!created) throw new Error('insert returned no row');
    await tx
      .insert(componentTypeCategories)
      .values(categoryIds.map((categoryId) => ({ componentTypeId: created.id, categoryId })));
    await recordComponentTypeAdded(tx, actor, created.id);
    return created.id;
  });
}

/** Replaces every field and the categories; the image only when a new one is sent. */
export function updateComponentType(
  db: Database,
  id: number,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  return writeComponentType(db, fields, imageFile, async (tx, values, categoryIds) => {
    const before = await lockComponentTypeSnapshot(tx, id);
    if (!before) throw typeNotFound(id);
    await tx.update(componentTypes).set(values).where(eq(componentTypes.id, id));
    await tx
      .delete(componentTypeCategories)
      .where(
        and(
          eq(componentTypeCategories.componentTypeId, id),
          notInArray(componentTypeCategories.categoryId, categoryIds),
        ),
      );
    await tx
      .insert(componentTypeCategories)
      .values(categoryIds.map((categoryId) => ({ componentTypeId: id, categoryId })))
      .onConflictDoNothing();
    await recordComponentTypeEdited(tx, actor, id, before);
    return id;
  });
}

/**
 * What creating and editing share: the image is decoded and resized before the transaction, so no lock waits
 * on it; inside, the chosen categories are locked first, then `write` stores the type and answers its id.
 */
async function writeComponentType(
  db: Database,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  write: (tx: Transaction, values: typeof componentTypes.$inferInsert, categoryIds: number[]) => Promise<number>,
): Promise<ComponentType> {
  const image = imageFile ? await normaliseImage(imageFile) : null;
  const { categoryIds, ...columns } = fields;
  return db.transaction(async (tx) => {
    await lockCategories(tx, categoryIds);
    const id = await write(tx, { ...columns, ...imageColumns(image) }, categoryIds);
    return loadComponentType(tx, id);
  });
}

/**
 * Deletes the type with its components; loan history keeps its rows (component_id becomes null).
 * Refused while any component is reserved or on loan: nothing a loaner holds disappears.
 */
export async function deleteComponentType(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [type] = await tx
      .select({ name: componentTypes.name })
      .from(componentTypes)
      .where(eq(componentTypes.id, id))
      .for('update');
    if (!type) throw typeNotFound(id);
    // Locking the components keeps a reservation or hand-out from slipping in between the check and the delete.
    await tx.select({ id: components.id }).from(components).where(eq(components.componentTypeId, id)).for('update');
    const inUse = await countComponentsInUse(tx, eq(components.componentTypeId, id));
    if (inUse > 0) {
      throw conflict(
        `Component type "${type.name}" cannot be deleted: ${inUse} of its components are reserved or on loan.`,
      );
    }
    await tx.delete(componentTypes).where(eq(componentTypes.id, id));
    await recordComponentTypeDeleted(tx, actor, id, type.name);
  });
}

/** Checks that the categories exist and keeps them from being deleted until the transaction ends. */
async function lockCategories(tx: Transaction, categoryIds: number[]): Promise<void> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, categoryIds))
    .for('key share');
  const existing = new Set(found.map((row) => row.id));
  const missing = categoryIds.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    const messages = missing.map((id) => `Category ${id} does not exist`);
    throw badRequest(messages.join('. '), { [componentTypeFormFields.selectedCategories]: messages });
  }
}

function imageColumns(image: StoredImage | null) {
  return image ? { image: image.bytes, imageEtag: image.etag } : {};
}

async function loadComponentType(db: Executor, id: number): Promise<ComponentType> {
  const row = await findComponentTypeSummary(db, id);
  if (!row) throw typeNotFound(id);
  return toComponentType(row);
}

function toComponentType(row: ComponentTypeSummaryRow): ComponentType {
  return {
    componentTypeId: row.id,
    componentName: row.name,
    componentInfo: row.info,
    location: row.location,
    datasheet: row.datasheet,
    wikiLink: row.wikiLink,
    manufacturer: row.manufacturer,
    adminComment: row.adminComment,
    status: row.status as ComponentTypeStatus,
    // The etag in the URL lets browsers cache the image for long and still see a new one at once.
    imageUrl: row.imageEtag ? `${API_BASE_PATH}/ComponentTypes/${row.id}/image?v=${row.imageEtag}` : null,
    esimageId: row.esimageId,
    numberOfAvailebleComponents: row.availableCount,
    categories: row.categories,
  };
}
