import type { PgSelect } from 'drizzle-orm/pg-core';
import { type PageRequest, type PageWindow, pageWindow } from './pagination.js';

/** Applies LIMIT (when the window has one) and OFFSET to a dynamic select. */
export function withWindow<T extends PgSelect>(query: T, { limit, offset }: PageWindow): T {
  return (limit === undefined ? query : query.limit(limit)).offset(offset);
}

/** Applies a page's LIMIT/OFFSET to a dynamic select (no LIMIT when the whole list is asked for). */
export function withPageWindow<T extends PgSelect>(query: T, page: PageRequest): T {
  return withWindow(query, pageWindow(page));
}

/**
 * Reads a page of a long list in two statements: the page's ids from the list's own table, then the rows of those
 * ids with their parts (decision 012).
 */
export async function pageByIds<Row>(
  pickIds: () => Promise<{ id: number }[]>,
  rowsOfIds: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const page = await pickIds();
  return page.length === 0 ? [] : rowsOfIds(page.map((row) => row.id));
}
