import { ActivityKind, ComponentStatus, type FaultReport } from '@labstock/shared';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordActivity } from '../activity/activity.service.js';
import type { Actor } from '../activity/actor.js';
import { normaliseImage } from '../component-types/component-type-image.js';
import { type LendingContext, reportFaultOnUnit } from '../lending/index.js';
import { ensureOpenTicket } from './defect-spells.js';
import type { FaultReportUpload } from './fault-form.js';
import { faultAsSeenBy } from './fault-viewers.js';
import { repairMessages } from './repairs.messages.js';
import { countOpenFaults, findFaultImage, findFaultReport, insertFaultReport } from './repairs.repo.js';

/**
 * A fault reported on a unit by anyone signed in (LAB.md "Faults and repairs"). Lending takes a unit on the shelf
 * out of lending (Defect), and the report joins its repair ticket; on a unit held or on loan it waits for the
 * hand-in, which shows it.
 */
export async function reportFault(
  ctx: LendingContext,
  componentId: number,
  upload: FaultReportUpload,
  viewer: AuthUser,
  actor: Actor,
): Promise<FaultReport> {
  // Decoded before the transaction: the locks are not held while sharp works.
  const image = upload.imageFile ? await normaliseImage(upload.imageFile) : null;
  const faultReportId = await reportFaultOnUnit(ctx, componentId, actor, async (tx, unit) => {
    const id = await insertFaultReport(tx, {
      componentId,
      description: upload.description,
      image: image?.bytes,
      imageEtag: image?.etag,
      reportedBy: actor.loanerId,
      createdAt: actor.at,
    });
    await recordActivity(tx, {
      kind: ActivityKind.FaultReported,
      actor,
      componentId,
      after: { description: upload.description },
    });
    if (unit.transition.to === ComponentStatus.Defect) await ensureOpenTicket(tx, unit, actor);
    return id;
  });
  return faultAsSeenBy(viewer, await findFaultReport(ctx.db, faultReportId));
}

/** The photo of a report, when `v` is its hash (fault-image.ts); 404 otherwise. */
export async function getFaultImage(db: Database, faultReportId: number, v: string | undefined) {
  const found = await findFaultImage(db, faultReportId);
  if (!found?.image || !found.etag || found.etag !== v) throw notFound(repairMessages.faultImageNotFound);
  return { image: found.image, etag: found.etag };
}

/** How many unsettled fault reports each component has: the inventory's `openFaults`. */
export async function openFaultCounts(db: Executor, componentIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await countOpenFaults(db, componentIds);
  return new Map(rows.map((row) => [row.componentId, row.n]));
}
