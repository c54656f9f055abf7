import { Language, type RegisterRequest, type TokenResponse } from '@labstock/shared';
import { i18n } from '../../i18n/i18n';
import { storeProductToken } from '../../lib/auth/product-token';
import { ssoApiFetch } from '../../lib/auth/sso-api-fetch';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { updateLanguage } from './update-language';

/** POST Loaners/register with the SSO token; answers a product token holding the Loaner role. */
export async function registerLoaner(request: RegisterRequest): Promise<string> {
  return (await ssoApiFetch<TokenResponse>('/Loaners/register', { method: 'POST', body: request })).data.token;
}

/**
 * The server starts a new user in English: one who registers in another language keeps it. Saved before the
 * token is stored, so the user's language read after sign-in is already this one.
 */
async function registerInCurrentLanguage(request: RegisterRequest): Promise<string> {
  const token = await registerLoaner(request);
  const language = i18n.language as Language;
  if (language !== Language.English) {
    await updateLanguage(language, token).catch((error: unknown) =>
      console.error('Could not save the language', error),
    );
  }
  return token;
}

/** Registers and stores the new token, which re-reads the roles and so closes the form (spec §4). */
export function useRegisterLoaner() {
  return useSingleFlightMutation({
    mutationFn: registerInCurrentLanguage,
    onSuccess: storeProductToken,
    // Spec §8: a failed registration is only logged.
    onError: (error) => console.error('Registration failed', error),
  });
}
