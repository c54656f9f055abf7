import { type FaultReport, faultReportFormFields } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { componentTypeKeys } from '../component-types/keys';
import { invalidateAll } from '../invalidate-all';
import { loanKeys } from '../loans/keys';
import { componentKeys } from './keys';

export interface FaultReportValues {
  componentId: number;
  description: string;
  /** A photo of the fault, or null for none. */
  imageFile: File | null;
}

/**
 * POST Component/{id}/faults as multipart (anyone signed in): a unit on the shelf leaves lending at once, one held
 * or on loan keeps its report for the hand-in. 409 on a unit gone from the lab.
 */
export async function reportFault({ componentId, description, imageFile }: FaultReportValues): Promise<FaultReport> {
  const formData = new FormData();
  formData.append(faultReportFormFields.description, description.trim());
  if (imageFile) formData.append(faultReportFormFields.imageFile, imageFile);
  return (await apiFetch<FaultReport>(`/Component/${componentId}/faults`, { method: 'POST', formData })).data;
}

export function useReportFault() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: reportFault,
    // The unit's status and fault count in the inventory, the type's in-stock count and availability, and the
    // loan the unit is on (My loans, the Clerk's hand-in).
    onSuccess: () => invalidateAll(queryClient, [componentKeys.all, componentTypeKeys.all, loanKeys.all]),
  });
}
