import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type PageRequest, pageWindow } from './pagination.js';

/** Applies a page's LIMIT/OFFSET to a dynamic select (no LIMIT when the whole list is asked for). */
export function withPageWindow<T extends PgSelect>(query: T, page: PageRequest): T {
  const { limit, offset } = pageWindow(page);
  return (limit === undefined ? query : query.limit(limit)).offset(offset);
}

/** A prepared select's page window: LIMIT and OFFSET as placeholders, given by pageWindowValues. */
export function withPlaceholderWindow<T extends PgSelect>(query: T): T {
  return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
}

/** The values of withPlaceholderWindow's placeholders; LIMIT NULL is no limit (the whole list). */
export function pageWindowValues(page: PageRequest): { limit: number | null; offset: number } {
  const { limit = null, offset } = pageWindow(page);
  return { limit, offset };
}

/**
 * Reads a page of a long list in two statements: the page's ids from the list's own table, then the rows of those
 * ids with their parts. PostgreSQL plans a statement with LIMIT and OFFSET placeholders anew on every call when
 * the list is long, as it judges a kept plan by a guess of a tenth of the list; picking the ids alone, that
 * planning is of one table, and the rows of the ids keep their plan. In one statement the joins of the parts were
 * planned every call too, which cost more than reading the page (decision 012).
 */
export async function pageByIds<Row>(
  pickIds: () => Promise<{ id: number }[]>,
  rowsOfIds: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const page = await pickIds();
  return page.length === 0 ? [] : rowsOfIds(page.map((row) => row.id));
}
