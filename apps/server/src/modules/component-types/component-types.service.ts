import { type ComponentType, type ComponentTypeStatus, componentTypeFormFields } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import type { Actor } from '../activity/actor.js';
import { componentsInUseOfType } from '../components/components.service.js';
import { inUnitsTransaction, liveBookingsOfType, reservableNow, type UnitsTransaction } from '../lending/index.js';
import type { BrowseCache } from './browse-cache.js';
import {
  recordComponentTypeAdded,
  recordComponentTypeDeleted,
  recordComponentTypeEdited,
} from './component-type-activity.js';
import type { ComponentTypeFields } from './component-type-form.js';
import { imageUrlOf, normaliseImage, type StoredImage } from './component-type-image.js';
import { componentTypeMessages } from './component-types.messages.js';
import {
  type ComponentTypeColumns,
  type ComponentTypeFilter,
  type ComponentTypePage,
  type ComponentTypeSummaryRow,
  deleteComponentTypeRow,
  findComponentTypeDetails,
  findComponentTypePage,
  findComponentTypeRowsOfIds,
  findComponentTypeSnapshot,
  findComponentTypeSummary,
  findImage,
  insertComponentType,
  linkCategories,
  lockComponentsOfType,
  lockComponentTypeName,
  lockExistingCategories,
  setCategoriesOfType,
  updateComponentTypeRow,
} from './component-types.repo.js';

const typeNotFound = (id: number) => notFound(componentTypeMessages.notFound(id));

export async function listComponentTypes(
  ctx: StockContext,
  query: PageRequest & ComponentTypeFilter,
  cache: BrowseCache,
): Promise<Page<ComponentType>> {
  const { rows, total } = await browsePage(ctx.db, query, query, cache);
  return { items: await withReservableStock(ctx, rows), total };
}

/** What "In stock" needs: the database, and the clock and time zone that say which days a reservation would hold. */
type StockContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The types as answered, each "In stock" the units a Loaner can reserve now without breaking a booking. */
async function withReservableStock(ctx: StockContext, rows: ComponentTypeSummaryRow[]): Promise<ComponentType[]> {
  const reservable = await reservableNow(ctx, new Map(rows.map((row) => [row.id, row.availableCount])));
  return rows.map((row) => toComponentType({ ...row, availableCount: reservable.get(row.id) ?? row.availableCount }));
}

/**
 * A page of the catalogue and the filter's total. A page the cache remembers costs one read of its rows by id;
 * any other is found and then remembered.
 */
async function browsePage(
  db: Database,
  filter: ComponentTypeFilter,
  page: PageRequest,
  cache: BrowseCache,
): Promise<ComponentTypePage> {
  const window = pageWindow(page);
  const key = cache.keyOf(filter, window);
  const remembered = key === undefined ? undefined : cache.recall(key);
  if (remembered) return { rows: await findComponentTypeRowsOfIds(db, remembered.ids), total: remembered.total };
  const changesBeforeReading = cache.changesSoFar();
  const found = await findComponentTypePage(db, filter, window);
  if (key !== undefined) {
    cache.remember(key, { ids: found.rows.map((row) => row.id), total: found.total }, changesBeforeReading);
  }
  return found;
}

/** The details view: the list fields plus the image inline as base64 (spec §3). */
export async function getComponentType(ctx: StockContext, id: number): Promise<ComponentType> {
  const row = await findComponentTypeDetails(ctx.db, id);
  if (!row) throw typeNotFound(id);
  const [type] = await withReservableStock(ctx, [row]);
  return { ...(type as ComponentType), image: row.image?.toString('base64') ?? null };
}

export async function getComponentTypeImage(db: Database, id: number): Promise<{ image: Buffer; etag: string }> {
  const found = await findImage(db, id);
  if (!found) throw notFound(componentTypeMessages.noImage(id));
  return found;
}

export function createComponentType(
  ctx: StockContext,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  return writeComponentType(ctx, fields, imageFile, async ({ tx }, values, categoryIds) => {
    const id = await insertComponentType(tx, values);
    if (id === undefined) throw new Error('insert returned no row');
    await linkCategories(tx, id, categoryIds);
    await recordComponentTypeAdded(tx, actor, id);
    return id;
  });
}

/**
 * Replaces every field and the categories; the image only when a new one is sent. A type the lab no longer keeps
 * for itself serves its waiting list (lending does, after the commit).
 */
export function updateComponentType(
  ctx: StockContext,
  id: number,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  return writeComponentType(ctx, fields, imageFile, async ({ tx, lockTypes }, values, categoryIds) => {
    const before = (await lockTypes([id])).length > 0 && (await findComponentTypeSnapshot(tx, id));
    if (!before) throw typeNotFound(id);
    await updateComponentTypeRow(tx, id, values);
    await setCategoriesOfType(tx, id, categoryIds);
    await recordComponentTypeEdited(tx, actor, id, before);
    return id;
  });
}

/**
 * What creating and editing share: the image is decoded and resized before the transaction, so no lock waits
 * on it; inside, the chosen categories are locked first, then `write` stores the type and answers its id.
 */
async function writeComponentType(
  ctx: StockContext,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  write: (units: UnitsTransaction, values: ComponentTypeColumns, categoryIds: number[]) => Promise<number>,
): Promise<ComponentType> {
  const image = imageFile ? await normaliseImage(imageFile) : null;
  const { categoryIds, ...columns } = fields;
  return inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    await lockCategories(tx, categoryIds);
    const id = await write(units, { ...columns, ...imageColumns(image) }, categoryIds);
    return loadComponentType(tx, id);
  });
}

/**
 * Deletes the type with its components; loan history keeps its rows (component_id becomes null).
 * Refused while any component is reserved or on loan, or the type is booked ahead: nothing a loaner holds or
 * was promised disappears.
 */
export async function deleteComponentType(db: Database, id: number, actor: Actor): Promise<void> {
  await inRetryingTransaction(db, async (tx) => {
    const name = await lockComponentTypeName(tx, id);
    if (name === undefined) throw typeNotFound(id);
    // Locking the components keeps a reservation or hand-out from slipping in between the check and the delete.
    await lockComponentsOfType(tx, id);
    const inUse = await componentsInUseOfType(tx, id);
    if (inUse > 0) throw conflict(componentTypeMessages.inUse(name, inUse));
    const booked = await liveBookingsOfType(tx, id);
    if (booked > 0) throw conflict(componentTypeMessages.booked(name, booked));
    await deleteComponentTypeRow(tx, id);
    await recordComponentTypeDeleted(tx, actor, id, name);
  });
}

/** Checks that the categories exist and keeps them from being deleted until the transaction ends. */
async function lockCategories(tx: Transaction, categoryIds: number[]): Promise<void> {
  const existing = await lockExistingCategories(tx, categoryIds);
  const missing = categoryIds.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    const messages = missing.map(componentTypeMessages.categoryMissing);
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
    imageUrl: imageUrlOf(row.id, row.imageEtag),
    esimageId: row.esimageId,
    numberOfAvailebleComponents: row.availableCount,
    categories: row.categories,
  };
}
