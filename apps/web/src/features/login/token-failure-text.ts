import { messages, SsoRefusal, type SsoRefusalAnswer, ssoRefusalOfProblem } from '@labstock/shared';
import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../lib/api-error';
import { IssuerUnreachableError } from '../../lib/auth/sso-sign-in';

/**
 * The server's advice for a refused sign-in, in the user's language (the English text is the key; the username's
 * refusals are the templates of the shared messages with the claim and domain the server named).
 */
function refusalText(answer: SsoRefusalAnswer, t: TFunction): string {
  switch (answer.reason) {
    case SsoRefusal.Issuer:
      return t(messages.ssoWrongIssuer);
    case SsoRefusal.Audience:
      return t(messages.ssoWrongAudience);
    case SsoRefusal.Expired:
      return t(messages.ssoExpired);
    case SsoRefusal.Signature:
      return t(messages.ssoBadSignature);
    case SsoRefusal.UnknownKey:
      return t(messages.ssoUnknownKey);
    case SsoRefusal.IssuerUnreachable:
      return t(messages.ssoIssuerUnreachable);
    case SsoRefusal.NoUser:
      return t(
        'Your sign-in has no {{claim}} claim, which names the user here (OIDC_USERNAME_CLAIM). Ask an administrator to check which claims the sign-in provider puts in its access tokens.',
        { claim: answer.claim },
      );
    case SsoRefusal.UsernameDomain:
      return answer.domain === null
        ? t(
            "Your sign-in's {{claim}} has no domain, and only usernames of certain domains are accepted here (OIDC_USERNAME_DOMAINS). Ask an administrator to check OIDC_USERNAME_CLAIM.",
            { claim: answer.claim },
          )
        : t(
            "The domain {{domain}} of your sign-in's {{claim}} is not accepted here. Sign in with an account of the organisation, or ask an administrator to check OIDC_USERNAME_DOMAINS.",
            { claim: answer.claim, domain: answer.domain },
          );
    case SsoRefusal.Invalid:
      return t(messages.ssoInvalid);
  }
}

/** Why the token fetch failed, saying what to check where the cause is known; the error's own text otherwise. */
export function tokenFailureText(error: unknown, t: TFunction): string {
  if (error instanceof IssuerUnreachableError) {
    return t(
      'The sign-in provider at {{issuer}} cannot be reached from this browser. Check the network connection, or ask an administrator to check OIDC_ISSUER.',
      { issuer: error.issuer },
    );
  }
  const refusal = error instanceof ApiError ? ssoRefusalOfProblem(error.body) : undefined;
  return refusal ? refusalText(refusal, t) : errorText(error);
}
