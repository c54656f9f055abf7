import type { MissingQualification } from '@labstock/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  anyOfTypes,
  holdsValidGrantSql,
  lacksRequiredQualificationSql,
  typeRequirementsSql,
} from '../../db/lending-definitions.js';
import { componentTypes, loaners, qualifications } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { lendingMessages } from './lending-messages.js';

/*
 * Whether a loaner may borrow types on a lab day (LAB.md "Qualifications", decision 055): every door of lending
 * asks here, inside its transaction, after it has locked the loaner's row (a grant or revoke locks it too). Today
 * one condition: every qualification the types require (typeRequirementsSql), valid on the day. A further
 * condition on the borrower belongs here beside it, in the SQL and in the assertion alike.
 */

/**
 * A borrower (a loaner's id: a column of the outer query or a value) who may borrow the types `ofTypes` (as
 * typeRequirementsSql takes it) on `day`: the waiting list's hand-over and the at-risk job ask it of many at once.
 */
export const isEligibleBorrowerSql = (loanerId: AnyPgColumn | SQL | number, ofTypes: SQL, day: string | SQL): SQL =>
  sql`not ${lacksRequiredQualificationSql(loanerId, ofTypes, day)}`;

/** What lending asks of a borrower: who borrows which types on which lab day, and who is told of a refusal. */
export interface Borrowing {
  loanerId: number;
  componentTypeIds: readonly number[];
  /** yyyy-MM-dd: the day they must qualify on (today; a booking's first day). */
  day: string;
  /** The loaner asks themselves ("You need …"); otherwise a Clerk or Admin acting for them ("<name> needs …"). */
  forSelf: boolean;
}

/** Refuses the borrowing with a 409 naming what the borrower lacks and where to get it, or lets it pass. */
export async function assertEligibleBorrower(executor: Executor, borrowing: Borrowing): Promise<void> {
  const missing = await missingQualificationsOf(executor, borrowing);
  if (missing.length === 0) return;
  const needs = new Map<string, string[]>();
  for (const row of missing) needs.set(row.typeName, [...(needs.get(row.typeName) ?? []), row.name]);
  const borrower = borrowing.forSelf ? null : (missing[0] as MissingRow).loanerName;
  const missingQualifications: MissingQualification[] = [];
  for (const { qualificationId, name } of missing) {
    if (!missingQualifications.some((named) => named.qualificationId === qualificationId)) {
      missingQualifications.push({ qualificationId, name });
    }
  }
  const detail = lendingMessages.missingQualifications(
    borrower,
    [...needs].map(([typeName, names]) => ({ typeName, names })),
  );
  throw conflict(detail, { missingQualifications });
}

interface MissingRow {
  qualificationId: number;
  name: string;
  typeName: string;
  loanerName: string;
}

/** The types' required qualifications the loaner holds no grant of valid on the day, by type and name. */
async function missingQualificationsOf(executor: Executor, borrowing: Borrowing): Promise<MissingRow[]> {
  if (borrowing.componentTypeIds.length === 0) return [];
  const { loanerId, day } = borrowing;
  const result = (await executor.execute(sql`select ${qualifications.id} as "qualificationId",
      ${qualifications.name} as name, ${componentTypes.name} as "typeName",
      (select coalesce(nullif(trim(${loaners.firstName} || ' ' || ${loaners.lastName}), ''), ${loaners.auId})
        from ${loaners} where ${loaners.id} = ${loanerId}) as "loanerName"
    from ${typeRequirementsSql(anyOfTypes(borrowing.componentTypeIds))} needed
    join ${qualifications} on ${qualifications.id} = needed.qualification_id
    join ${componentTypes} on ${componentTypes.id} = needed.component_type_id
    where not ${holdsValidGrantSql(loanerId, sql`needed.qualification_id`, day)}
    order by lower(${componentTypes.name}), ${componentTypes.id}, lower(${qualifications.name}), ${qualifications.id}`)) as {
    rows: MissingRow[];
  };
  return result.rows;
}
