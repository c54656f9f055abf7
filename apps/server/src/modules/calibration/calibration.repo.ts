import { outOfTheLabStatuses } from '@labstock/shared';
import { and, asc, count, eq, gte, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isDueOnOrBefore } from '../../db/lending-definitions.js';
import { components, componentTypes } from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { PageRequest } from '../../lib/pagination.js';

/**
 * The Calibration list (LAB.md "Calibration"): units in the lab of the types that are calibrated, due on or
 * before `lastDay` (overdue ones too) or never calibrated.
 */
const dueBy = (lastDay: string) =>
  and(
    isNotNull(componentTypes.calibrationIntervalDays),
    notInArray(components.status, [...outOfTheLabStatuses]),
    or(isDueOnOrBefore(lastDay), isNull(components.calibratedOn)),
  );

/**
 * A page of the list's units, the soonest due first and the never calibrated last (they stay lendable, so they
 * wait behind every unit that will stop being lent), then by type name and number; with the type's name.
 */
export function findUnitsDuePage(executor: Executor, lastDay: string, page: PageRequest) {
  const query = executor
    .select({ componentId: components.id, componentTypeName: componentTypes.name })
    .from(components)
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(dueBy(lastDay))
    .orderBy(
      sql`${components.calibrationDueOn} asc nulls last`,
      asc(componentTypes.name),
      asc(components.componentNumber),
    )
    .$dynamic();
  return withPageWindow(query, page);
}

export async function countUnitsDue(executor: Executor, lastDay: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(components)
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(dueBy(lastDay));
  return row?.n ?? 0;
}

/** How many units in the lab fall due for calibration from `first` through `last` (yyyy-MM-dd, both included). */
export async function countUnitsFallingDueBetween(executor: Executor, first: string, last: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(components)
    .where(
      and(
        notInArray(components.status, [...outOfTheLabStatuses]),
        gte(components.calibrationDueOn, first),
        lte(components.calibrationDueOn, last),
      ),
    );
  return row?.n ?? 0;
}
