import type { ComponentType } from '@labstock/shared';

/** An amount in the type's stock unit ("10 pcs"), or the bare number for a type without one. */
export function stockAmount(quantity: number, componentType: Pick<ComponentType, 'stockUnit'>): string {
  return componentType.stockUnit ? `${quantity} ${componentType.stockUnit}` : String(quantity);
}
