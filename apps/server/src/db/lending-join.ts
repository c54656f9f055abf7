import { eq } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { components, componentTypes, loaners, loans, type reservations } from './schema.js';

/**
 * The join of a lending row to its component, the component's type and the loaner, written once for every
 * query that reads lending rows with their parts: lending's own lists, and the reading queries of mail, notices,
 * the CSV export and the loan history.
 */

/** A table of lending rows: each row belongs to one loaner and holds one component. */
export type LendingTable = typeof loans | typeof reservations;

/** Columns of the component summary; the query joins the lending parts. */
export const componentSummaryColumns = {
  componentId: components.id,
  componentTypeId: components.componentTypeId,
  componentTypeName: componentTypes.name,
  componentNumber: components.componentNumber,
  adminComment: components.adminComment,
};

/** Joins the component, its type and the loaner to a select from a lending table (rows that have all three). */
export function withLendingParts<Query extends PgSelectQueryBuilder>(query: Query, table: LendingTable) {
  return query
    .innerJoin(components, eq(components.id, table.componentId))
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .innerJoin(loaners, eq(loaners.id, table.loanerId));
}

/**
 * The same parts for a select from loans that keeps returned loans whose component or loaner was deleted
 * since: their parts are null.
 */
export function withPartsOfLoansKept<Query extends PgSelectQueryBuilder>(query: Query) {
  return query
    .leftJoin(components, eq(components.id, loans.componentId))
    .leftJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .leftJoin(loaners, eq(loaners.id, loans.loanerId));
}
