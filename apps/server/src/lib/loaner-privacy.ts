import { RoleName } from '@labstock/shared';
import { type AuthUser, hasRole } from '../plugins/auth.js';

/**
 * Who may learn which loaner holds what (spec §6): Clerks and Admins, who lend and manage the stock; a Loaner
 * only about their own loans. Decided by the roles the database holds now, as the access guard reads them.
 */
export function mayIdentifyLoaner(viewer: AuthUser, loanerId: number | null): boolean {
  return viewer.loanerId === loanerId || hasRole(viewer, RoleName.Clerk) || hasRole(viewer, RoleName.Admin);
}
