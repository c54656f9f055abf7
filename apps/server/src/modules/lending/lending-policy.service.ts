import type { LendingPolicy } from '@labstock/shared';
import type { LendingContext } from './lending-context.js';
import { findLendingPolicy, storeLendingPolicy } from './lending-policy.repo.js';

/** The lending limits in force (LENDING.md "Limits"): every rule that counts against one reads it here. */
export function lendingPolicy(ctx: Pick<LendingContext, 'db'>): Promise<LendingPolicy> {
  return findLendingPolicy(ctx.db);
}

/** The Admin's change of the limits; it holds for what is asked from now on, not for what was granted before. */
export function setLendingPolicy(ctx: Pick<LendingContext, 'db'>, policy: LendingPolicy): Promise<LendingPolicy> {
  return storeLendingPolicy(ctx.db, policy);
}
