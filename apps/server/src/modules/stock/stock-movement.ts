import {
  ActivityKind,
  ComponentTypeKind,
  Language,
  MAX_STOCK,
  type StockIssueRequest,
  type StockMovement,
  StockMovementKind,
  suggestedReorderQuantity,
} from '@labstock/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { lockLoanerKey } from '../../db/loaner-key-lock.js';
import { lockComponentType } from '../../db/type-lock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { labSettings } from '../lab/lab.service.js';
import type { Mailer } from '../mail/mailer.js';
import { sendAndLog } from '../mail/send-and-log.js';
import { type LowStockItem, renderLowStock } from '../mail/templates/low-stock.js';
import { claimNotices, NoticeKind } from '../notices/notice-claims.js';
import { stockMessages } from './stock.messages.js';
import { findMovement, findStockOfType, insertMovement, type StockOfType } from './stock.repo.js';

/**
 * The one way a consumable's stock moves, in the caller's transaction. Apart from the rest of the stock module
 * so that lending's counter can issue stock beside lent units without importing the catalogue (which imports
 * lending).
 */

/** The low-stock e-mail a movement owes the lab, claimed in its transaction and sent after the commit. */
export interface LowStockNotice extends LowStockItem {
  to: string;
}

/** A movement made: as answered, and the notice it owes (null when it crossed no reorder level). */
export interface StockChange {
  movement: StockMovement;
  /** The consumable moved, as a receipt names it. */
  type: Pick<StockOfType, 'name' | 'stockUnit'>;
  lowStockNotice: LowStockNotice | null;
}

export interface Movement {
  componentTypeId: number;
  kind: StockMovementKind;
  /** The signed change, given the stock before it. */
  quantityFrom: (before: number) => number;
  loanerId: number | null;
  note: string | null;
  actor: Actor;
  /** Refuses the movement after the type is locked and read, before anything is written (who may issue it). */
  allow?: (type: StockOfType) => void;
}

/** Receipts and stocktakes are recorded in the activity log, as other changes of the stock by the staff are. */
const activityOfKind: Partial<Record<StockMovementKind, ActivityKind>> = {
  [StockMovementKind.Receive]: ActivityKind.StockReceived,
  [StockMovementKind.Count]: ActivityKind.StockCounted,
};

/**
 * Every movement of a consumable's stock, in the caller's transaction: it locks the type's row first (the lock
 * order of db/type-lock.ts), reads the stock, refuses to take it below zero, writes the immutable movement with
 * the stock it leaves and that stock on the type's row. One that takes the stock from above the reorder level to
 * or below it claims the lab's low-stock notice, which the caller sends after its commit (sendLowStockNotice).
 */
export async function moveStock(tx: Transaction, movement: Movement): Promise<StockChange> {
  const { componentTypeId, actor } = movement;
  const type = (await lockComponentType(tx, componentTypeId)) && (await findStockOfType(tx, componentTypeId));
  if (!type) throw notFound(stockMessages.typeNotFound(componentTypeId));
  if (type.kind !== ComponentTypeKind.Consumable) throw conflict(stockMessages.lentType);
  movement.allow?.(type);
  if (movement.loanerId !== null && !(await lockLoanerKey(tx, movement.loanerId))) {
    throw notFound(stockMessages.loanerNotFound);
  }
  const before = type.quantityInStock;
  const quantity = movement.quantityFrom(before);
  const after = before + quantity;
  if (after < 0) throw conflict(stockMessages.notEnough(before, type.stockUnit), { available: before });
  if (after > MAX_STOCK) throw conflict(stockMessages.tooMuch);
  const stockMovementId = await insertMovement(tx, {
    componentTypeId,
    kind: movement.kind,
    quantity,
    quantityAfter: after,
    loanerId: movement.loanerId,
    actorId: actor.loanerId,
    note: movement.note,
    createdAt: actor.at,
  });
  const activity = activityOfKind[movement.kind];
  if (activity) {
    await recordActivity(tx, {
      kind: activity,
      actor,
      componentTypeId,
      before: { quantityInStock: before },
      after: { quantityInStock: after, ...(movement.note ? { note: movement.note } : {}) },
    });
  }
  const level = type.reorderLevel;
  const crossed = level !== null && before > level && after <= level;
  return {
    movement: await findMovement(tx, stockMovementId),
    type: { name: type.name, stockUnit: type.stockUnit },
    lowStockNotice: crossed
      ? await claimLowStockNotice(tx, stockMovementId, { ...type, reorderLevel: level }, after, actor)
      : null,
  };
}

/**
 * Claims the notice of the movement that crossed the level (notices_sent, in the movement's transaction): none
 * when the lab has no notice address. The claim records that the crossing was told; the movement's id makes it
 * one per crossing on any number of servers.
 */
async function claimLowStockNotice(
  tx: Transaction,
  stockMovementId: number,
  type: StockOfType & { reorderLevel: number },
  quantityInStock: number,
  actor: Actor,
): Promise<LowStockNotice | null> {
  const lab = await labSettings(tx);
  if (!lab.noticeEmail) return null;
  const claimed = await claimNotices(tx, NoticeKind.LowStock, [{ subjectId: stockMovementId }], actor.at);
  if (!claimed.has(stockMovementId)) return null;
  return {
    to: lab.noticeEmail,
    labName: lab.name,
    componentName: type.name,
    stockUnit: type.stockUnit,
    quantityInStock,
    reorderLevel: type.reorderLevel,
    suggestedQuantity: suggestedReorderQuantity({ ...type, quantityInStock }),
  };
}

/** Stock a loaner takes, in the caller's transaction (the counter issues it beside lent units). */
export function issueStock(
  tx: Transaction,
  actor: Actor,
  issue: StockIssueRequest & { componentTypeId: number; loanerId: number },
  allow?: Movement['allow'],
): Promise<StockChange> {
  return moveStock(tx, {
    componentTypeId: issue.componentTypeId,
    kind: StockMovementKind.Issue,
    quantityFrom: () => -issue.quantity,
    loanerId: issue.loanerId,
    note: issue.note ?? null,
    actor,
    allow,
  });
}

/**
 * Sends the notice a committed movement claimed, in English (the lab has no language of its own), and logs it in
 * the e-mail log. A failed send stays claimed and logged as Failed: the next crossing sends anew. It never throws:
 * the movement is done whatever the mail does, so a failure to send or log it goes to the server's log.
 */
export async function sendLowStockNotice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  mailer: Mailer,
  notice: LowStockNotice | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!notice) return;
  const { to, ...item } = notice;
  const { subject, text } = renderLowStock(Language.English, item);
  await sendAndLog(ctx.db, mailer, ctx.clock, { to, language: Language.English, subject, text }).catch(
    (error: unknown) => log.error({ err: error }, 'the low-stock notice could not be sent or logged'),
  );
}
