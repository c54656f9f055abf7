import {
  type ComponentType,
  type ConsumptionQuery,
  type ConsumptionRow,
  type PagedQuery,
  RoleName,
  reorderCsvColumns,
  type StockCountRequest,
  type StockIssueRequest,
  type StockMovement,
  StockMovementKind,
  type StockReceiveRequest,
  suggestedReorderQuantity,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import type { Actor } from '../activity/actor.js';
import { componentTypesOfIds } from '../component-types/component-types.service.js';
import { type CsvExport, keysetExport } from '../csv-export/csv-export.service.js';
import { stockMessages } from './stock.messages.js';
import {
  findConsumptionPage,
  findLowStockPage,
  findStockOfType,
  type LowStockKey,
  listMovements,
  readLowStockAfter,
  type StockOfType,
} from './stock.repo.js';
import { issueStock, moveStock, type StockChange } from './stock-movement.js';

type StockContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

const isStaff = (caller: AuthUser) => hasRole(caller, RoleName.Clerk) || hasRole(caller, RoleName.Admin);

/**
 * POST ComponentTypes/{id}/stock/issue: a Clerk issues to any loaner (to themself when none is named); a Loaner
 * records what they took themself, of a self-service consumable only.
 */
export function issue(
  ctx: StockContext,
  caller: AuthUser,
  componentTypeId: number,
  request: StockIssueRequest,
): Promise<StockChange> {
  const loanerId = request.loanerId ?? caller.loanerId;
  const selfServed = !isStaff(caller);
  if (selfServed && loanerId !== caller.loanerId) throw forbidden(stockMessages.issueOnlyToYourself);
  const allow = (type: StockOfType) => {
    if (selfServed && !type.selfService) throw forbidden(stockMessages.notSelfService);
  };
  const actor = { loanerId: caller.loanerId, at: ctx.clock.now() };
  return inRetryingTransaction(ctx.db, (tx) => issueStock(tx, actor, { ...request, componentTypeId, loanerId }, allow));
}

/** POST ComponentTypes/{id}/stock/receive: stock delivered to the lab. */
export function receive(
  ctx: StockContext,
  actor: Actor,
  componentTypeId: number,
  request: StockReceiveRequest,
): Promise<StockChange> {
  return inRetryingTransaction(ctx.db, (tx) =>
    moveStock(tx, {
      componentTypeId,
      kind: StockMovementKind.Receive,
      quantityFrom: () => request.quantity,
      loanerId: null,
      note: request.note ?? null,
      actor,
    }),
  );
}

/** POST ComponentTypes/{id}/stock/count: the stock becomes what was counted; the movement is the difference. */
export function count(
  ctx: StockContext,
  actor: Actor,
  componentTypeId: number,
  request: StockCountRequest,
): Promise<StockChange> {
  return inRetryingTransaction(ctx.db, (tx) =>
    moveStock(tx, {
      componentTypeId,
      kind: StockMovementKind.Count,
      quantityFrom: (before) => request.counted - before,
      loanerId: null,
      note: request.note,
      actor,
    }),
  );
}

/** A type's movements, newest first: every one for Clerks and Admins, a Loaner's own issues for a Loaner. */
export async function movementsOfType(
  ctx: StockContext,
  caller: AuthUser,
  componentTypeId: number,
  page: PageRequest,
): Promise<Page<StockMovement>> {
  if (!(await findStockOfType(ctx.db, componentTypeId))) throw notFound(stockMessages.typeNotFound(componentTypeId));
  const loanerId = isStaff(caller) ? undefined : caller.loanerId;
  return listMovements(ctx.db, { componentTypeId, loanerId }, page);
}

/** GET Stock/low: the consumables at or below their reorder level, by name, as the catalogue answers them. */
export async function lowStock(ctx: StockContext, query: PagedQuery, viewerId: number): Promise<Page<ComponentType>> {
  const { ids, total } = await findLowStockPage(ctx.db, query.searchString, pageWindow(query));
  return { items: await componentTypesOfIds(ctx, ids, viewerId), total };
}

/** GET export/reorder.csv: the Low stock list with what to order of each. */
export function exportReorderList(ctx: StockContext): CsvExport {
  return keysetExport(
    ctx,
    'reorder',
    reorderCsvColumns,
    (last: LowStockKey | undefined, limit) => readLowStockAfter(ctx.db, last, limit),
    (type) => [
      type.name,
      type.manufacturer,
      type.location,
      type.quantityInStock,
      type.stockUnit,
      type.reorderLevel,
      suggestedReorderQuantity(type),
    ],
  );
}

/** GET Stock/consumption: what each consumable issued and received in the lab days `from`–`to`. */
export function consumption(ctx: StockContext, query: ConsumptionQuery): Promise<Page<ConsumptionRow>> {
  const { pageNumber, pageSize, ...filter } = query;
  return findConsumptionPage(ctx.db, { ...filter, timeZone: ctx.config.LAB_TIME_ZONE }, { pageNumber, pageSize });
}
