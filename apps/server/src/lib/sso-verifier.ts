import { auIdFromUsername, SsoRefusal } from '@labstock/shared';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { organisationRolesOf, type RoleMap } from './role-map.js';
import type { SsoIdentity, SsoVerifier } from './sso.js';
import { IssuerUnreachable, refusalOf, SsoTokenRefused } from './sso-refusal.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Where the username is read: one claim, never another; and, when listed, the only domains it may have. */
export interface UsernameRule {
  claim: string;
  /** Lower-cased; empty: any domain, or none. */
  domains: readonly string[];
}

/**
 * The username of the token's user: the rule's claim and no other, since whoever can set a fallback claim (an
 * e-mail address at a social login, a guest's) could otherwise name themselves anyone; of an accepted domain
 * when domains are listed.
 */
function usernameOf(payload: JWTPayload, { claim, domains }: UsernameRule): string {
  const username = str(payload[claim]);
  if (!username) {
    throw new SsoTokenRefused({ reason: SsoRefusal.NoUser, claim }, 'no username claim', {
      claim,
      claims: Object.keys(payload),
    });
  }
  if (domains.length === 0) return username;
  // After the first @, as the AU id is what comes before it.
  const at = username.indexOf('@');
  const domain = at === -1 ? null : username.slice(at + 1).toLowerCase();
  if (domain === null || !domains.includes(domain)) {
    throw new SsoTokenRefused({ reason: SsoRefusal.UsernameDomain, claim, domain }, 'username domain not accepted', {
      claim,
      domain,
      accepted: domains,
    });
  }
  return username;
}

/** Where the roles from the organisation are read, and which of its values give which role. */
interface OrganisationRoleRule {
  claim: string;
  map: RoleMap;
}

export function createSsoVerifier(options: {
  issuer: string;
  audience: string;
  keySet: JWTVerifyGetKey;
  username: UsernameRule;
  /** Unset: the token's roles claim is not read. */
  roles?: OrganisationRoleRule;
}): SsoVerifier {
  const { roles } = options;
  return {
    async verify(accessToken): Promise<SsoIdentity> {
      const { payload } = await jwtVerify(accessToken, options.keySet, {
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['exp'],
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      }).catch((error: unknown) => {
        throw refusalOf(error, accessToken, options);
      });
      const username = usernameOf(payload, options.username);
      return {
        username,
        auId: auIdFromUsername(username),
        firstName: str(payload.given_name),
        lastName: str(payload.family_name),
        email: str(payload.email),
        organisationRoles: roles ? organisationRolesOf(payload[roles.claim], roles.map) : null,
      };
    },
  };
}

const FETCH_TIMEOUT_MS = 5000;

/**
 * The key set of a configured issuer, found through its discovery document and cached by jose. Failing to fetch
 * either is IssuerUnreachable (a discovery that failed is tried again on the next token).
 */
export function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    keySet ??= await discoverKeySet(issuer);
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new IssuerUnreachable(`key set of ${issuer}: ${messageOf(error)}`, { cause: error });
    }
  };
}

async function discoverKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS });
  } catch (error) {
    throw new IssuerUnreachable(`discovery at ${url}: ${messageOf(error)}`, { cause: error });
  }
}

/** The message of a failed fetch, with its network cause (Node's fetch says only "fetch failed"). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
