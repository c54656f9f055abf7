import { useCallback, useEffect, useMemo, useState } from 'react';
import { type PageSize, readPageSize, rememberPageSize } from './page-size-storage';

/** The query parameters of a paged list call. */
export interface PagedListQuery {
  /** 1-based, as the server counts. */
  pageNumber: number;
  pageSize: number;
  searchString: string;
}

export interface Paging {
  /** 0-based, as MUI's TablePagination counts. */
  pageIndex: number;
  pageSize: PageSize;
  searchString: string;
  /** What to send: use it in the query key and the fetcher. */
  query: PagedListQuery;
  setPageIndex(pageIndex: number): void;
  /** Remembers the size and goes back to the first page (spec §4). */
  setPageSize(pageSize: number): void;
  /** Goes back to the first page (spec §4). Pass the debounced text (SearchField does). */
  setSearchString(searchString: string): void;
}

/** Page, remembered page size and search of one paged list. */
export function usePaging(): Paging {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setSize] = useState<PageSize>(readPageSize);
  const [searchString, setSearch] = useState('');

  const setPageSize = useCallback((size: number) => {
    setSize(rememberPageSize(size));
    setPageIndex(0);
  }, []);

  const setSearchString = useCallback((text: string) => {
    setSearch(text);
    setPageIndex(0);
  }, []);

  return useMemo(
    () => ({
      pageIndex,
      pageSize,
      searchString,
      query: { pageNumber: pageIndex + 1, pageSize, searchString },
      setPageIndex,
      setPageSize,
      setSearchString,
    }),
    [pageIndex, pageSize, searchString, setPageSize, setSearchString],
  );
}

/**
 * Moves back to the last page that still has rows when the list shrank under the current one (its only row was
 * handed out or deleted), instead of showing an empty page past the end.
 */
export function useStayWithinTotal(paging: Paging, totalCount: number | undefined) {
  const { pageIndex, pageSize, setPageIndex } = paging;
  useEffect(() => {
    if (totalCount !== undefined && pageIndex > 0 && pageIndex * pageSize >= totalCount) {
      setPageIndex(Math.max(0, Math.ceil(totalCount / pageSize) - 1));
    }
  }, [totalCount, pageIndex, pageSize, setPageIndex]);
}
