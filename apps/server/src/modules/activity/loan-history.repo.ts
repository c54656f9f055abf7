import type { ComponentStatus, PastLoan } from '@labstock/shared';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withPartsOfLoansKept } from '../../db/lending-join.js';
import { components, componentTypes, loans } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';

/** The loaner's returned loans, the latest returned first; a deleted component leaves its parts null. */
export async function listPastLoans(executor: Executor, loanerId: number, page: PageRequest): Promise<Page<PastLoan>> {
  const where = and(eq(loans.loanerId, loanerId), isNotNull(loans.returnedAt));
  const query = withPartsOfLoansKept(
    executor
      .select({
        loanId: loans.id,
        loanDate: loans.loanDate,
        returnDate: loans.returnDate,
        returnedAt: loans.returnedAt,
        returnedStatus: loans.returnedStatus,
        componentId: components.id,
        componentTypeId: componentTypes.id,
        componentTypeName: componentTypes.name,
        componentNumber: components.componentNumber,
      })
      .from(loans)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(loans.returnedAt), desc(loans.id));
  const [rows, [totals]] = await Promise.all([
    withPageWindow(query, page),
    executor.select({ total: count() }).from(loans).where(where),
  ]);
  const items = rows.map((row) => ({
    loanId: row.loanId,
    loanDate: row.loanDate.toISOString(),
    returnDate: row.returnDate,
    // The filter keeps only returned loans.
    returnedAt: row.returnedAt?.toISOString() ?? '',
    returnedStatus: row.returnedStatus as ComponentStatus | null,
    component: {
      componentId: row.componentId,
      componentTypeId: row.componentTypeId,
      componentTypeName: row.componentTypeName,
      componentNumber: row.componentNumber,
    },
  }));
  return { items, total: totals?.total ?? 0 };
}
