import {
  type ActivityEntry,
  type ActivityQuery,
  type HistoryPageQuery,
  type PastLoan,
  RoleName,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import type { Page } from '../../lib/pagination.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import { listActivity } from './activity.repo.js';
import { listPastLoans } from './loan-history.repo.js';

/**
 * The activity log's writes, which every module makes in the transaction of its own change (decision 008): the
 * one part of the log's repository other modules use.
 */
export { recordActivities, recordActivity, recordChange } from './activity.repo.js';

const messages = {
  othersHistoryForAdmins: "Only an Admin can see another user's loan history.",
} as const;

type HistoryContext = Pick<AppContext, 'db' | 'config'>;

/** The Admin's Activity screen: the whole log, filtered. */
export function activityPage(ctx: HistoryContext, query: ActivityQuery): Promise<Page<ActivityEntry>> {
  const { pageNumber, pageSize, ...filter } = query;
  return listActivity(ctx.db, filter, { pageNumber, pageSize }, ctx.config.LAB_TIME_ZONE);
}

/** Every event of one component, also after it was deleted. */
export function componentHistory(
  ctx: HistoryContext,
  componentId: number,
  page: HistoryPageQuery,
): Promise<Page<ActivityEntry>> {
  return listActivity(ctx.db, { componentId }, page, ctx.config.LAB_TIME_ZONE);
}

/** A loaner's returned loans: their own, or anyone's for an Admin. */
export function loanHistory(
  ctx: HistoryContext,
  caller: AuthUser,
  loanerId: number,
  page: HistoryPageQuery,
): Promise<Page<PastLoan>> {
  if (caller.loanerId !== loanerId && !hasRole(caller, RoleName.Admin)) {
    throw forbidden(messages.othersHistoryForAdmins);
  }
  return listPastLoans(ctx.db, loanerId, page);
}
