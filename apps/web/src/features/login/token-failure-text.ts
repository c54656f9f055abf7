import { messages, SsoRefusal, ssoRefusalOfType } from '@labstock/shared';
import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../lib/api-error';
import { IssuerUnreachableError } from '../../lib/auth/sso-sign-in';

/** The server's advice for each refused sign-in, in the user's language (the English text is the key). */
const refusalTexts: Record<SsoRefusal, (t: TFunction) => string> = {
  [SsoRefusal.Issuer]: (t) => t(messages.ssoWrongIssuer),
  [SsoRefusal.Audience]: (t) => t(messages.ssoWrongAudience),
  [SsoRefusal.Expired]: (t) => t(messages.ssoExpired),
  [SsoRefusal.Signature]: (t) => t(messages.ssoBadSignature),
  [SsoRefusal.UnknownKey]: (t) => t(messages.ssoUnknownKey),
  [SsoRefusal.IssuerUnreachable]: (t) => t(messages.ssoIssuerUnreachable),
  [SsoRefusal.NoUser]: (t) => t(messages.ssoNoUser),
  [SsoRefusal.Invalid]: (t) => t(messages.ssoInvalid),
};

/** Why the token fetch failed, saying what to check where the cause is known; the error's own text otherwise. */
export function tokenFailureText(error: unknown, t: TFunction): string {
  if (error instanceof IssuerUnreachableError) {
    return t(
      'The sign-in provider at {{issuer}} cannot be reached from this browser. Check the network connection, or ask an administrator to check OIDC_ISSUER.',
      { issuer: error.issuer },
    );
  }
  const refusal = error instanceof ApiError ? ssoRefusalOfType(error.problem.type) : undefined;
  return refusal ? refusalTexts[refusal](t) : errorText(error);
}
