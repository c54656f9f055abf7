import { useQuery } from '@tanstack/react-query';
import { findLoanerByAuId } from '../../catalogue/api/find-loaner-by-au-id';

/** The user with this AU id for the Activity filter; a 404 when nobody has it. Nothing is fetched for ''. */
export function useLoanerByAuId(auId: string) {
  return useQuery({
    queryKey: ['loaners', 'auid', auId],
    queryFn: () => findLoanerByAuId(auId),
    enabled: auId !== '',
    retry: false,
  });
}
