import { CSV_LIST_SEPARATOR, type LoanExportScope } from '@labstock/shared';
import { and, asc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isActiveLoan } from '../../db/lending-definitions.js';
import { withPartsOfLoansKept } from '../../db/lending-join.js';
import {
  categories,
  components,
  componentTypeCategories,
  componentTypes,
  loanerRoles,
  loaners,
  loans,
  roles,
} from '../../db/schema.js';
import { stockColumns } from '../../db/stock-columns.js';

/**
 * The export readers: each reads one batch in key order after the last row of the batch before (keyset),
 * walking an index, so every batch costs the same however far into the table it is.
 */

export interface RowId {
  id: number;
}

export function readComponentTypesAfter(db: Executor, last: RowId | undefined, limit: number) {
  const categoryNames = db
    .select({
      names: sql<string>`string_agg(${categories.name}, ${CSV_LIST_SEPARATOR} order by lower(${categories.name}))`,
    })
    .from(componentTypeCategories)
    .innerJoin(categories, eq(categories.id, componentTypeCategories.categoryId))
    .where(eq(componentTypeCategories.componentTypeId, componentTypes.id));
  return db
    .select({
      id: componentTypes.id,
      name: componentTypes.name,
      info: componentTypes.info,
      categories: sql<string | null>`(${categoryNames})`,
      location: componentTypes.location,
      manufacturer: componentTypes.manufacturer,
      datasheet: componentTypes.datasheet,
      wikiLink: componentTypes.wikiLink,
      adminComment: componentTypes.adminComment,
      status: componentTypes.status,
      ...stockColumns,
    })
    .from(componentTypes)
    .where(last && gt(componentTypes.id, last.id))
    .orderBy(asc(componentTypes.id))
    .limit(limit);
}

export interface ComponentKey {
  componentTypeId: number;
  componentNumber: number;
}

/** Before every component: ids and numbers start at 1. */
const BEFORE_ALL: ComponentKey = { componentTypeId: 0, componentNumber: 0 };

/**
 * The components of one type, or of all types when none is given, in batches after the key `last`, by type and then
 * number: the order of the (type, number) unique index.
 */
export function readComponentsAfter(
  db: Executor,
  componentTypeId: number | undefined,
  last: ComponentKey | undefined,
  limit: number,
) {
  const { componentTypeId: lastTypeId, componentNumber: lastNumber } = last ?? BEFORE_ALL;
  return (
    db
      .select({
        componentTypeId: components.componentTypeId,
        componentNumber: components.componentNumber,
        typeName: componentTypes.name,
        serialNo: components.serialNo,
        status: components.status,
        adminComment: components.adminComment,
        userComment: components.userComment,
        onLoanTo: loaners.auId,
        returnDate: loans.returnDate,
      })
      .from(components)
      .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
      // At most one active loan per component (partial unique index), so the join never multiplies rows.
      .leftJoin(loans, and(eq(loans.componentId, components.id), isActiveLoan()))
      .leftJoin(loaners, eq(loaners.id, loans.loanerId))
      .where(
        componentTypeId === undefined
          ? and(
              sql`(${components.componentTypeId}, ${components.componentNumber}) > (${lastTypeId}::integer, ${lastNumber}::integer)`,
              // Implied by the line above, but said of the type too: else a merge join with the types walks
              // them all from the first to the batch's, each batch further.
              sql`${componentTypes.id} >= ${lastTypeId}::integer`,
            )
          : and(
              eq(components.componentTypeId, componentTypeId),
              sql`${components.componentNumber} > ${lastNumber}::integer`,
            ),
      )
      .orderBy(asc(components.componentTypeId), asc(components.componentNumber))
      .limit(limit)
  );
}

const loanScopeWhere: Record<LoanExportScope, SQL | undefined> = {
  active: isActiveLoan(),
  history: isNotNull(loans.returnedAt),
  all: undefined,
};

/** Loans in id order; a history loan keeps its row when its component or loaner is deleted (nulls then). */
export function readLoansAfter(db: Executor, scope: LoanExportScope, last: RowId | undefined, limit: number) {
  const query = db
    .select({
      id: loans.id,
      typeName: componentTypes.name,
      componentNumber: components.componentNumber,
      firstName: loaners.firstName,
      lastName: loaners.lastName,
      auId: loaners.auId,
      loanDate: loans.loanDate,
      returnDate: loans.returnDate,
      returnedAt: loans.returnedAt,
    })
    .from(loans)
    .$dynamic();
  return withPartsOfLoansKept(query)
    .where(and(loanScopeWhere[scope], last && gt(loans.id, last.id)))
    .orderBy(asc(loans.id))
    .limit(limit);
}

export function readUsersAfter(db: Executor, last: RowId | undefined, limit: number) {
  const roleNames = db
    .select({ names: sql<string>`string_agg(${roles.name}, ${CSV_LIST_SEPARATOR} order by ${roles.name})` })
    .from(loanerRoles)
    .innerJoin(roles, eq(roles.id, loanerRoles.roleId))
    .where(eq(loanerRoles.loanerId, loaners.id));
  return db
    .select({
      id: loaners.id,
      firstName: loaners.firstName,
      lastName: loaners.lastName,
      auId: loaners.auId,
      studentNo: loaners.studentNo,
      staffInitials: loaners.staffInitials,
      email: loaners.email,
      mobileNo: loaners.mobileNo,
      roles: sql<string | null>`(${roleNames})`,
    })
    .from(loaners)
    .where(last && gt(loaners.id, last.id))
    .orderBy(asc(loaners.id))
    .limit(limit);
}

export async function componentTypeExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: componentTypes.id }).from(componentTypes).where(eq(componentTypes.id, id));
  return rows.length > 0;
}
