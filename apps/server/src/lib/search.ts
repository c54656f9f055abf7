import { or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search string matches literally as a substring. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type SearchTexts = readonly (AnyPgColumn | SQL)[];

function matchesPattern(texts: SearchTexts, pattern: string | Placeholder): SQL | undefined {
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}

/** Case-insensitive substring match of the search on any of the given text expressions; undefined when empty. */
export function matchesSearch(search: string, texts: SearchTexts): SQL | undefined {
  return search.trim() ? matchesPattern(texts, likePattern(search)) : undefined;
}

/** matchesSearch for a statement built once: the likePattern of the search is its placeholder `pattern`. */
export function matchesSearchPlaceholder(texts: SearchTexts): SQL | undefined {
  return matchesPattern(texts, sql.placeholder('pattern'));
}
