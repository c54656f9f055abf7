import { type FaultReport, RoleName } from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import { findWaitingFaults } from './repairs.repo.js';

/**
 * Fault reports as their viewer may see them (decision 053): the reporter is named to Clerks and Admins only.
 * Apart from the rest of the repairs module, which calls lending, so that lending's loans can show the reports
 * waiting on their units without a cycle.
 */

/** Whom an answer goes to: their roles decide whether it names reporters. */
export interface FaultViewer {
  roles: readonly RoleName[];
}

/** The viewer of an answer only Clerks and Admins get (a hand-out, the requests for extension they decide). */
export const staffViewer: FaultViewer = { roles: [RoleName.Clerk] };
/** The viewer of an answer about a loaner's own loan (an extension they asked for). */
export const loanerViewer: FaultViewer = { roles: [RoleName.Loaner] };

/** Who reported a fault is told to Clerks and Admins only. */
export function faultAsSeenBy(viewer: FaultViewer, report: FaultReport): FaultReport {
  if (viewer.roles.includes(RoleName.Clerk) || viewer.roles.includes(RoleName.Admin)) return report;
  const { reportedBy: _, ...seen } = report;
  return seen;
}

/** The reports waiting on each of the units for its hand-in, oldest first, as the viewer may see them. */
export async function waitingFaultsOfUnits(
  executor: Executor,
  componentIds: readonly number[],
  viewer: FaultViewer,
): Promise<Map<number, FaultReport[]>> {
  const byUnit = new Map<number, FaultReport[]>();
  for (const report of await findWaitingFaults(executor, [...new Set(componentIds)])) {
    const seen = faultAsSeenBy(viewer, report);
    const list = byUnit.get(report.componentId);
    if (list) list.push(seen);
    else byUnit.set(report.componentId, [seen]);
  }
  return byUnit;
}
