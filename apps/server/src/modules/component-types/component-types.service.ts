import {
  type ComponentType,
  ComponentTypeKind,
  type ComponentTypeStatus,
  componentTypeFormFields,
  type RequiredQualification,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import type { Actor } from '../activity/actor.js';
import { componentsInUseOfType } from '../components/components.service.js';
import {
  inUnitsTransaction,
  lendingHoldsOnType,
  liveBookingsOfType,
  reservableNow,
  rewriteCalibrationDueOfType,
  type UnitsTransaction,
} from '../lending/index.js';
import { requiredQualificationsFor, setRequiredQualifications } from '../qualifications/qualifications.service.js';
import type { BrowseCache } from './browse-cache.js';
import {
  recordComponentTypeAdded,
  recordComponentTypeDeleted,
  recordComponentTypeEdited,
} from './component-type-activity.js';
import {
  type ComponentTypeFields,
  invalidForm,
  type StockSettings,
  storedStockSettings,
} from './component-type-form.js';
import { imageUrlOf, normaliseImage, type StoredImage } from './component-type-image.js';
import { componentTypeMessages, formMessages } from './component-types.messages.js';
import {
  type ComponentTypeColumns,
  type ComponentTypeFilter,
  type ComponentTypePage,
  type ComponentTypeSnapshot,
  type ComponentTypeSummaryRow,
  countComponentsOfType,
  deleteComponentTypeRow,
  findComponentTypeDetails,
  findComponentTypePage,
  findComponentTypeRowsOfIds,
  findComponentTypeSnapshot,
  findComponentTypeSummary,
  findImage,
  findStockOfType,
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
  viewerId: number,
): Promise<Page<ComponentType>> {
  const { rows, total } = await browsePage(ctx.db, query, query, cache);
  return { items: await withReservableStock(ctx, rows, viewerId), total };
}

/** These types as the catalogue answers them, in name order (a list of another module picked their ids: Low stock). */
export async function componentTypesOfIds(
  ctx: StockContext,
  ids: number[],
  viewerId: number,
): Promise<ComponentType[]> {
  if (ids.length === 0) return [];
  return withReservableStock(ctx, await findComponentTypeRowsOfIds(ctx.db, ids), viewerId);
}

/** What "In stock" needs: the database, and the clock and time zone that say which days a reservation would hold. */
type StockContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * The types as answered, each "In stock" the units a Loaner can reserve now without breaking a booking, and what
 * it requires with whether the viewer holds each.
 */
async function withReservableStock(
  ctx: StockContext,
  rows: ComponentTypeSummaryRow[],
  viewerId: number,
): Promise<ComponentType[]> {
  const reservable = await reservableNow(ctx, new Map(rows.map((row) => [row.id, row.availableCount])));
  const required = await requiredQualificationsFor(
    ctx,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) =>
    toComponentType(
      { ...row, availableCount: reservable.get(row.id) ?? row.availableCount },
      required.get(row.id) ?? [],
    ),
  );
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
export async function getComponentType(ctx: StockContext, id: number, viewerId: number): Promise<ComponentType> {
  const row = await findComponentTypeDetails(ctx.db, id);
  if (!row) throw typeNotFound(id);
  const [type] = await withReservableStock(ctx, [row], viewerId);
  return { ...(type as ComponentType), image: row.image?.toString('base64') ?? null };
}

export async function getComponentTypeImage(db: Database, id: number): Promise<{ image: Buffer; etag: string }> {
  const found = await findImage(db, id);
  if (!found) throw notFound(componentTypeMessages.noImage(id));
  return found;
}

export async function createComponentType(
  ctx: StockContext,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  const kindAndStock = kindColumns(fields.kind ?? ComponentTypeKind.Unit, fields);
  return writeComponentType(
    ctx,
    fields,
    imageFile,
    async ({ tx }, values, categoryIds) => {
      const id = await insertComponentType(tx, { ...values, ...kindAndStock });
      if (id === undefined) throw new Error('insert returned no row');
      await linkCategories(tx, id, categoryIds);
      await recordComponentTypeAdded(tx, actor, id);
      return id;
    },
    actor,
  );
}

/**
 * Replaces every field and the categories; the image only when a new one is sent; the kind only when one is sent
 * (a type with units cannot become a consumable, nor one with stock movements a lent type). A type the lab no longer
 * keeps for itself serves its waiting list (lending does, after the commit).
 */
export function updateComponentType(
  ctx: StockContext,
  id: number,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  actor: Actor,
): Promise<ComponentType> {
  return writeComponentType(
    ctx,
    fields,
    imageFile,
    async (units, values, categoryIds) => {
      const { tx } = units;
      const before = (await units.lockTypes([id])).length > 0 && (await findComponentTypeSnapshot(tx, id));
      if (!before) throw typeNotFound(id);
      const kind = (fields.kind ?? before.kind) as ComponentTypeKind;
      const columns = kindColumns(kind, fields);
      if (kind !== before.kind) await assertKindMayChange(tx, id, before, kind);
      await updateComponentTypeRow(tx, id, { ...values, ...columns });
      if (columns.calibrationIntervalDays !== before.calibrationIntervalDays)
        await rewriteCalibrationDueOfType(units, id);
      await setCategoriesOfType(tx, id, categoryIds);
      await recordComponentTypeEdited(tx, actor, id, before);
      return id;
    },
    actor,
  );
}

/**
 * What creating and editing share: the image is decoded and resized before the transaction, so no lock waits
 * on it; inside, the chosen categories are locked first, then `write` stores the type and answers its id, and the
 * type's own required qualifications are set. Answered as the actor sees it.
 */
async function writeComponentType(
  ctx: StockContext,
  fields: ComponentTypeFields,
  imageFile: Buffer | null,
  write: (units: UnitsTransaction, values: ComponentTypeColumns, categoryIds: number[]) => Promise<number>,
  actor: Actor,
): Promise<ComponentType> {
  const image = imageFile ? await normaliseImage(imageFile) : null;
  const { categoryIds, requiredQualificationIds, kind: _kind, stock: _stock, ...columns } = fields;
  return inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    await lockCategories(tx, categoryIds);
    const id = await write(units, { ...columns, ...imageColumns(image) }, categoryIds);
    const field = componentTypeFormFields.requiredQualifications;
    await setRequiredQualifications(tx, { componentTypeId: id }, requiredQualificationIds, field);
    return loadComponentType({ ...ctx, db: tx }, id, actor.loanerId);
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

/**
 * The kind, stock settings and calibration interval a type of this kind stores of the form; never its stock,
 * which movements keep. A consumable has no units to calibrate: it keeps no interval.
 */
function kindColumns(
  kind: ComponentTypeKind,
  fields: ComponentTypeFields,
): { kind: ComponentTypeKind; calibrationIntervalDays: number | null } & StockSettings {
  const stock = storedStockSettings(kind, fields.stock);
  if (!stock) {
    const field = componentTypeFormFields.stockUnit;
    throw invalidForm({ [field]: [formMessages.stockUnitRequired(field)] });
  }
  const calibrationIntervalDays = kind === ComponentTypeKind.Unit ? fields.calibrationIntervalDays : null;
  return { kind, ...stock, calibrationIntervalDays };
}

/**
 * A lent type becomes a consumable only while nothing of lending refers to it: no components (loans and
 * reservations hold components), no live booking, no one waiting. A consumable becomes a lent type only while it
 * has no stock and no stock movement: its history would count stock a lent type does not have. The type is locked.
 */
async function assertKindMayChange(
  tx: Transaction,
  id: number,
  before: ComponentTypeSnapshot,
  kind: ComponentTypeKind,
): Promise<void> {
  const name = before.componentName;
  if (kind === ComponentTypeKind.Consumable) {
    const units = await countComponentsOfType(tx, id);
    if (units > 0) throw conflict(componentTypeMessages.consumableWithComponents(name, units));
    const holds = await lendingHoldsOnType(tx, id);
    if (holds.liveBookings > 0) throw conflict(componentTypeMessages.consumableWhileBooked(name, holds.liveBookings));
    if (holds.waiting) throw conflict(componentTypeMessages.consumableWhileWaitedFor(name));
    return;
  }
  const stock = await findStockOfType(tx, id);
  if (stock && (stock.quantityInStock !== 0 || stock.hasMovements)) {
    throw conflict(componentTypeMessages.unitWithStock(name));
  }
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

async function loadComponentType(
  ctx: StockContext & { db: Executor },
  id: number,
  viewerId: number | null,
): Promise<ComponentType> {
  const row = await findComponentTypeSummary(ctx.db, id);
  if (!row) throw typeNotFound(id);
  const required = viewerId === null ? new Map() : await requiredQualificationsFor(ctx, [id], viewerId);
  return toComponentType(row, required.get(id) ?? []);
}

function toComponentType(row: ComponentTypeSummaryRow, requiredQualifications: RequiredQualification[]): ComponentType {
  const consumable = row.kind === ComponentTypeKind.Consumable;
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
    // A consumable has no units: what is available of it is its stock.
    numberOfAvailebleComponents: consumable ? row.quantityInStock : row.availableCount,
    categories: row.categories,
    kind: row.kind as ComponentTypeKind,
    stockUnit: row.stockUnit,
    quantityInStock: row.quantityInStock,
    reorderLevel: row.reorderLevel,
    reorderQuantity: row.reorderQuantity,
    selfService: row.selfService,
    lowStock: consumable && row.reorderLevel !== null && row.quantityInStock <= row.reorderLevel,
    calibrationIntervalDays: row.calibrationIntervalDays,
    requiredQualifications,
  };
}
