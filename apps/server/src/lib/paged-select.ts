import type { PgSelect } from 'drizzle-orm/pg-core';
import { type PageRequest, pageWindow } from './pagination.js';

/** Applies a page's LIMIT/OFFSET to a dynamic select (no LIMIT when the whole list is asked for). */
export function withPageWindow<T extends PgSelect>(query: T, page: PageRequest): T {
  const { limit, offset } = pageWindow(page);
  return (limit === undefined ? query : query.limit(limit)).offset(offset);
}
