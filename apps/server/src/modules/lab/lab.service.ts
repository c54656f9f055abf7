import { type Lab, type LabRules, type LabUpdate, RoleName } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import type { Actor } from '../activity/actor.js';
import { findLabSettings, type LabSettings, storeLabSettings } from './lab.repo.js';
import { changeRules, currentRules } from './rules.service.js';

export type { LabSettings } from './lab.repo.js';

/** The lab's name and notice address, for the modules that write to the lab (the low-stock notice). */
export function labSettings(executor: Executor): Promise<LabSettings> {
  return findLabSettings(executor);
}

/** The lab as a caller sees it: the notice address is an Admin's alone, the rules everyone's. */
function labFor(caller: AuthUser, settings: LabSettings, rules: LabRules | null): Lab {
  return {
    name: settings.name,
    ...(hasRole(caller, RoleName.Admin) && { noticeEmail: settings.noticeEmail }),
    rules,
  };
}

export async function getLab(ctx: Pick<AppContext, 'db'>, caller: AuthUser): Promise<Lab> {
  const [settings, rules] = await Promise.all([findLabSettings(ctx.db), currentRules(ctx.db)]);
  return labFor(caller, settings, rules);
}

/**
 * The Admin's change of the lab's name, notice address (empty: no notices) and, when sent, rules. The settings row
 * is written first: it holds back acceptances of the rules until the new version, if any, has committed.
 */
export async function setLab(
  ctx: Pick<AppContext, 'db'>,
  caller: AuthUser,
  update: LabUpdate,
  actor: Actor,
): Promise<Lab> {
  return inRetryingTransaction(ctx.db, async (tx) => {
    const stored = await storeLabSettings(tx, { name: update.name, noticeEmail: update.noticeEmail || null });
    const rules =
      update.rulesText === undefined ? await currentRules(tx) : await changeRules(tx, actor, update.rulesText);
    return labFor(caller, stored, rules);
  });
}
