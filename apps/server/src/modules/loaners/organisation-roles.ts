import { ActivityKind, RoleName } from '@labstock/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import type { Clock } from '../../lib/clock.js';
import { loadAuthUser } from '../../plugins/auth.js';
import { recordActivity } from '../activity/activity.service.js';
import { systemActor } from '../activity/actor.js';
import { lockLoaner } from './loaners.repo.js';
import { countOtherAdmins, grantRoles, type HeldRole, lockAdminSet, removeRoles, rolesHeld } from './roles.repo.js';

/** What bringing a loaner's roles from the organisation up to date needs besides the transaction. */
interface OrganisationRolesContext {
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The roles from the organisation to give, and those it gave that its token no longer maps to. */
function changeOf(held: readonly HeldRole[], given: readonly RoleName[]) {
  const fromOrganisation = held.filter((role) => role.fromOrganisation);
  return {
    give: given.filter((name) => !fromOrganisation.some((role) => role.name === name)),
    takeAway: fromOrganisation.filter((role) => !given.includes(role.name)),
  };
}

const organisationRoleNames = (held: readonly HeldRole[]) =>
  held.filter((role) => role.fromOrganisation).map((role) => role.name);

/**
 * Gives the loaner the roles the organisation gives them now and takes away those it gave before and no longer
 * does; a role also given by hand stays (LAB.md "The organisation's identity", decision 058). Nothing for a loaner
 * who is not registered (no Loaner role): their registration does it. The last Admin keeps Admin, as the Admin's
 * own edit would refuse: the warning says so, and the next sign-in tries again. Records what changed in the
 * activity log. Call with the admin-set lock and the loaner's row lock held.
 */
export async function applyOrganisationRoles(
  tx: Transaction,
  loanerId: number,
  given: readonly RoleName[],
  { clock, log }: OrganisationRolesContext,
): Promise<void> {
  const held = (await rolesHeld(tx, [loanerId])).get(loanerId) ?? [];
  if (!held.some((role) => role.name === RoleName.Loaner)) return;
  const { give, takeAway } = changeOf(held, given);
  const lastAdmin = takeAway.find((role) => role.name === RoleName.Admin && !role.byHand);
  const keptAdmin = lastAdmin && (await countOtherAdmins(tx, loanerId)) === 0 ? lastAdmin : undefined;
  if (keptAdmin)
    log.warn({ loanerId }, 'the organisation no longer gives Admin, but it stays: no other loaner holds Admin');
  const taken = takeAway.filter((role) => role !== keptAdmin);
  if (give.length === 0 && taken.length === 0) return;
  await removeRoles(
    tx,
    loanerId,
    taken.map((role) => role.id),
    'fromOrganisation',
  );
  await grantRoles(tx, loanerId, give, 'fromOrganisation');
  await recordActivity(tx, {
    kind: ActivityKind.OrganisationRolesChanged,
    actor: systemActor(clock),
    loanerId,
    before: { rolesFromOrganisation: organisationRoleNames(held) },
    after: { rolesFromOrganisation: organisationRoleNames((await rolesHeld(tx, [loanerId])).get(loanerId) ?? []) },
  });
}

/**
 * At the token exchange: the signed-in loaner's roles from the organisation brought up to date. Read first without
 * a lock, so that a sign-in that changes nothing (nearly all) writes nothing and waits for nobody.
 */
export async function bringOrganisationRolesUpToDate(
  ctx: AppContext,
  auId: string,
  given: readonly RoleName[],
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await loadAuthUser(ctx.db, auId);
  if (!user?.roles.includes(RoleName.Loaner)) return;
  const held = (await rolesHeld(ctx.db, [user.loanerId])).get(user.loanerId) ?? [];
  const { give, takeAway } = changeOf(held, given);
  if (give.length === 0 && takeAway.length === 0) return;
  await inRetryingTransaction(ctx.db, async (tx) => {
    // The lock order of every role change: the admin set, then the loaner (roles.repo.ts).
    await lockAdminSet(tx);
    if (await lockLoaner(tx, { loanerId: user.loanerId }))
      await applyOrganisationRoles(tx, user.loanerId, given, { clock: ctx.clock, log });
  });
}
