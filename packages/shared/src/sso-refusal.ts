import { z } from 'zod';
import { messages } from './messages.js';
import { problem } from './schemas/common.js';

/** Why the server refused a single sign-on access token: each tells the user (and the administrator) what to check. */
export const SsoRefusal = {
  Issuer: 'issuer',
  Audience: 'audience',
  Expired: 'expired',
  Signature: 'signature',
  UnknownKey: 'unknown-key',
  IssuerUnreachable: 'issuer-unreachable',
  NoUser: 'no-user',
  UsernameDomain: 'username-domain',
  Invalid: 'invalid',
} as const;
export type SsoRefusal = (typeof SsoRefusal)[keyof typeof SsoRefusal];

/**
 * A refusal as the user is told it. The username's refusals name the claim the username is read from
 * (OIDC_USERNAME_CLAIM) and, refused for its domain, that domain (null: the username has none).
 */
export type SsoRefusalAnswer =
  | { reason: Exclude<SsoRefusal, typeof SsoRefusal.NoUser | typeof SsoRefusal.UsernameDomain> }
  | { reason: typeof SsoRefusal.NoUser; claim: string }
  | { reason: typeof SsoRefusal.UsernameDomain; claim: string; domain: string | null };

/** The server's answer (problem `detail`) to each refusal. */
export function ssoRefusalDetail(answer: SsoRefusalAnswer): string {
  switch (answer.reason) {
    case SsoRefusal.Issuer:
      return messages.ssoWrongIssuer;
    case SsoRefusal.Audience:
      return messages.ssoWrongAudience;
    case SsoRefusal.Expired:
      return messages.ssoExpired;
    case SsoRefusal.Signature:
      return messages.ssoBadSignature;
    case SsoRefusal.UnknownKey:
      return messages.ssoUnknownKey;
    case SsoRefusal.IssuerUnreachable:
      return messages.ssoIssuerUnreachable;
    case SsoRefusal.NoUser:
      return messages.ssoNoUser(answer.claim);
    case SsoRefusal.UsernameDomain:
      return answer.domain === null
        ? messages.ssoUsernameNoDomain(answer.claim)
        : messages.ssoUsernameDomain(answer.claim, answer.domain);
    case SsoRefusal.Invalid:
      return messages.ssoInvalid;
  }
}

const TYPE_PREFIX = 'urn:labstock:sso-refusal:';

/** The problem `type` of a refused single sign-on token: the web app words its advice from it. */
export function ssoRefusalType(reason: SsoRefusal): string {
  return `${TYPE_PREFIX}${reason}`;
}

const refusalProblem = problem.extend({ claim: z.string().optional(), domain: z.string().nullable().optional() });

/** The refusal a problem names (its `type`, and the claim and domain it names), or undefined for any other problem. */
export function ssoRefusalOfProblem(body: unknown): SsoRefusalAnswer | undefined {
  const parsed = refusalProblem.safeParse(body).data;
  const type = parsed?.type;
  const reason = Object.values(SsoRefusal).find((known) => type === `${TYPE_PREFIX}${known}`);
  if (!parsed || !reason) return undefined;
  if (reason === SsoRefusal.NoUser) return parsed.claim ? { reason, claim: parsed.claim } : undefined;
  if (reason === SsoRefusal.UsernameDomain) {
    return parsed.claim && parsed.domain !== undefined
      ? { reason, claim: parsed.claim, domain: parsed.domain }
      : undefined;
  }
  return { reason };
}
