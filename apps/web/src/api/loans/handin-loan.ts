import type { ComponentStatus } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { loanKeys } from './keys';

export interface HandinRequest {
  loanId: number;
  /** The component's status from now on; never ReservedLoaner or Loaned. */
  status: ComponentStatus;
}

/** DELETE Loans/{id}?status=N (Clerk): the loan is closed and kept as history. */
export async function handinLoan({ loanId, status }: HandinRequest): Promise<void> {
  await apiFetch<void>(`/Loans/${loanId}`, { method: 'DELETE', query: { status } });
}

export function useHandinLoan() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: handinLoan,
    // Every list of loans (the Loaner's own too), and the component's new status and the in-stock counts.
    onSuccess: () => invalidateAll(queryClient, [loanKeys.all, componentTypeKeys.all, componentKeys.all]),
  });
}
