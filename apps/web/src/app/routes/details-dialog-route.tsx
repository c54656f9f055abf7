import { DetailsDialog } from '../../features/details/details-dialog';
import { ComponentTypeInventory } from '../../features/inventory/component-type-inventory';
import { ConsumableStock } from '../../features/stock/consumable-stock';

/** /Components/details/{id}: a component type's details with its inventory (a consumable: its stock), in a dialog over the list. */
export function Component() {
  return <DetailsDialog Inventory={ComponentTypeInventory} Stock={ConsumableStock} />;
}
