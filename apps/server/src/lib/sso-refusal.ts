import { SsoRefusal, type SsoRefusalAnswer } from '@labstock/shared';
import { decodeJwt, decodeProtectedHeader, errors, type JWTPayload } from 'jose';

/**
 * A refused single sign-on access token: why (the answer the user is told), a short log message and the facts an
 * administrator needs to fix the set-up (expected against got). Never the token itself.
 */
export class SsoTokenRefused extends Error {
  constructor(
    readonly answer: SsoRefusalAnswer,
    logMessage: string,
    readonly facts: Record<string, unknown> = {},
  ) {
    super(`single sign-on access token refused: ${logMessage}`);
    this.name = 'SsoTokenRefused';
  }

  get reason(): SsoRefusal {
    return this.answer.reason;
  }
}

/** The issuer's discovery document or key set could not be fetched or read. */
export class IssuerUnreachable extends Error {
  override name = 'IssuerUnreachable';
}

export interface ExpectedToken {
  issuer: string;
  audience: string;
}

/** What the token says about itself, unverified: only to explain a refusal. */
function claimedBy(token: string): { kid?: string; alg?: string; tokenIssuer?: unknown } {
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    return { kid, alg, tokenIssuer: decodeJwt(token).iss };
  } catch {
    return {};
  }
}

const epochToIso = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

/** Turns whatever verifying the token threw into the refusal to log and answer. */
export function refusalOf(error: unknown, token: string, expected: ExpectedToken): SsoTokenRefused {
  if (error instanceof SsoTokenRefused) return error;
  if (error instanceof IssuerUnreachable) {
    return new SsoTokenRefused({ reason: SsoRefusal.IssuerUnreachable }, 'issuer unreachable', {
      issuer: expected.issuer,
      cause: error.message,
    });
  }
  if (error instanceof errors.JWTExpired) {
    const payload: JWTPayload = error.payload;
    return new SsoTokenRefused({ reason: SsoRefusal.Expired }, 'expired', { expiredAt: epochToIso(payload.exp) });
  }
  if (error instanceof errors.JWTClaimValidationFailed) return claimRefusal(error, expected);

  const claimed = claimedBy(token);
  const keyProblem =
    error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys
      ? SsoRefusal.UnknownKey
      : error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed
        ? SsoRefusal.Signature
        : undefined;
  // Signed by someone else's key: that the token names another issuer is the more useful thing to say.
  if (keyProblem && claimed.tokenIssuer !== expected.issuer) {
    return new SsoTokenRefused({ reason: SsoRefusal.Issuer }, 'wrong issuer', {
      expected: expected.issuer,
      got: claimed.tokenIssuer ?? null,
      kid: claimed.kid,
    });
  }
  if (keyProblem === SsoRefusal.UnknownKey) {
    return new SsoTokenRefused({ reason: keyProblem }, 'unknown key id', {
      kid: claimed.kid ?? null,
      issuer: expected.issuer,
    });
  }
  if (keyProblem === SsoRefusal.Signature) {
    return new SsoTokenRefused({ reason: keyProblem }, 'bad signature', {
      alg: claimed.alg ?? null,
      kid: claimed.kid ?? null,
    });
  }
  return new SsoTokenRefused({ reason: SsoRefusal.Invalid }, 'not a valid token', {
    cause: error instanceof Error ? error.message : String(error),
  });
}

function claimRefusal(error: errors.JWTClaimValidationFailed, expected: ExpectedToken): SsoTokenRefused {
  const payload: JWTPayload = error.payload;
  if (error.claim === 'iss') {
    return new SsoTokenRefused({ reason: SsoRefusal.Issuer }, 'wrong issuer', {
      expected: expected.issuer,
      got: payload.iss ?? null,
    });
  }
  if (error.claim === 'aud') {
    return new SsoTokenRefused({ reason: SsoRefusal.Audience }, 'wrong audience', {
      expected: expected.audience,
      got: payload.aud ?? null,
    });
  }
  if (error.claim === 'nbf') {
    return new SsoTokenRefused({ reason: SsoRefusal.Expired }, 'not valid yet', { notBefore: epochToIso(payload.nbf) });
  }
  return new SsoTokenRefused({ reason: SsoRefusal.Invalid }, `claim ${error.claim} ${error.reason}`, {
    claim: error.claim,
    problem: error.reason,
  });
}
