import type { PastLoan } from '@labstock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loansKey } from '../../lib/query-keys';

export interface PastLoansPage {
  pageNumber: number;
  pageSize: number;
}

/** GET Loaners/{id}/loans/history: the loaner's returned loans, the latest returned first. */
export function getPastLoans(loanerId: number, page: PastLoansPage, signal?: AbortSignal) {
  return apiFetch<PastLoan[]>(`/Loaners/${loanerId}/loans/history`, { query: { ...page }, signal });
}

export function usePastLoans(loanerId: number, page: PastLoansPage) {
  return useQuery({
    queryKey: [...loansKey, 'history', loanerId, page],
    queryFn: ({ signal }) => getPastLoans(loanerId, page, signal),
    placeholderData: keepPreviousData,
  });
}
