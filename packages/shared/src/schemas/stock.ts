import { z } from 'zod';
import { StockMovementKind } from '../enums.js';
import { activityPerson } from './activity.js';
import { isoDate, pagedQuery, problem, rowId, storableText } from './common.js';

/**
 * The most a consumable's stock (and so one movement) may hold: far beyond any lab's shelf, and far enough below
 * PostgreSQL's integer that a sum of movements never overflows it.
 */
export const MAX_STOCK = 1_000_000_000;

const quantity = z.number().int().min(1).max(MAX_STOCK);
const note = storableText().trim().max(500);

/** POST ComponentTypes/{id}/stock/issue: taken by `loanerId` (the caller when left out). */
export const stockIssueRequest = z.object({
  quantity,
  loanerId: rowId.optional(),
  note: note.nullish(),
});
export type StockIssueRequest = z.infer<typeof stockIssueRequest>;

/** POST ComponentTypes/{id}/stock/receive: stock delivered to the lab. */
export const stockReceiveRequest = z.object({ quantity, note: note.nullish() });
export type StockReceiveRequest = z.infer<typeof stockReceiveRequest>;

const COUNT_REASON_REQUIRED = 'Say why the stock is counted (e.g. the yearly stocktake).';

/** POST ComponentTypes/{id}/stock/count: what a stocktake found on the shelf, and why it was counted. */
export const stockCountRequest = z.object({
  counted: z.number().int().min(0).max(MAX_STOCK),
  note: storableText({ error: COUNT_REASON_REQUIRED }).trim().min(1, COUNT_REASON_REQUIRED).max(500),
});
export type StockCountRequest = z.infer<typeof stockCountRequest>;

/** One movement of a consumable's stock, never changed once written. */
export const stockMovement = z.object({
  stockMovementId: z.number().int(),
  componentTypeId: z.number().int(),
  kind: z.enum(StockMovementKind),
  /** Signed: an Issue takes (negative), a Receive adds, a Count records the difference to what was counted. */
  quantity: z.number().int(),
  /** The stock this movement left. */
  quantityAfter: z.number().int(),
  /** Who took it (an Issue); null for the others, and once the loaner is deleted. */
  loaner: activityPerson.nullable(),
  /** Who recorded it; null once they are deleted. */
  actor: activityPerson.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** A movement refused: `available` is the stock when it asked for more than there is. */
export const stockProblem = problem.extend({ available: z.number().int().optional() });

/** GET Stock/consumption: `from` and `to` are days of the lab's calendar, both included; either may be left out. */
export const consumptionQuery = pagedQuery
  .extend({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date.',
  });
export type ConsumptionQuery = z.infer<typeof consumptionQuery>;

/** What a consumable gave out and took in during the period, in its stock unit. */
export const consumptionRow = z.object({
  componentTypeId: z.number().int(),
  componentName: z.string(),
  stockUnit: z.string().nullable(),
  /** The sum of its issues, as a positive number. */
  issued: z.number().int(),
  received: z.number().int(),
});
export type ConsumptionRow = z.infer<typeof consumptionRow>;

/** Column headers of the reorder list (GET export/reorder.csv). */
export const reorderCsvColumns = {
  type: 'Type',
  manufacturer: 'Manufacturer',
  location: 'Location',
  inStock: 'In stock',
  stockUnit: 'Unit',
  reorderLevel: 'Reorder level',
  suggestedQuantity: 'Suggested quantity',
} as const;

/**
 * What to order of a low consumable: its reorder quantity, or, when it has none, what takes the stock back above
 * its reorder level.
 */
export function suggestedReorderQuantity(type: {
  quantityInStock: number;
  reorderLevel: number;
  reorderQuantity: number | null;
}): number {
  return type.reorderQuantity ?? type.reorderLevel - type.quantityInStock + 1;
}
