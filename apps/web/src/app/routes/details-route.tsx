import { DetailsPage } from '../../features/details/details-page';
import { ComponentTypeInventory } from '../../features/inventory/component-type-inventory';

/** /details/{id} (and /components/details/{id}): a component type's details page with its inventory below. */
export function Component() {
  return <DetailsPage Inventory={ComponentTypeInventory} />;
}
