import {
  type Language,
  type Loaner,
  type LoanerUpdate,
  type PagedQuery,
  type Role,
  RoleName,
  withAuPrefix,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import { cancelBookingsOfLeaver, inUnitsTransaction } from '../lending/index.js';
import { assertAnotherAdmin, setRoles } from './loaner-roles.js';
import { loanerMessages } from './loaners.messages.js';
import {
  deleteLoanerRow,
  findLoaner,
  type LoanerRow,
  listLoaners,
  liveItemCounts,
  loanerExists,
  lockLoaner,
  typesNamingLoaner,
  updateLoanerProfile,
} from './loaners.repo.js';
import { listRoles, lockAdminSet, rolesHeld } from './roles.repo.js';

/** A Loaner (or Clerk) reads, changes and deletes only their own user; an Admin any. */
function assertSelfOrAdmin(caller: AuthUser, loanerId: number): void {
  if (caller.loanerId !== loanerId && !hasRole(caller, RoleName.Admin)) {
    throw forbidden(loanerMessages.onlyAdminForOthers);
  }
}

async function loanerById(ctx: AppContext, loanerId: number): Promise<Loaner> {
  const found = await findLoaner(ctx.db, { loanerId }, labToday(ctx));
  if (!found) throw notFound(loanerMessages.notFound(loanerId));
  return found;
}

const displayName = (row: LoanerRow) => `${row.firstName} ${row.lastName}`.trim() || row.auId;

export function currentLoaner(ctx: AppContext, caller: AuthUser): Promise<Loaner> {
  return loanerById(ctx, caller.loanerId);
}

export function getLoaner(ctx: AppContext, caller: AuthUser, loanerId: number): Promise<Loaner> {
  assertSelfOrAdmin(caller, loanerId);
  return loanerById(ctx, loanerId);
}

export function searchLoaners(ctx: AppContext, query: PagedQuery): Promise<Page<Loaner>> {
  return listLoaners(ctx.db, query.searchString, query, labToday(ctx));
}

/** The loaner lookup of the hand-out flow: 'au' is prefixed when missing, case does not matter. */
export async function findLoanerByAuId(ctx: AppContext, typedAuId: string): Promise<Loaner> {
  const auId = withAuPrefix(typedAuId).toLowerCase();
  const found = await findLoaner(ctx.db, { auId }, labToday(ctx));
  if (!found) throw notFound(loanerMessages.noLoanerWithAuId(auId));
  return found;
}

/** The one student number / staff initials field, written to both; unchanged when neither is sent. */
function studentNoFields(input: LoanerUpdate) {
  const sent = [input.studentNo, input.staffInitials].filter((value) => value !== undefined);
  if (sent.length === 0) return {};
  const value = sent.find((v) => v) || null;
  return { studentNo: value, staffInitials: value };
}

/**
 * PUT Loaners: the user's contact fields (names and AU id come from the sign-in and stay). Roles change only
 * when an Admin sends them; Loaner is always kept and the last Admin keeps Admin.
 */
export async function updateLoaner(ctx: AppContext, caller: AuthUser, input: LoanerUpdate): Promise<Loaner> {
  assertSelfOrAdmin(caller, input.loanerId);
  const newRoles = hasRole(caller, RoleName.Admin) ? input.roles?.map((role) => role.name) : undefined;
  await inRetryingTransaction(ctx.db, async (tx) => {
    if (newRoles) await lockAdminSet(tx);
    const target = await lockLoaner(tx, { loanerId: input.loanerId });
    if (!target) throw notFound(loanerMessages.notFound(input.loanerId));
    await updateLoanerProfile(tx, target.id, {
      ...studentNoFields(input),
      mobileNo: input.mobileNo,
      ...(input.email === undefined ? {} : { email: input.email || null }),
    });
    if (newRoles) await setRoles(tx, target.id, newRoles);
  });
  return loanerById(ctx, input.loanerId);
}

/** PUT Loaners/Loaner/language: the signed-in user's own language (screens and e-mails); answers their loaner. */
export async function setOwnLanguage(ctx: AppContext, caller: AuthUser, language: Language): Promise<Loaner> {
  await updateLoanerProfile(ctx.db, caller.loanerId, { language });
  return loanerById(ctx, caller.loanerId);
}

/**
 * Deletes a user who holds nothing of the lab's: refused while they have active loans or reservations, and for
 * the last Admin. Their returned loans stay as history without them; their bookings ahead are cancelled (the
 * days they claimed go to the waiting lists of their types).
 */
export async function deleteLoaner(ctx: AppContext, caller: AuthUser, loanerId: number): Promise<void> {
  assertSelfOrAdmin(caller, loanerId);
  await inUnitsTransaction(ctx, async (units) => {
    const { tx } = units;
    await units.lockTypes(await typesNamingLoaner(tx, loanerId));
    await lockAdminSet(tx);
    const target = await lockLoaner(tx, { loanerId });
    if (!target) throw notFound(loanerMessages.notFound(loanerId));
    const live = await liveItemCounts(tx, loanerId);
    if (live.activeLoans > 0 || live.reservations > 0) {
      throw conflict(loanerMessages.hasLiveItems(displayName(target), live.activeLoans, live.reservations));
    }
    const held = (await rolesHeld(tx, [loanerId])).get(loanerId) ?? [];
    if (held.some((role) => role.name === RoleName.Admin))
      await assertAnotherAdmin(tx, loanerId, loanerMessages.lastAdminDeletion);
    await cancelBookingsOfLeaver(units, loanerId, { loanerId: caller.loanerId, at: ctx.clock.now() });
    await deleteLoanerRow(tx, loanerId);
  });
}

/** The roles (for the Admin's roles selector), or those one loaner holds. */
export async function rolesPage(ctx: AppContext, query: PagedQuery, loanerId?: number): Promise<Page<Role>> {
  if (loanerId !== undefined && !(await loanerExists(ctx.db, loanerId)))
    throw notFound(loanerMessages.notFound(loanerId));
  return listRoles(ctx.db, { loanerId, search: query.searchString }, query);
}
