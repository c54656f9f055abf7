import {
  type BatchHandoutAnswer,
  type BatchHandoutProblem,
  type BatchHandoutRequest,
  batchHandoutProblem,
  type ComponentRefusal,
  type Loan,
} from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { bookingKeys } from '../bookings/keys';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';
import { reservationKeys } from '../reservations/keys';
import { loanKeys } from './keys';

/**
 * POST Loans/batch (Clerk): every component to the loaner until `handinDate` and every consumable issued to them,
 * all or none. The server answers the loans alone unless consumables are sent; the caller always gets both.
 */
export async function batchHandout(request: BatchHandoutRequest): Promise<BatchHandoutAnswer> {
  const { data } = await apiFetch<Loan[] | BatchHandoutAnswer>('/Loans/batch', { method: 'POST', body: request });
  return Array.isArray(data) ? { loans: data, issues: [] } : data;
}

const refusalOf = (error: unknown): BatchHandoutProblem | undefined =>
  error instanceof ApiError ? batchHandoutProblem.safeParse(error.body).data : undefined;

/** The components a refused batch hand-out names, each with the reason in words; empty for any other error. */
export function refusedComponents(error: unknown): ComponentRefusal[] {
  return refusalOf(error)?.components ?? [];
}

/** The consumable that stopped a batch hand-out, with its stock when there was not that much; null otherwise. */
export function refusedConsumable(error: unknown): { componentTypeId: number; available?: number } | null {
  const refusal = refusalOf(error);
  return refusal?.componentTypeId === undefined
    ? null
    : { componentTypeId: refusal.componentTypeId, available: refusal.available };
}

export function useBatchHandout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: batchHandout,
    // Held reservations become loans (collecting a booking's set-aside units), components become Loaned and the
    // types' availability follows the return date; a consumable's stock, movements and low-stock mark move with
    // its type (stock keys live under the types').
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
