import { auIdFromUsername, type RegisterRequest, RoleName } from '@labstock/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { SsoIdentity } from '../../lib/sso.js';
import { loadAuthUser } from '../../plugins/auth.js';
import { loanerMessages } from './loaners.messages.js';
import { insertLoanerIfAbsent, type LoanerProfile, lockLoaner, updateLoanerProfile } from './loaners.repo.js';
import { applyOrganisationRoles, bringOrganisationRolesUpToDate } from './organisation-roles.js';
import { grantRoles, lockAdminSet, rolesHeld } from './roles.repo.js';

/** Column sizes of the loaners table: what the single sign-on may send is clipped or refused to fit. */
const AU_ID_MAX = 50;
const NAME_MAX = 100;

/** The product token for whoever the SSO token names: their current roles, or none (sub = AU id) when unregistered. */
async function productTokenFor(ctx: AppContext, auId: string): Promise<string> {
  const user = await loadAuthUser(ctx.db, auId);
  return ctx.tokens.issue(user ?? { auId, roles: [] });
}

/**
 * POST Loaners/token: the signed-in loaner's roles from the organisation brought up to date (when OIDC_ROLES_CLAIM
 * is set), then the product token with the roles they hold now.
 */
export async function exchangeSsoToken(
  ctx: AppContext,
  identity: SsoIdentity,
  log: FastifyBaseLogger,
): Promise<string> {
  if (identity.organisationRoles)
    await bringOrganisationRolesUpToDate(ctx, identity.auId, identity.organisationRoles, log);
  return productTokenFor(ctx, identity.auId);
}

/** BOOTSTRAP_ADMINS entries are lower-cased AU ids, or whole usernames when they carry an @domain. */
export function isBootstrapAdmin(
  bootstrapAdmins: readonly string[],
  identity: Pick<SsoIdentity, 'username' | 'auId'>,
): boolean {
  const username = identity.username.toLowerCase();
  return bootstrapAdmins.some((entry) =>
    entry.includes('@') ? entry === username : auIdFromUsername(entry) === identity.auId,
  );
}

/**
 * A loaner row that exists without the Loaner role (made by hand, not through registration) is completed by
 * registering; one that holds Loaner is registered already.
 */
async function completeRegistration(tx: Transaction, auId: string, profile: LoanerProfile): Promise<number> {
  const existing = await lockLoaner(tx, { auId });
  if (!existing) throw conflict(loanerMessages.alreadyRegistered);
  const held = (await rolesHeld(tx, [existing.id])).get(existing.id) ?? [];
  if (held.some((role) => role.name === RoleName.Loaner)) throw conflict(loanerMessages.alreadyRegistered);
  await updateLoanerProfile(tx, existing.id, profile);
  return existing.id;
}

/**
 * Registers the signed-in user (first login): the AU id comes from the SSO token, never from the body; names
 * from the SSO token, and from the form only where the token has none (else anyone could register as "Ada
 * Admin", and the Clerk's AU-id lookup would show it); the one student number / staff initials field is written
 * to both.
 * Gives Loaner, plus Admin for BOOTSTRAP_ADMINS, by hand; and the roles from the organisation. Returns the new
 * product token.
 */
export async function registerLoaner(
  ctx: AppContext,
  identity: SsoIdentity,
  input: RegisterRequest,
  log: FastifyBaseLogger,
): Promise<string> {
  if (identity.auId.length > AU_ID_MAX) throw badRequest(loanerMessages.auIdTooLong(identity.auId, AU_ID_MAX));
  const profile: LoanerProfile = {
    firstName: (identity.firstName || input.firstName || '').slice(0, NAME_MAX),
    lastName: (identity.lastName || input.lastName || '').slice(0, NAME_MAX),
    studentNo: input.studentNo,
    staffInitials: input.studentNo,
    mobileNo: input.mobileNo,
    email: input.email,
  };
  const granted = isBootstrapAdmin(ctx.config.BOOTSTRAP_ADMINS, identity)
    ? [RoleName.Loaner, RoleName.Admin]
    : [RoleName.Loaner];

  const { organisationRoles } = identity;
  await inRetryingTransaction(ctx.db, async (tx) => {
    // The lock order of every role change: the admin set, then the loaner (roles.repo.ts).
    if (organisationRoles) await lockAdminSet(tx);
    const loanerId =
      (await insertLoanerIfAbsent(tx, identity.auId, profile)) ??
      (await completeRegistration(tx, identity.auId, profile));
    await grantRoles(tx, loanerId, granted);
    if (organisationRoles) await applyOrganisationRoles(tx, loanerId, organisationRoles, { clock: ctx.clock, log });
  });
  return productTokenFor(ctx, identity.auId);
}
