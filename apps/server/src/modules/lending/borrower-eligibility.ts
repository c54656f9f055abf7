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
import { rulesNotAcceptedBy } from '../lab/rules-accepted.js';
import { lendingMessages } from './lending-messages.js';

/*
 * Whether a loaner may borrow types on a lab day: every door of lending asks here, inside its transaction, after it
 * has locked the loaner's row (a grant or revoke locks it too). Two conditions: every qualification the types
 * require (typeRequirementsSql), valid on the day (LAB.md "Qualifications", decision 055), and the lab's current
 * rules accepted (LAB.md "Lab rules", decision 056).
 */

/**
 * A borrower (a loaner's id: a column of the outer query or a value) qualified for the types `ofTypes` (as
 * typeRequirementsSql takes it) on `day`: the waiting list's hand-over and the at-risk job ask it of many at once.
 * The rules are not part of it: a waiting loaner or a booker who has not accepted a version the Admin wrote since
 * keeps their hold and their booking, and is asked to accept when they next open the app or come to the counter.
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

/**
 * Refuses the borrowing with a 409 saying what the borrower lacks and where to get it — the rules not accepted
 * (`rulesNotAccepted`), the qualifications missing (`missingQualifications`), or both — or lets it pass.
 */
export async function assertEligibleBorrower(executor: Executor, borrowing: Borrowing): Promise<void> {
  const rules = await rulesNotAcceptedBy(executor, borrowing.loanerId);
  const missing = await missingQualificationsOf(executor, borrowing);
  if (!rules && missing.length === 0) return;
  const borrower = borrowing.forSelf ? null : await borrowerName(executor, borrowing.loanerId);
  const details: string[] = [];
  const refusal: { rulesNotAccepted?: true; missingQualifications?: MissingQualification[] } = {};
  if (rules) {
    details.push(
      borrower === null
        ? lendingMessages.rulesNotAccepted(rules.version)
        : lendingMessages.loanerRulesNotAccepted(borrower),
    );
    refusal.rulesNotAccepted = true;
  }
  if (missing.length > 0) {
    const needs = new Map<string, string[]>();
    for (const row of missing) needs.set(row.typeName, [...(needs.get(row.typeName) ?? []), row.name]);
    details.push(
      lendingMessages.missingQualifications(
        borrower,
        [...needs].map(([typeName, names]) => ({ typeName, names })),
      ),
    );
    refusal.missingQualifications = [];
    for (const { qualificationId, name } of missing) {
      if (!refusal.missingQualifications.some((named) => named.qualificationId === qualificationId)) {
        refusal.missingQualifications.push({ qualificationId, name });
      }
    }
  }
  throw conflict(details.join(' '), refusal);
}

/** The loaner as a Clerk's refusal names them: their name, or their Au id when they gave none. */
async function borrowerName(executor: Executor, loanerId: number): Promise<string> {
  const result = (await executor.execute(sql`select
      coalesce(nullif(trim(${loaners.firstName} || ' ' || ${loaners.lastName}), ''), ${loaners.auId}) as name
    from ${loaners} where ${loaners.id} = ${loanerId}`)) as { rows: { name: string }[] };
  return result.rows[0]?.name ?? '';
}

interface MissingRow {
  qualificationId: number;
  name: string;
  typeName: string;
}

/** The types' required qualifications the loaner holds no grant of valid on the day, by type and name. */
async function missingQualificationsOf(executor: Executor, borrowing: Borrowing): Promise<MissingRow[]> {
  if (borrowing.componentTypeIds.length === 0) return [];
  const { loanerId, day } = borrowing;
  const result = (await executor.execute(sql`select ${qualifications.id} as "qualificationId",
      ${qualifications.name} as name, ${componentTypes.name} as "typeName"
    from ${typeRequirementsSql(anyOfTypes(borrowing.componentTypeIds))} needed
    join ${qualifications} on ${qualifications.id} = needed.qualification_id
    join ${componentTypes} on ${componentTypes.id} = needed.component_type_id
    where not ${holdsValidGrantSql(loanerId, sql`needed.qualification_id`, day)}
    order by lower(${componentTypes.name}), ${componentTypes.id}, lower(${qualifications.name}), ${qualifications.id}`)) as {
    rows: MissingRow[];
  };
  return result.rows;
}
