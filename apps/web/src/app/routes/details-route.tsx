import { DetailsPage } from '../../features/details/details-page';
import { ComponentTypeInventory } from '../../features/inventory/component-type-inventory';
import { ConsumableStock } from '../../features/stock/consumable-stock';

/** /details/{id} (and /components/details/{id}): a component type's details page with its inventory (a consumable: its stock) below. */
export function Component() {
  return <DetailsPage Inventory={ComponentTypeInventory} Stock={ConsumableStock} />;
}
