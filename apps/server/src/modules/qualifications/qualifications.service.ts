import {
  ActivityKind,
  type Grant,
  type GrantRequest,
  type Qualification,
  type QualificationInput,
  type RequiredQualification,
  RoleName,
  type TrainingDecision,
  type TrainingRequest,
  TrainingRequestStatus,
  type TrainingRequestsQuery,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { labToday } from '../../lib/lab-date.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { refusingDuplicates } from '../../lib/postgres-errors.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { qualificationMessages } from './qualifications.messages.js';
import {
  closeOpenRequest,
  countRequirementsOf,
  deleteGrant,
  deleteQualificationRow,
  findGrant,
  findGrantsOf,
  findQualification,
  findQualificationPage,
  findTrainingRequest,
  holdsWithoutEnd,
  insertQualification,
  insertTrainingRequest,
  listTrainingRequests,
  loanerExists,
  lockExistingQualifications,
  lockLoanerForGrants,
  lockQualification,
  lockTrainingRequest,
  qualificationIdsOfCategories,
  requiredQualificationsOfTypes,
  rewriteExpiryOfGrants,
  setQualificationsOfCategory,
  setQualificationsOfType,
  updateQualificationRow,
  upsertGrant,
} from './qualifications.repo.js';

type QualificationsContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

export function listQualifications(ctx: QualificationsContext, page: PageRequest): Promise<Page<Qualification>> {
  return findQualificationPage(ctx.db, page);
}

export async function addQualification(ctx: QualificationsContext, input: QualificationInput): Promise<Qualification> {
  const { qualificationId: _id, ...values } = input;
  const created = await withUniqueName(values.name, () => insertQualification(ctx.db, values));
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Edits the qualification; a changed validity moves the expiry of every grant of it (expiry = granted + validity). */
export async function editQualification(ctx: QualificationsContext, input: QualificationInput): Promise<Qualification> {
  const { qualificationId: id, ...values } = input;
  return inRetryingTransaction(ctx.db, async (tx) => {
    const before = await lockQualification(tx, id);
    if (!before) throw notFound(qualificationMessages.notFound);
    const updated = await withUniqueName(values.name, () => updateQualificationRow(tx, id, values));
    if (!updated) throw notFound(qualificationMessages.notFound);
    if (updated.validForDays !== before.validForDays) await rewriteExpiryOfGrants(tx, id);
    return updated;
  });
}

/** Refused while a category or type requires it; its grants and training requests go with it. */
export async function deleteQualification(ctx: QualificationsContext, id: number): Promise<void> {
  await inRetryingTransaction(ctx.db, async (tx) => {
    const found = await lockQualification(tx, id);
    if (!found) throw notFound(qualificationMessages.notFound);
    const { categories, types } = await countRequirementsOf(tx, id);
    if (categories + types > 0) throw conflict(qualificationMessages.required(found.name, categories, types));
    await deleteQualificationRow(tx, id);
  });
}

/** Qualification names are unique regardless of case (unique index on lower(name)). */
function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(
    'qualifications_name_lower_uq',
    () => conflict(qualificationMessages.nameTaken(name)),
    write,
  );
}

/**
 * The requirements' writes of the catalogue (a category's, a type's own), in the caller's transaction: the
 * qualifications named must exist (400 on `field`) and are locked against deletion until it ends.
 */
export async function setRequiredQualifications(
  tx: Transaction,
  of: { categoryId: number } | { componentTypeId: number },
  qualificationIds: readonly number[],
  field: string,
): Promise<void> {
  const ids = [...new Set(qualificationIds)];
  const existing = await lockExistingQualifications(tx, ids);
  const missing = ids.filter((id) => !existing.has(id)).map(qualificationMessages.missing);
  if (missing.length > 0) throw badRequest(missing.join(' '), { [field]: missing });
  if ('categoryId' in of) await setQualificationsOfCategory(tx, of.categoryId, ids);
  else await setQualificationsOfType(tx, of.componentTypeId, ids);
}

/** The categories' required qualification ids, for their answers. */
export function requiredQualificationIdsOfCategories(executor: Executor, categoryIds: readonly number[]) {
  return qualificationIdsOfCategories(executor, categoryIds);
}

/** What each type needs, and whether the viewer holds each on the lab's today and until when. */
export function requiredQualificationsFor(
  ctx: QualificationsContext & { db: Executor },
  componentTypeIds: readonly number[],
  viewerId: number,
): Promise<Map<number, RequiredQualification[]>> {
  return requiredQualificationsOfTypes(ctx.db, componentTypeIds, viewerId, labToday(ctx));
}

const isStaff = (caller: AuthUser) => hasRole(caller, RoleName.Clerk) || hasRole(caller, RoleName.Admin);

/** A loaner's grants: their own, or anyone's for a Clerk or Admin. */
export async function grantsOfLoaner(ctx: QualificationsContext, caller: AuthUser, loanerId: number): Promise<Grant[]> {
  if (caller.loanerId !== loanerId && !isStaff(caller)) throw forbidden(qualificationMessages.onlyStaffForOthers);
  const grants = await findGrantsOf(ctx.db, loanerId);
  // Only a loaner without grants is asked whether they exist: a grant belongs to one who does.
  if (grants.length === 0 && !(await loanerExists(ctx.db, loanerId)))
    throw notFound(qualificationMessages.loanerNotFound);
  return grants;
}

/**
 * Grants the qualification to the loaner from `grantedOn` (default the lab's today; not after it), replacing a
 * grant they had; their open training request of it is closed as Granted. Answers the grant.
 */
export async function grantQualification(
  ctx: QualificationsContext,
  loanerId: number,
  request: GrantRequest,
  actor: Actor,
): Promise<Grant> {
  const today = labToday(ctx);
  const grantedOn = request.grantedOn ?? today;
  if (grantedOn > today) {
    const message = qualificationMessages.grantInFuture(today);
    throw badRequest(message, { grantedOn: [message] });
  }
  return inRetryingTransaction(ctx.db, async (tx) => {
    if (!(await lockLoanerForGrants(tx, loanerId))) throw notFound(qualificationMessages.loanerNotFound);
    return grantInside(tx, loanerId, request.qualificationId, grantedOn, actor, null);
  });
}

/** The grant's write, with the loaner's row locked: the grant, the open request closed, the log. */
async function grantInside(
  tx: Transaction,
  loanerId: number,
  qualificationId: number,
  grantedOn: string,
  actor: Actor,
  reason: string | null,
): Promise<Grant> {
  if (!(await lockExistingQualifications(tx, [qualificationId])).has(qualificationId)) {
    throw notFound(qualificationMessages.notFound);
  }
  const before = await findGrant(tx, loanerId, qualificationId);
  await upsertGrant(tx, { loanerId, qualificationId, grantedOn, grantedBy: actor.loanerId, grantedAt: actor.at });
  const decision = { status: TrainingRequestStatus.Granted, reason, decidedBy: actor.loanerId, decidedAt: actor.at };
  await closeOpenRequest(tx, loanerId, qualificationId, decision);
  const granted = await findGrant(tx, loanerId, qualificationId);
  if (!granted) throw new Error(`grant of ${qualificationId} to ${loanerId} is missing right after its write`);
  await recordActivity(tx, {
    kind: ActivityKind.QualificationGranted,
    actor,
    loanerId,
    before: before ? grantFields(before) : null,
    after: grantFields(granted),
  });
  const { grantId: _grantId, ...answer } = granted;
  return answer;
}

const grantFields = (grant: Grant) => ({
  qualification: grant.name,
  grantedOn: grant.grantedOn,
  expiresOn: grant.expiresOn,
});

/** Revokes the loaner's grant: from now on lending refuses them what requires it. */
export async function revokeQualification(
  ctx: QualificationsContext,
  loanerId: number,
  qualificationId: number,
  actor: Actor,
): Promise<void> {
  await inRetryingTransaction(ctx.db, async (tx) => {
    if (!(await lockLoanerForGrants(tx, loanerId))) throw notFound(qualificationMessages.loanerNotFound);
    const before = await findGrant(tx, loanerId, qualificationId);
    if (!before || !(await deleteGrant(tx, loanerId, qualificationId))) {
      throw notFound(qualificationMessages.grantNotFound);
    }
    await recordActivity(tx, {
      kind: ActivityKind.QualificationRevoked,
      actor,
      loanerId,
      before: grantFields(before),
      after: null,
    });
  });
}

/**
 * A loaner asks for the qualification's training (from a type's page): refused while they have an open ask of it,
 * or hold it without end. One that expires may be asked for again, to renew it.
 */
export async function askForTraining(
  ctx: QualificationsContext,
  loanerId: number,
  qualificationId: number,
): Promise<TrainingRequest> {
  const today = labToday(ctx);
  return inRetryingTransaction(ctx.db, async (tx) => {
    const qualification = await findQualification(tx, qualificationId);
    if (!qualification) throw notFound(qualificationMessages.notFound);
    if (await holdsWithoutEnd(tx, loanerId, qualificationId)) {
      throw conflict(qualificationMessages.heldWithoutEnd(qualification.name));
    }
    const id = await insertTrainingRequest(tx, { loanerId, qualificationId, requestedAt: ctx.clock.now() });
    if (id === undefined) throw conflict(qualificationMessages.alreadyAsked);
    const created = await findTrainingRequest(tx, id, today);
    if (!created) throw new Error(`training request ${id} is missing right after its insert`);
    return created;
  });
}

export function listTrainingRequestsPage(
  ctx: QualificationsContext,
  query: TrainingRequestsQuery,
): Promise<Page<TrainingRequest>> {
  return listTrainingRequests(ctx.db, query.status, query, labToday(ctx));
}

/**
 * A Clerk's or Admin's decision on an open training request: granting makes the loaner's grant from the lab's
 * today (and closes the request), declining closes it with the reason, if any.
 */
export async function decideTrainingRequest(
  ctx: QualificationsContext,
  id: number,
  decision: TrainingDecision,
  actor: Actor,
): Promise<TrainingRequest> {
  const today = labToday(ctx);
  const reason = decision.reason || null;
  return inRetryingTransaction(ctx.db, async (tx) => {
    const found = await lockTrainingRequest(tx, id);
    if (!found) throw notFound(qualificationMessages.requestNotFound);
    if (found.status !== TrainingRequestStatus.Open) throw conflict(qualificationMessages.requestNotOpen);
    if (decision.grant) {
      await lockLoanerForGrants(tx, found.loanerId);
      await grantInside(tx, found.loanerId, found.qualificationId, today, actor, reason);
    } else {
      const declined = {
        status: TrainingRequestStatus.Declined,
        reason,
        decidedBy: actor.loanerId,
        decidedAt: actor.at,
      };
      await closeOpenRequest(tx, found.loanerId, found.qualificationId, declined);
    }
    const decided = await findTrainingRequest(tx, id, today);
    if (!decided) throw new Error(`training request ${id} is missing right after its decision`);
    return decided;
  });
}
