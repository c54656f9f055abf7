import { messages } from './messages.js';

/** Why the server refused a single sign-on access token: each tells the user (and the administrator) what to check. */
export const SsoRefusal = {
  Issuer: 'issuer',
  Audience: 'audience',
  Expired: 'expired',
  Signature: 'signature',
  UnknownKey: 'unknown-key',
  IssuerUnreachable: 'issuer-unreachable',
  NoUser: 'no-user',
  Invalid: 'invalid',
} as const;
export type SsoRefusal = (typeof SsoRefusal)[keyof typeof SsoRefusal];

/** The server's answer (problem `detail`) to each refusal. */
export const ssoRefusalDetails: Record<SsoRefusal, string> = {
  [SsoRefusal.Issuer]: messages.ssoWrongIssuer,
  [SsoRefusal.Audience]: messages.ssoWrongAudience,
  [SsoRefusal.Expired]: messages.ssoExpired,
  [SsoRefusal.Signature]: messages.ssoBadSignature,
  [SsoRefusal.UnknownKey]: messages.ssoUnknownKey,
  [SsoRefusal.IssuerUnreachable]: messages.ssoIssuerUnreachable,
  [SsoRefusal.NoUser]: messages.ssoNoUser,
  [SsoRefusal.Invalid]: messages.ssoInvalid,
};

const TYPE_PREFIX = 'urn:labstock:sso-refusal:';

/** The problem `type` of a refused single sign-on token: the web app words its advice from it. */
export function ssoRefusalType(reason: SsoRefusal): string {
  return `${TYPE_PREFIX}${reason}`;
}

/** The refusal a problem `type` names, or undefined for any other problem. */
export function ssoRefusalOfType(type: string | undefined): SsoRefusal | undefined {
  const reason = type?.startsWith(TYPE_PREFIX) ? type.slice(TYPE_PREFIX.length) : undefined;
  return Object.values(SsoRefusal).find((known) => known === reason);
}
