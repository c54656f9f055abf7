import type { Language, Loaner } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-request';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { loanerKeys } from './keys';

const path = '/Loaners/Loaner/language';

/**
 * PUT Loaners/Loaner/language: the signed-in user's own language; answers their loaner. `bearer` is for a token
 * not stored yet (right after registering); otherwise the stored product token is used.
 */
export async function updateLanguage(language: Language, bearer?: string): Promise<Loaner> {
  const options = { method: 'PUT', body: { language } } as const;
  const result = bearer
    ? await apiRequest<Loaner>(path, { ...options, bearer })
    : await apiFetch<Loaner>(path, options);
  return result.data;
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (language: Language) => updateLanguage(language),
    onSuccess: (loaner) => queryClient.setQueryData(loanerKeys.current, loaner),
  });
}
