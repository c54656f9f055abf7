import { ComponentTypeKind, StockMovementKind } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { componentTypes, stockMovements } from '../../db/schema.js';

/** Test data of the stock suites, written straight to the database (the type form is another module's). */

let consumableCounter = 0;
const STOCKED_AT = new Date('2026-01-05T09:00:00Z');

export interface ConsumableFields {
  name?: string;
  stockUnit?: string;
  /**
   * Put on the shelf by one Receive movement, so that the stock is the sum of its movements; dated before the test
   * clock's first day, so that it precedes what a test does.
   */
  quantityInStock?: number;
  reorderLevel?: number | null;
  reorderQuantity?: number | null;
  selfService?: boolean;
  manufacturer?: string;
  location?: string;
}

/** A consumable type counted in pcs (unless told), with its stock received in one movement. */
export async function insertConsumable(db: Database, fields: ConsumableFields = {}): Promise<number> {
  consumableCounter += 1;
  const { quantityInStock = 0, ...rest } = fields;
  const [row] = await db
    .insert(componentTypes)
    .values({
      name: `Consumable ${consumableCounter}`,
      stockUnit: 'pcs',
      ...rest,
      kind: ComponentTypeKind.Consumable,
      quantityInStock,
    })
    .returning({ id: componentTypes.id });
  if (!row) throw new Error('no consumable inserted');
  if (quantityInStock > 0) {
    await db.insert(stockMovements).values({
      componentTypeId: row.id,
      kind: StockMovementKind.Receive,
      quantity: quantityInStock,
      quantityAfter: quantityInStock,
      createdAt: STOCKED_AT,
    });
  }
  return row.id;
}
