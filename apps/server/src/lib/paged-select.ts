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
