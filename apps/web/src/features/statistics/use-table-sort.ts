import { useCallback, useMemo, useState } from 'react';
import type { DataSort } from '../../components/data-table';
import type { Paging } from '../../lib/paging/use-paging';

/** A table's sort as the statistics calls take it: one of the table's columns and its direction. */
interface SortQuery<Column extends string> {
  sortBy: Column;
  descending: boolean;
}

/**
 * The sort of a table the server sorts: choosing the sorted column toggles its direction, another column sorts
 * ascending first (MUI's sorting pattern); either goes back to the first page, whose rows are now others.
 */
export function useTableSort<Column extends string>(
  initial: { columnId: Column; direction: DataSort['direction'] },
  paging: Pick<Paging, 'setPageIndex'>,
) {
  const [sort, setSort] = useState(initial);
  const { setPageIndex } = paging;
  const onSort = useCallback(
    (columnId: string) => {
      // Only the table's sortable columns offer a sort, and their ids are the server's column names.
      const column = columnId as Column;
      setSort((current) =>
        current.columnId === column
          ? { columnId: column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
          : { columnId: column, direction: 'asc' },
      );
      setPageIndex(0);
    },
    [setPageIndex],
  );
  const query = useMemo<SortQuery<Column>>(
    () => ({ sortBy: sort.columnId, descending: sort.direction === 'desc' }),
    [sort],
  );
  return { sort, onSort, query };
}
