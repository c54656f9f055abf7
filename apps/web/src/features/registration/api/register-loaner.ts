import type { RegisterRequest, TokenResponse } from '@labstock/shared';
import { useMutation } from '@tanstack/react-query';
import { storeProductToken } from '../../../lib/auth/product-token';
import { ssoApiFetch } from '../../../lib/auth/sso-api-fetch';

/** POST Loaners/register with the SSO token; answers a product token holding the Loaner role. */
export async function registerLoaner(request: RegisterRequest): Promise<string> {
  return (await ssoApiFetch<TokenResponse>('/Loaners/register', { method: 'POST', body: request })).data.token;
}

/** Registers and stores the new token, which re-reads the roles and so closes the form (spec §4). */
export function useRegisterLoaner() {
  return useMutation({
    mutationFn: registerLoaner,
    onSuccess: storeProductToken,
    // Spec §8: a failed registration is only logged.
    onError: (error) => console.error('Registration failed', error),
  });
}
