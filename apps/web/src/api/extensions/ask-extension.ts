import type { ExtensionRequest, Loan } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { invalidateAll } from '../invalidate-all';
import { loanKeys } from '../loans/keys';
import { extensionKeys } from './keys';

export interface ExtensionAskOf {
  loanId: number;
  /** yyyy-MM-dd, a lab day after the current return date. */
  returnDate: string;
}

/** The rules granted the date at once (200, the loan as it now is), or a Clerk decides (202, the request). */
export type ExtensionAnswer = { granted: Loan } | { requested: ExtensionRequest };

/** POST Loans/User/{loanId}/extension: a later return date for the loaner's own loan; 409 when nothing allows it. */
export async function askExtension({ loanId, returnDate }: ExtensionAskOf): Promise<ExtensionAnswer> {
  const { data } = await apiFetch<Loan | ExtensionRequest>(`/Loans/User/${loanId}/extension`, {
    method: 'POST',
    body: { returnDate },
  });
  // Only a request has its own id beside the loan it carries.
  return 'extensionRequestId' in data ? { requested: data } : { granted: data };
}

export function useAskExtension() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: askExtension,
    // Settled, not only on success: a 409 means the dates on screen were out of date.
    onSettled: () => invalidateAll(queryClient, [loanKeys.all, extensionKeys.all]),
  });
}
