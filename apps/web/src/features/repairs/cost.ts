import { MAX_REPAIR_COST } from '@labstock/shared';

/** A cost as the lab writes it: a plain number with two decimals; '' for none. */
export function formatCost(cost: number | null): string {
  return cost === null ? '' : cost.toFixed(2);
}

/** What the cost field holds: a cost, none (an empty field clears it), or text that is not a cost. */
export type CostInput = { cost: number | null } | { invalid: true };

/** The field's text as a cost: a comma or a point before at most two decimals, at most MAX_REPAIR_COST. */
export function parseCost(text: string): CostInput {
  const trimmed = text.trim();
  if (trimmed === '') return { cost: null };
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return { invalid: true };
  const cost = Number(trimmed.replace(',', '.'));
  return cost <= MAX_REPAIR_COST ? { cost } : { invalid: true };
}
