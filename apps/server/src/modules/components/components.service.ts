import type { Component, ComponentInput, ComponentStatus } from '@labstock/shared';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { mayIdentifyLoaner } from '../../lib/loaner-privacy.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { isUniqueViolation, postgresError } from '../../lib/postgres-errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Actor } from '../activity/actor.js';
import { componentTypeMessages } from '../component-types/component-types.messages.js';
import {
  assertMayHaveComponents,
  decideStatusChange,
  inUnitsTransaction,
  type LendingContext,
  type UnitsTransaction,
} from '../lending/index.js';
import { followStatusChange, openTicketsOfNewUnits } from '../repairs/defect-spells.js';
import { openFaultCounts } from '../repairs/faults.service.js';
import { recordComponentDeleted, recordComponentEdit, recordComponentsAdded } from './component-activity.js';
import { componentMessages } from './components.messages.js';
import {
  availableOfType,
  type ComponentRow,
  countInUseOfType,
  countInventory,
  deleteComponentRow,
  findComponentById,
  findComponentsByIds,
  findInventoryPage,
  findTypeOfComponent,
  type InventoryFilter,
  type InventorySort,
  insertComponents,
  isComponentInUse,
  lockComponentRow,
  nextNumberOfType,
  takenNumbers,
  updateComponentRow,
} from './components.repo.js';

const componentNotFound = (id: number) => notFound(componentMessages.notFound(id));
const typeNotFound = (id: number) => notFound(componentTypeMessages.notFound(id));

export async function listInventory(
  db: Database,
  query: PageRequest & InventoryFilter & { sortBy: InventorySort },
  viewer: AuthUser,
): Promise<Page<Component>> {
  const [rows, total] = await Promise.all([
    findInventoryPage(db, query, query.sortBy, query),
    countInventory(db, query),
  ]);
  const faults = await faultsOf(db, rows);
  return { items: rows.map((row) => asSeenBy(viewer, toComponent(row, faults))), total };
}

/** How many unsettled fault reports each of the rows has: a component's `openFaults`. */
function faultsOf(db: Executor, rows: ComponentRow[]): Promise<Map<number, number>> {
  return openFaultCounts(
    db,
    rows.map((row) => row.id),
  );
}

/** Units just added have no fault reports yet. */
const noFaults = new Map<number, number>();

/** A Loaner sees that a component is on loan and until when, but not to whom, unless it is to them. */
function asSeenBy(viewer: AuthUser, component: Component): Component {
  const loan = component.currentLoan;
  if (!loan || mayIdentifyLoaner(viewer, loan.loanerId)) return component;
  return { ...component, currentLoan: { ...loan, loanerId: null, loanerName: null, auId: null } };
}

export async function listAvailable(db: Database, componentTypeId: number): Promise<Component[]> {
  const rows = await availableOfType(db, componentTypeId);
  const faults = await faultsOf(db, rows);
  return rows.map((row) => toComponent(row, faults));
}

/** How many of the type's components are reserved or on loan: a type in use is not deleted. */
export function componentsInUseOfType(executor: Executor, componentTypeId: number): Promise<number> {
  return countInUseOfType(executor, componentTypeId);
}

export async function nextComponentNumber(db: Database, componentTypeId: number): Promise<number> {
  const next = await nextNumberOfType(db, componentTypeId);
  if (next === undefined) throw typeNotFound(componentTypeId);
  return next;
}

/**
 * Adds components all or nothing. Each type's row is locked first, so two Admins adding to one type
 * take turns: the second sees the first one's numbers and gets a 409 instead of a duplicate. A consumable takes
 * none (409): it has a stock, not units, so nothing of it is ever handed out as a component. A unit added
 * Available goes to the first loaner waiting for its type (lending serves the list after the commit).
 */
export async function addComponents(ctx: LendingContext, inputs: ComponentInput[], actor: Actor): Promise<Component[]> {
  for (const input of inputs) decideStatusChange({ cause: 'add', to: input.status });
  assertNumbersDistinct(inputs);
  return withNumberConflicts(() =>
    inUnitsTransaction(ctx, async (units) => {
      const { tx } = units;
      const typeIds = [...new Set(inputs.map((input) => input.componentTypeId))];
      await lockTypes(units, typeIds);
      await assertMayHaveComponents(tx, typeIds);
      assertNumbersFree(await takenNumbers(tx, inputs));
      const createdIds = await insertComponents(
        tx,
        inputs.map((input) => ({
          componentTypeId: input.componentTypeId,
          componentNumber: input.componentNumber,
          serialNo: input.serialNo,
          status: input.status,
          adminComment: input.adminComment,
          userComment: input.userComment,
        })),
      );
      const rows = await findComponentsByIds(tx, createdIds);
      const added = rows.map((row) => toComponent(row, noFaults));
      await recordComponentsAdded(tx, actor, added);
      await openTicketsOfNewUnits(tx, added, actor);
      return added;
    }),
  );
}

export async function addComponent(ctx: LendingContext, input: ComponentInput, actor: Actor): Promise<Component> {
  const [created] = await addComponents(ctx, [input], actor);
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Edits number, serial number, comments and status (spec §4 rules); the type never changes. */
export async function editComponent(ctx: LendingContext, input: ComponentInput, actor: Actor): Promise<Component> {
  return withNumberConflicts(() =>
    inUnitsTransaction(ctx, async (units) => {
      const { tx } = units;
      const current = await lockComponent(units, input.componentId);
      if (input.componentTypeId !== current.componentTypeId) {
        const message = componentMessages.typeCannotChange;
        throw badRequest(message, { componentTypeId: [message] });
      }
      decideStatusChange({ cause: 'hand-edit', from: current.status as ComponentStatus, to: input.status });
      if (input.componentNumber !== current.componentNumber) assertNumbersFree(await takenNumbers(tx, [input]));
      await updateComponentRow(tx, current.id, {
        componentNumber: input.componentNumber,
        serialNo: input.serialNo,
        status: input.status,
        adminComment: input.adminComment,
        userComment: input.userComment,
      });
      const from = current.status as ComponentStatus;
      if (input.status !== from)
        await followStatusChange(tx, { componentId: current.id }, { from, to: input.status }, actor);
      const edited = await loadComponent(tx, current.id);
      await recordComponentEdit(tx, actor, current, edited);
      return edited;
    }),
  );
}

/** Refused while the component is reserved or on loan; its loan history stays (component_id becomes null). */
export async function deleteComponent(ctx: LendingContext, componentId: number, actor: Actor): Promise<void> {
  await inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    const component = await lockComponent(units, componentId);
    if (await isComponentInUse(tx, componentId)) {
      throw conflict(componentMessages.inUse(component.componentNumber));
    }
    await deleteComponentRow(tx, componentId);
    await recordComponentDeleted(tx, actor, component);
  });
}

/** Locks the types first, as every write to a type's units does; 404 for a missing one. */
async function lockTypes(units: UnitsTransaction, typeIds: number[]): Promise<void> {
  const locked = await units.lockTypes(typeIds);
  const missing = typeIds.find((id) => !locked.includes(id));
  if (missing !== undefined) throw typeNotFound(missing);
}

/** Locks a component after its type, in the same order as adding components does. */
async function lockComponent(units: UnitsTransaction, componentId: number) {
  const typeId = await findTypeOfComponent(units.tx, componentId);
  if (typeId === undefined) throw componentNotFound(componentId);
  await lockTypes(units, [typeId]);
  const component = await lockComponentRow(units.tx, componentId);
  if (!component) throw componentNotFound(componentId);
  return component;
}

/** These components as the API answers them, by type and number (the Calibration list's page). */
export async function componentsOfIds(db: Executor, componentIds: number[]): Promise<Component[]> {
  if (componentIds.length === 0) return [];
  const rows = await findComponentsByIds(db, componentIds);
  const faults = await faultsOf(db, rows);
  return rows.map((row) => toComponent(row, faults));
}

/** The component as the API answers it; 404 when there is none. */
export async function loadComponent(db: Executor, componentId: number): Promise<Component> {
  const row = await findComponentById(db, componentId);
  if (!row) throw componentNotFound(componentId);
  return toComponent(row, await faultsOf(db, [row]));
}

function assertNumbersDistinct(inputs: ComponentInput[]): void {
  const seen = new Set<string>();
  for (const { componentTypeId, componentNumber } of inputs) {
    const key = `${componentTypeId}:${componentNumber}`;
    if (seen.has(key)) throw badRequest(componentMessages.numberRepeated(componentNumber));
    seen.add(key);
  }
}

function assertNumbersFree(taken: number[]): void {
  if (taken.length > 0) throw conflict(componentMessages.numbersTaken(taken));
}

/** The locks make a duplicate number unlikely; the unique index makes it impossible, and this makes it a 409. */
async function withNumberConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'components_type_number_uq')) throw error;
    const number = /=\(\d+, (\d+)\)/.exec(postgresError(error)?.detail ?? '')?.[1];
    throw conflict(number ? componentMessages.numbersTaken([number]) : componentMessages.aNumberTaken);
  }
}

function toComponent(row: ComponentRow, openFaults: Map<number, number>): Component {
  return {
    componentId: row.id,
    componentTypeId: row.componentTypeId,
    componentNumber: row.componentNumber,
    serialNo: row.serialNo,
    status: row.status as ComponentStatus,
    adminComment: row.adminComment,
    userComment: row.userComment,
    currentLoanInformationId: row.loanId,
    // A loaner with live loans cannot be deleted, so an active loan always has one.
    currentLoan:
      row.loanId !== null && row.loanDate !== null && row.returnDate !== null && row.loanerId !== null
        ? {
            loanId: row.loanId,
            loanerId: row.loanerId,
            loanerName: `${row.loanerFirstName ?? ''} ${row.loanerLastName ?? ''}`.trim(),
            auId: row.loanerAuId ?? '',
            loanDate: row.loanDate.toISOString(),
            returnDate: row.returnDate,
          }
        : null,
    openFaults: openFaults.get(row.id) ?? 0,
    calibratedOn: row.calibratedOn,
    calibrationDueOn: row.calibrationDueOn,
  };
}
