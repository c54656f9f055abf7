import { INVENTORY_SORT_STORAGE_KEY } from '@labstock/shared';
import { useCallback, useState } from 'react';
import type { InventorySort } from '../../api/components/keys';

function readInventorySort(): InventorySort {
  return localStorage.getItem(INVENTORY_SORT_STORAGE_KEY) === 'status' ? 'status' : 'default';
}

/** The inventory's sort order, remembered in the browser (spec §3: browser storage). */
export function useInventorySort(): [InventorySort, (sortBy: InventorySort) => void] {
  const [sortBy, setSortBy] = useState<InventorySort>(readInventorySort);
  const choose = useCallback((next: InventorySort) => {
    localStorage.setItem(INVENTORY_SORT_STORAGE_KEY, next);
    setSortBy(next);
  }, []);
  return [sortBy, choose];
}
