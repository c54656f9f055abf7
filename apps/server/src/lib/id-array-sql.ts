import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1)`: the ids go as one integer array parameter, so the statement's text is the same however many
 * there are (drizzle's `inArray` writes one parameter per id).
 */
export function isAnyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::integer[])`;
}
