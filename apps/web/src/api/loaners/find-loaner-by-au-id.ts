import type { Loaner } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';

/** GET Loaners/auid/{auId}; 404 with the server's message when nobody has that AU id. */
export async function findLoanerByAuId(auId: string): Promise<Loaner> {
  return (await apiFetch<Loaner>(`/Loaners/auid/${encodeURIComponent(auId)}`)).data;
}

/** A search the Clerk presses, with its own notice each time: a mutation, not a cached query. */
export function useFindLoanerByAuId() {
  return useSingleFlightMutation({ mutationFn: findLoanerByAuId });
}

/** The user with this AU id for the Activity filter; a 404 when nobody has it. Nothing is fetched for ''. */
export function useLoanerByAuId(auId: string) {
  return useQuery({
    queryKey: ['loaners', 'auid', auId],
    queryFn: () => findLoanerByAuId(auId),
    enabled: auId !== '',
    retry: false,
  });
}
