import { type BatchHandinRequest, batchHandinProblem, type LoanRefusal } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { loanKeys } from './keys';

/** POST Loans/handin (Clerk): every loan closed, each component set to its status, all or none. */
export async function batchHandin(request: BatchHandinRequest): Promise<void> {
  await apiFetch<void>('/Loans/handin', { method: 'POST', body: request });
}

/** The loans a refused batch hand-in names, each with the reason in words; empty for any other error. */
export function refusedLoans(error: unknown): LoanRefusal[] {
  if (!(error instanceof ApiError)) return [];
  return batchHandinProblem.safeParse(error.body).data?.loans ?? [];
}

export function useBatchHandin() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: batchHandin,
    // Every list of loans, and the components' new statuses and the in-stock counts.
    onSuccess: () => invalidateAll(queryClient, [loanKeys.all, componentTypeKeys.all, componentKeys.all]),
  });
}
