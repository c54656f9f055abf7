import { componentTypes } from './schema.js';

/** A type's kind and a consumable's stock and settings, as every read of a type that answers them selects them. */
export const stockColumns = {
  kind: componentTypes.kind,
  stockUnit: componentTypes.stockUnit,
  quantityInStock: componentTypes.quantityInStock,
  reorderLevel: componentTypes.reorderLevel,
  reorderQuantity: componentTypes.reorderQuantity,
  selfService: componentTypes.selfService,
};
