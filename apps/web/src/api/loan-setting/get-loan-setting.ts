import type { LoanSetting } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** Shared by the Admin's Handin Date dialog and every hand-out that prefills the default hand-in date. */
export const loanSettingQueryKey = ['loanSetting'] as const;

/** GET Loans/setting: the default hand-in date (Clerk, Admin). */
export async function getLoanSetting(signal?: AbortSignal): Promise<LoanSetting> {
  return (await apiFetch<LoanSetting>('/Loans/setting', { signal })).data;
}

/** Read afresh each time a dialog opens (spec §2: "loads the current default on opening"). */
export function useLoanSetting() {
  return useQuery({
    queryKey: loanSettingQueryKey,
    queryFn: ({ signal }) => getLoanSetting(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
