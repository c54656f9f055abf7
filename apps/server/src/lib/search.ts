import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search string matches literally as a substring. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type SearchTexts = readonly (AnyPgColumn | SQL)[];

/** Case-insensitive substring match of the search on any of the given text expressions. */
export function matchesSearch(texts: SearchTexts, search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}
