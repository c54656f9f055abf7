import { DetailsDialog } from '../../features/details/details-dialog';
import { ComponentTypeInventory } from '../../features/inventory/component-type-inventory';

/** /Components/details/{id}: a component type's details with its inventory, in a dialog over the list. */
export function Component() {
  return <DetailsDialog Inventory={ComponentTypeInventory} />;
}
