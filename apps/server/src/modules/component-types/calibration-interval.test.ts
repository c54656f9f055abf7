import { ActivityKind, type ComponentType, ComponentTypeKind } from '@labstock/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, components } from '../../db/schema.js';
import { useSuiteApp } from '../../testing/suite.js';
import { insertCategory, insertComponents, multipartForm } from './component-types.fixtures.js';

// The suite's lab day is 2026-03-10.
describe('component types: the calibration interval (LAB.md "Calibration")', () => {
  const t = useSuiteApp();
  let category: number;
  let counter = 0;

  beforeAll(async () => {
    category = await insertCategory(t.db, 'Instruments');
  });

  const send = (method: 'POST' | 'PUT', fields: Record<string, string>) =>
    multipartForm({ Status: '0', SelectedCategories: String(category), ...fields }).then((form) =>
      t.inject({ method, url: '/api/ComponentTypes', user: t.admin, ...form }),
    );
  const uniqueName = () => {
    counter += 1;
    return `Multimeter ${counter}`;
  };
  const add = async (fields: Record<string, string> = {}) => {
    const res = await send('POST', { ComponentName: uniqueName(), ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ComponentType>();
  };
  const edit = (id: number, fields: Record<string, string>) =>
    send('PUT', { ComponentTypeId: String(id), ComponentName: uniqueName(), ...fields });
  const unit = async (componentId: number) =>
    (
      await t.db
        .select({ calibratedOn: components.calibratedOn, calibrationDueOn: components.calibrationDueOn })
        .from(components)
        .where(eq(components.id, componentId))
    )[0];
  const availability = async (componentTypeId: number) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/ComponentTypes/${componentTypeId}/availability`,
        query: { from: '2026-03-10', to: '2026-03-13' },
        user: t.loaner,
      })
    )
      .json<{ available: number }[]>()
      .map((day) => day.available);

  it('is kept from the form, and none when left out or empty', async () => {
    expect(await add({ CalibrationIntervalDays: '365' })).toMatchObject({ calibrationIntervalDays: 365 });
    expect(await add({ CalibrationIntervalDays: '3650' })).toMatchObject({ calibrationIntervalDays: 3650 });
    expect(await add({ CalibrationIntervalDays: '1' })).toMatchObject({ calibrationIntervalDays: 1 });
    expect(await add()).toMatchObject({ calibrationIntervalDays: null });
    expect(await add({ CalibrationIntervalDays: '' })).toMatchObject({ calibrationIntervalDays: null });
  });

  it.each(['0', '3651', '-1', '12.5', 'a year', ' 30'])(
    'refuses %j as a 400 naming the field, on POST and PUT',
    async (value) => {
      const message = 'Must be a whole number from 1 to 3650, in digits only';
      const { componentTypeId } = await add();
      for (const res of [
        await send('POST', { ComponentName: uniqueName(), CalibrationIntervalDays: value }),
        await edit(componentTypeId, { CalibrationIntervalDays: value }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors).toEqual({ CalibrationIntervalDays: [message] });
        expect(res.json().detail).toContain(`CalibrationIntervalDays: ${message}`);
      }
    },
  );

  it('keeps no interval for a consumable: it has no units to calibrate', async () => {
    const consumable = await add({
      Kind: ComponentTypeKind.Consumable,
      StockUnit: 'pcs',
      CalibrationIntervalDays: '90',
    });
    expect(consumable).toMatchObject({ kind: ComponentTypeKind.Consumable, calibrationIntervalDays: null });
    const edited = await edit(consumable.componentTypeId, { StockUnit: 'pcs', CalibrationIntervalDays: '90' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ calibrationIntervalDays: null });
  });

  it("rewrites its units' due days when a PUT changes it, clears them when it is removed, and availability follows", async () => {
    const { componentTypeId } = await add({ CalibrationIntervalDays: '365' });
    const [calibrated, never] = (await insertComponents(t.db, componentTypeId, [1, 2])) as [number, number];
    const recorded = await t.inject({
      method: 'POST',
      url: `/api/Component/${calibrated}/calibrations`,
      user: t.clerk,
      payload: { calibratedOn: '2026-02-10' },
    });
    expect(recorded.json()).toMatchObject({ calibrationDueOn: '2027-02-10' });
    expect(await availability(componentTypeId)).toEqual([2, 2, 2, 2]);

    // 2026-02-10 plus 30 days is 2026-03-12: the unit is out of availability from then on.
    const shortened = await edit(componentTypeId, { CalibrationIntervalDays: '30' });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json()).toMatchObject({ calibrationIntervalDays: 30 });
    expect(await unit(calibrated)).toMatchObject({ calibratedOn: '2026-02-10', calibrationDueOn: '2026-03-12' });
    expect(await unit(never)).toMatchObject({ calibratedOn: null, calibrationDueOn: null });
    expect(await availability(componentTypeId)).toEqual([2, 2, 1, 1]);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.componentTypeId, componentTypeId), eq(activityLog.kind, ActivityKind.ComponentTypeEdited)),
      );
    expect(entry).toMatchObject({ before: { calibrationIntervalDays: 365 }, after: { calibrationIntervalDays: 30 } });

    const removed = await edit(componentTypeId, {});
    expect(removed.json()).toMatchObject({ calibrationIntervalDays: null });
    expect(await unit(calibrated)).toMatchObject({ calibratedOn: '2026-02-10', calibrationDueOn: null });
    expect(await availability(componentTypeId)).toEqual([2, 2, 2, 2]);
  });
});
