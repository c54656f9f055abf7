import type { SetAsideUnit } from '@labstock/shared';

/** The numbers of the units set aside, as the Clerk looks for them on the shelf: "#3, #4". */
export function setAsideNumbers(units: readonly SetAsideUnit[]): string {
  return units.map((unit) => `#${unit.componentNumber}`).join(', ');
}
