import type { LoanSetting } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { loanSettingKeys } from './keys';

/** GET Loans/setting: the default hand-in date (Clerk, Admin). */
export async function getLoanSetting(signal?: AbortSignal): Promise<LoanSetting> {
  return (await apiFetch<LoanSetting>('/Loans/setting', { signal })).data;
}

/** Read afresh each time a dialog opens (spec §2: "loads the current default on opening"). */
export const loanSettingQuery = () =>
  queryOptions({
    queryKey: loanSettingKeys.all,
    queryFn: ({ signal }) => getLoanSetting(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useLoanSetting() {
  return useQuery(loanSettingQuery());
}
