import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search string matches literally as a substring. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match of the search on any of the given text expressions; undefined when empty. */
export function matchesSearch(search: string, texts: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!search.trim()) return undefined;
  const pattern = likePattern(search);
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}
