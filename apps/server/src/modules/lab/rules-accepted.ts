import type { Executor } from '../../db/client.js';
import { findRulesNotAccepted, latestAcceptedVersions } from './rules.repo.js';

/**
 * Who has accepted the lab's rules (LAB.md "Lab rules", decision 056), for the modules that must know: lending,
 * which lends nothing to a loaner who has not accepted the current version, and the loaners' profiles. Apart from
 * the rest of the lab module so that lending can import it without taking in the lab's routes.
 */

/**
 * The version of the rules the loaner must accept before anything is lent to them; undefined when nothing is
 * required (they accepted the current version, or the lab has no rules). An older version accepted is not enough.
 *
 * It takes no lock: the rules and the acceptances only ever gain rows, and a lending that read the version before
 * the Admin wrote a new one is one that came first. Call it in the lending's transaction all the same, so that it
 * reads what the lending's other rules read.
 */
export function rulesNotAcceptedBy(executor: Executor, loanerId: number): Promise<{ version: number } | undefined> {
  return findRulesNotAccepted(executor, loanerId);
}

/** The latest version of the rules each loaner accepted; a loaner who accepted none is not in the map. */
export function rulesAcceptedVersions(executor: Executor, loanerIds: readonly number[]): Promise<Map<number, number>> {
  return latestAcceptedVersions(executor, loanerIds);
}
