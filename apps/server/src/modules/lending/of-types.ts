import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A prepared statement over some component types reads them by `column` as one type's (placeholder
 * componentTypeId) or an array's (componentTypeIds), each its own statement (named by typeCountShape). A kept plan
 * guesses an array of ten, so PostgreSQL judged one planned for one or two types cheaper and planned the array's
 * statement anew on every call: 0.8 ms for a type's units at the bench's large lab. One type's statement, what
 * the details and every claim guard ask for, keeps its plan.
 */
export const typeCountShape = (componentTypeIds: readonly number[]) => (componentTypeIds.length === 1 ? 'one' : 'many');

/** The statement's condition for the shape of `componentTypeIds`. */
export function isOneOfTypes(column: AnyPgColumn, componentTypeIds: readonly number[]): SQL {
  return componentTypeIds.length === 1
    ? eq(column, sql.placeholder('componentTypeId'))
    : sql`${column} = any(${sql.placeholder('componentTypeIds')}::integer[])`;
}

/** The values of isOneOfTypes' placeholders, whichever the statement holds. */
export const typesValues = (componentTypeIds: readonly number[]) => ({
  componentTypeIds,
  componentTypeId: componentTypeIds[0],
});
