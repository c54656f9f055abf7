import { useCallback, useState } from 'react';
import type { DataSort } from '../../components/data-table';

/**
 * The sort of a table: choosing the sorted column toggles its direction, another column sorts ascending first
 * (MUI's sorting pattern).
 */
export function useTableSort(initial: DataSort) {
  const [sort, setSort] = useState(initial);
  const onSort = useCallback(
    (columnId: string) =>
      setSort((current) =>
        current.columnId === columnId
          ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
          : { columnId, direction: 'asc' },
      ),
    [],
  );
  return { sort, onSort };
}

/** A sorted copy of `rows`; names compare as people read them (case and accents aside), counts as numbers. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: DataSort,
  cellValue: (row: Row, columnId: string) => string | number,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = cellValue(a, sort.columnId);
    const right = cellValue(b, sort.columnId);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base', numeric: true });
    return sign * order;
  });
}
