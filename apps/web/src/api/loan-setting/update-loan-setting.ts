import type { LoanSetting, LoanSettingUpdate } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanSettingKeys } from './keys';

/** PUT Loans/setting (Admin): the default hand-in date offered on hand-out. */
export async function updateLoanSetting(setting: LoanSettingUpdate): Promise<LoanSetting> {
  return (await apiFetch<LoanSetting>('/Loans/setting', { method: 'PUT', body: setting })).data;
}

export function useUpdateLoanSetting() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateLoanSetting,
    onSuccess: (setting) => queryClient.setQueryData(loanSettingKeys.all, setting),
    // Spec §8: a failed save is silent for the user.
    onError: (error) => console.error('Could not save the default handin date', error),
  });
}
