import { DEFAULT_PAGE_SIZE, PAGE_SIZE_STORAGE_KEY, PAGE_SIZES } from '@labstock/shared';

export type PageSize = (typeof PAGE_SIZES)[number];

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The page size the user chose last (spec §9), or the default. */
export function readPageSize(): PageSize {
  const stored = Number(localStorage.getItem(PAGE_SIZE_STORAGE_KEY));
  return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
}

export function rememberPageSize(size: number): PageSize {
  const pageSize = isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
  localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(pageSize));
  return pageSize;
}
