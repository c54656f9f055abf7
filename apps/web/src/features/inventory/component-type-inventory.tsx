import type { ComponentType } from '@labstock/shared';
import { InventorySection } from './components/inventory-section';
import { LabelledComponent } from './components/labelled-component';

/** A component type's components, below its details: the one a QR label points at, then the paged inventory. */
export function ComponentTypeInventory({ componentType }: { componentType: ComponentType }) {
  return (
    <>
      <LabelledComponent componentType={componentType} />
      <InventorySection componentType={componentType} />
    </>
  );
}
