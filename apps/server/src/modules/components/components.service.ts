import type { Component, ComponentInput, ComponentStatus } from '@labstock/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { components, componentTypes } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { mayIdentifyLoaner } from '../../lib/loaner-privacy.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { isUniqueViolation, postgresError } from '../../lib/postgres-errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Actor } from '../activity/actor.js';
import { decideStatusChange } from '../lending/status-machine.js';
import { recordComponentDeleted, recordComponentEdit, recordComponentsAdded } from './component-activity.js';
import {
  availableOfType,
  type ComponentRow,
  countComponentsInUse,
  countInventory,
  findComponents,
  findInventoryPage,
  type InventoryFilter,
  type InventorySort,
  nextNumberOfType,
  takenNumbers,
} from './components.repo.js';

const componentNotFound = (id: number) => notFound(`Component ${id} was not found.`);
const typeNotFound = (id: number) => notFound(`Component type ${id} was not found.`);

export async function listInventory(
  db: Database,
  query: PageRequest & InventoryFilter & { sortBy: InventorySort },
  viewer: AuthUser,
): Promise<Page<Component>> {
  const [rows, total] = await Promise.all([
    findInventoryPage(db, query, query.sortBy, query),
    countInventory(db, query),
  ]);
  return { items: rows.map((row) => asSeenBy(viewer, toComponent(row))), total };
}

/** A Loaner sees that a component is on loan and until when, but not to whom, unless it is to them. */
function asSeenBy(viewer: AuthUser, component: Component): Component {
  const loan = component.currentLoan;
  if (!loan || mayIdentifyLoaner(viewer, loan.loanerId)) return component;
  return { ...component, currentLoan: { ...loan, loanerId: null, loanerName: null, auId: null } };
}

export async function listAvailable(db: Database, componentTypeId: number): Promise<Component[]> {
  return (await availableOfType(db, componentTypeId)).map(toComponent);
}

export async function nextComponentNumber(db: Database, componentTypeId: number): Promise<number> {
  const next = await nextNumberOfType(db, componentTypeId);
  if (next === undefined) throw typeNotFound(componentTypeId);
  return next;
}

/**
 * Adds components all or nothing. Each type's row is locked first, so two Admins adding to one type
 * take turns: the second sees the first one's numbers and gets a 409 instead of a duplicate.
 */
export async function addComponents(db: Database, inputs: ComponentInput[], actor: Actor): Promise<Component[]> {
  for (const input of inputs) decideStatusChange({ cause: 'add', to: input.status });
  assertNumbersDistinct(inputs);
  return withNumberConflicts(() =>
    db.transaction(async (tx) => {
      await lockTypes(tx, [...new Set(inputs.map((input) => input.componentTypeId))]);
      assertNumbersFree(await takenNumbers(tx, inputs));
      const created = await tx
        .insert(components)
        .values(
          inputs.map((input) => ({
            componentTypeId: input.componentTypeId,
            componentNumber: input.componentNumber,
            serialNo: input.serialNo,
            status: input.status,
            adminComment: input.adminComment,
            userComment: input.userComment,
          })),
        )
        .returning({ id: components.id });
      const rows = await findComponents(
        tx,
        inArray(
          components.id,
          created.map((row) => row.id),
        ),
      );
      const added = rows.map(toComponent);
      await recordComponentsAdded(tx, actor, added);
      return added;
    }),
  );
}

export async function addComponent(db: Database, input: ComponentInput, actor: Actor): Promise<Component> {
  const [created] = await addComponents(db, [input], actor);
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Edits number, serial number, comments and status (spec §4 rules); the type never changes. */
export async function editComponent(db: Database, input: ComponentInput, actor: Actor): Promise<Component> {
  return withNumberConflicts(() =>
    db.transaction(async (tx) => {
      const current = await lockComponent(tx, input.componentId);
      if (input.componentTypeId !== current.componentTypeId) {
        const message = 'The component type of a component cannot be changed.';
        throw badRequest(message, { componentTypeId: [message] });
      }
      decideStatusChange({ cause: 'hand-edit', from: current.status as ComponentStatus, to: input.status });
      if (input.componentNumber !== current.componentNumber) assertNumbersFree(await takenNumbers(tx, [input]));
      await tx
        .update(components)
        .set({
          componentNumber: input.componentNumber,
          serialNo: input.serialNo,
          status: input.status,
          adminComment: input.adminComment,
          userComment: input.userComment,
        })
        .where(eq(components.id, current.id));
      const edited = await loadComponent(tx, current.id);
      await recordComponentEdit(tx, actor, current, edited);
      return edited;
    }),
  );
}

/** Refused while the component is reserved or on loan; its loan history stays (component_id becomes null). */
export async function deleteComponent(db: Database, componentId: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const component = await lockComponent(tx, componentId);
    if ((await countComponentsInUse(tx, eq(components.id, componentId))) > 0) {
      throw conflict(`Component number ${component.componentNumber} is reserved or on loan and cannot be deleted.`);
    }
    await tx.delete(components).where(eq(components.id, componentId));
    await recordComponentDeleted(tx, actor, component);
  });
}

/** Locks the types in id order (the order every catalogue write takes, so none deadlock); 404 for a missing one. */
async function lockTypes(tx: Transaction, typeIds: number[]): Promise<void> {
  const locked = await tx
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(inArray(componentTypes.id, typeIds))
    .orderBy(asc(componentTypes.id))
    .for('update');
  const missing = typeIds.find((id) => !locked.some((row) => row.id === id));
  if (missing !== undefined) throw typeNotFound(missing);
}

/** Locks a component after its type, in the same order as adding components does. */
async function lockComponent(tx: Transaction, componentId: number) {
  const [located] = await tx
    .select({ componentTypeId: components.componentTypeId })
    .from(components)
    .where(eq(components.id, componentId));
  if (!located) throw componentNotFound(componentId);
  await lockTypes(tx, [located.componentTypeId]);
  const [component] = await tx.select().from(components).where(eq(components.id, componentId)).for('update');
  if (!component) throw componentNotFound(componentId);
  return component;
}

async function loadComponent(db: Executor, componentId: number): Promise<Component> {
  const [row] = await findComponents(db, eq(components.id, componentId));
  if (!row) throw componentNotFound(componentId);
  return toComponent(row);
}

function assertNumbersDistinct(inputs: ComponentInput[]): void {
  const seen = new Set<string>();
  for (const { componentTypeId, componentNumber } of inputs) {
    const key = `${componentTypeId}:${componentNumber}`;
    if (seen.has(key)) throw badRequest(`Component number ${componentNumber} appears more than once.`);
    seen.add(key);
  }
}

function assertNumbersFree(taken: number[]): void {
  if (taken.length === 1) throw conflict(`Component number ${taken[0]} is already taken`);
  if (taken.length > 1) throw conflict(`Component numbers ${taken.join(', ')} are already taken`);
}

/** The locks make a duplicate number unlikely; the unique index makes it impossible, and this makes it a 409. */
async function withNumberConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'components_type_number_uq')) throw error;
    const number = /=\(\d+, (\d+)\)/.exec(postgresError(error)?.detail ?? '')?.[1];
    throw conflict(number ? `Component number ${number} is already taken` : 'A component number is already taken');
  }
}

function toComponent(row: ComponentRow): Component {
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
  };
}
