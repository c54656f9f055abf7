import type { PastLoan } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loanKeys, type PastLoansPage } from './keys';

/** GET Loaners/{id}/loans/history: the loaner's returned loans, the latest returned first. */
export function getPastLoans(loanerId: number, page: PastLoansPage, signal?: AbortSignal) {
  return apiFetch<PastLoan[]>(`/Loaners/${loanerId}/loans/history`, { query: { ...page }, signal });
}

export const pastLoansQuery = (loanerId: number, page: PastLoansPage) =>
  queryOptions({
    queryKey: loanKeys.history(loanerId, page),
    queryFn: ({ signal }) => getPastLoans(loanerId, page, signal),
    placeholderData: keepPreviousData,
  });

export function usePastLoans(loanerId: number, page: PastLoansPage) {
  return useQuery(pastLoansQuery(loanerId, page));
}
