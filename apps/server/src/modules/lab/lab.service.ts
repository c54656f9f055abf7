import { type Lab, type LabUpdate, RoleName } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { type AuthUser, hasRole } from '../../plugins/auth.js';
import { findLabSettings, type LabSettings, storeLabSettings } from './lab.repo.js';

export type { LabSettings } from './lab.repo.js';

/** The lab's name and notice address, for the modules that write to the lab (the low-stock notice). */
export function labSettings(executor: Executor): Promise<LabSettings> {
  return findLabSettings(executor);
}

/** The lab as a caller sees it: the notice address is an Admin's alone. Rules come with their own issue. */
function labFor(caller: AuthUser, settings: LabSettings): Lab {
  return {
    name: settings.name,
    ...(hasRole(caller, RoleName.Admin) && { noticeEmail: settings.noticeEmail }),
    rules: null,
  };
}

export async function getLab(ctx: Pick<AppContext, 'db'>, caller: AuthUser): Promise<Lab> {
  return labFor(caller, await findLabSettings(ctx.db));
}

/** The Admin's change of the lab's name and notice address; an empty address sends no notices. */
export async function setLab(ctx: Pick<AppContext, 'db'>, caller: AuthUser, update: LabUpdate): Promise<Lab> {
  const stored = await storeLabSettings(ctx.db, { name: update.name, noticeEmail: update.noticeEmail || null });
  return labFor(caller, stored);
}
