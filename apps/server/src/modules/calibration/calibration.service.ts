import type { CalibrationDueComponent, CalibrationRequest, CalibrationsDueQuery, Component } from '@labstock/shared';
import { addDays, labToday, nextMonthOf } from '../../lib/lab-date.js';
import type { Page } from '../../lib/pagination.js';
import type { Actor } from '../activity/actor.js';
import { componentsOfIds, loadComponent } from '../components/components.service.js';
import { type LendingContext, recordCalibrationOfUnit } from '../lending/index.js';
import { countUnitsDue, countUnitsFallingDueBetween, findUnitsDuePage } from './calibration.repo.js';

/** Records a calibration of the unit (lending writes it, as every write that may free a unit) and answers the unit. */
export async function recordCalibration(
  ctx: LendingContext,
  componentId: number,
  calibration: CalibrationRequest,
  actor: Actor,
): Promise<Component> {
  await recordCalibrationOfUnit(ctx, componentId, calibration, actor);
  return loadComponent(ctx.db, componentId);
}

/** The Calibration list: due within `withinDays` of the lab's today, overdue, or never calibrated. */
export async function listCalibrationsDue(
  ctx: LendingContext,
  query: CalibrationsDueQuery,
): Promise<Page<CalibrationDueComponent>> {
  const lastDay = addDays(labToday(ctx), query.withinDays);
  const [rows, total] = await Promise.all([findUnitsDuePage(ctx.db, lastDay, query), countUnitsDue(ctx.db, lastDay)]);
  const found = await componentsOfIds(
    ctx.db,
    rows.map((row) => row.componentId),
  );
  const units = new Map(found.map((unit) => [unit.componentId, unit]));
  const items = rows.flatMap(({ componentId, componentTypeName }) => {
    const unit = units.get(componentId);
    return unit ? [{ ...unit, componentTypeName }] : [];
  });
  return { items, total };
}

/** The Statistics screen's figure: the units that fall due in the lab's next calendar month. */
export async function countCalibrationsDueNextMonth(ctx: LendingContext): Promise<number> {
  const { first, last } = nextMonthOf(labToday(ctx));
  return countUnitsFallingDueBetween(ctx.db, first, last);
}
