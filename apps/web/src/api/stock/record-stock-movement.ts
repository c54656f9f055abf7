import type { StockCountRequest, StockIssueRequest, StockMovement, StockReceiveRequest } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';

/** What each movement call takes: POST ComponentTypes/{id}/stock/issue, …/receive and …/count. */
export interface StockMovementBodies {
  issue: StockIssueRequest;
  receive: StockReceiveRequest;
  count: StockCountRequest;
}
export type StockAction = keyof StockMovementBodies;

export async function recordStockMovement<Action extends StockAction>(
  componentTypeId: number,
  action: Action,
  body: StockMovementBodies[Action],
): Promise<StockMovement> {
  return (await apiFetch<StockMovement>(`/ComponentTypes/${componentTypeId}/stock/${action}`, { method: 'POST', body }))
    .data;
}

/**
 * Records a movement of the type's stock. Refused or not, the type is fetched again: a 409 says the stock moved
 * meanwhile, and the details, the Low stock mark and the movements should show where it is now.
 */
export function useRecordStockMovement<Action extends StockAction>(componentTypeId: number, action: Action) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: StockMovementBodies[Action]) => recordStockMovement(componentTypeId, action, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentTypeKeys.all }),
  });
}
