import {
  ComponentStatus,
  componentCsvColumns,
  componentStatusNames,
  componentTypeCsvColumns,
  flowOwnedStatuses,
  RoleName,
} from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { csvRecords, csvUpload } from '../csv-export/csv-fixtures.js';

const flowOwnedNames = new Set(flowOwnedStatuses.map((status) => componentStatusNames[status]));

/** What an import can carry over: reservations and loans stay behind, their components come in Available. */
function withoutLending(records: Record<string, string>[]) {
  return records.map((record) => {
    const status = record[componentCsvColumns.status] ?? '';
    return {
      ...record,
      [componentCsvColumns.status]: flowOwnedNames.has(status)
        ? componentStatusNames[ComponentStatus.Available]
        : status,
      [componentCsvColumns.onLoanTo]: '',
      [componentCsvColumns.returnDate]: '',
    };
  });
}

/** What an import of types carries over: a consumable's stock comes only from its movements, so it starts empty. */
function withoutStock(records: Record<string, string>[]) {
  return records.map((record) => {
    const stock = componentTypeCsvColumns.quantityInStock;
    return { ...record, [stock]: record[stock] === '' ? '' : '0' };
  });
}

/** By type name and number: the two labs give their types different ids, so the export orders differ. */
const byTypeAndNumber = (records: Record<string, string>[]) =>
  [...records].sort(
    (a, b) =>
      `${a[componentCsvColumns.componentType]}`.localeCompare(`${b[componentCsvColumns.componentType]}`) ||
      Number(a[componentCsvColumns.componentNumber]) - Number(b[componentCsvColumns.componentNumber]),
  );

describe('CSV round trip', () => {
  let seeded: TestApp;
  let empty: TestApp;
  let seededAdmin: TestUser;
  let emptyAdmin: TestUser;

  beforeAll(async () => {
    [seeded, empty] = await Promise.all([createTestApp(), createTestApp()]);
    await seedDemoDataIfEmpty(seeded.db, seeded.config, seeded.clock.now());
    [seededAdmin, emptyAdmin] = await Promise.all([
      seeded.createUser([RoleName.Admin]),
      empty.createUser([RoleName.Admin]),
    ]);
  });
  afterAll(() => Promise.all([seeded.close(), empty.close()]));

  const exported = async (t: TestApp, user: TestUser, file: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/export/${file}`, user });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const importInto = async (kind: string, text: string) => {
    const form = await csvUpload(text);
    const res = await empty.inject({
      method: 'POST',
      url: `/api/import/${kind}?dryRun=false`,
      user: emptyAdmin,
      ...form,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('exports a seeded lab and imports it into an empty one: the same catalogue and inventory', async () => {
    const typesFile = await exported(seeded, seededAdmin, 'component-types.csv');
    const componentsFile = await exported(seeded, seededAdmin, 'components.csv');
    const types = csvRecords(typesFile);
    const inventory = csvRecords(componentsFile);
    expect(inventory.length).toBeGreaterThan(100);

    expect(await importInto('component-types', typesFile)).toMatchObject({ valid: true, created: types.length });
    expect(await importInto('components', componentsFile)).toMatchObject({ valid: true, created: inventory.length });

    expect(csvRecords(await exported(empty, emptyAdmin, 'component-types.csv'))).toEqual(withoutStock(types));
    const copied = csvRecords(await exported(empty, emptyAdmin, 'components.csv'));
    expect(byTypeAndNumber(copied)).toEqual(byTypeAndNumber(withoutLending(inventory)));
  });
});
