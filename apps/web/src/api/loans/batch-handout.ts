import { type BatchHandoutRequest, batchHandoutProblem, type ComponentRefusal, type Loan } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { bookingKeys } from '../bookings/keys';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from '../reservations/keys';
import { loanKeys } from './keys';

/** POST Loans/batch (Clerk): every component to the loaner until `handinDate`, all or none. */
export async function batchHandout(request: BatchHandoutRequest): Promise<Loan[]> {
  return (await apiFetch<Loan[]>('/Loans/batch', { method: 'POST', body: request })).data;
}

/** The components a refused batch hand-out names, each with the reason in words; empty for any other error. */
export function refusedComponents(error: unknown): ComponentRefusal[] {
  if (!(error instanceof ApiError)) return [];
  return batchHandoutProblem.safeParse(error.body).data?.components ?? [];
}

export function useBatchHandout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: batchHandout,
    // Held reservations become loans (collecting a booking's set-aside units), components become Loaned and the
    // types' availability follows the return date.
    onSuccess: () =>
      invalidateAll(queryClient, [
        reservationKeys.lists,
        bookingKeys.all,
        loanKeys.all,
        componentKeys.all,
        componentTypeKeys.all,
      ]),
  });
}
