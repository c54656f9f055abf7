import type { Loaner } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanerKeys } from './keys';

/** GET Loaners/auid/{auId}; 404 with the server's message when nobody has that AU id. */
export async function findLoanerByAuId(auId: string): Promise<Loaner> {
  return (await apiFetch<Loaner>(`/Loaners/auid/${encodeURIComponent(auId)}`)).data;
}

/** A search the Clerk presses, with its own notice each time: a mutation, not a cached query. */
export function useFindLoanerByAuId() {
  return useSingleFlightMutation({ mutationFn: findLoanerByAuId });
}

/** The user with this AU id for the Activity filter; a 404 when nobody has it. Nothing is fetched for ''. */
export const loanerByAuIdQuery = (auId: string) =>
  queryOptions({
    queryKey: loanerKeys.byAuId(auId),
    queryFn: () => findLoanerByAuId(auId),
    enabled: auId !== '',
    retry: false,
  });

export function useLoanerByAuId(auId: string) {
  return useQuery(loanerByAuIdQuery(auId));
}
