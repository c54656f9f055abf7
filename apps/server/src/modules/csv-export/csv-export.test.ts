import { ComponentStatus } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { components, componentTypes, loans } from '../../db/schema.js';
import { useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { insertCategory, insertComponentType } from '../component-types/component-types.fixtures.js';
import { createLoan, createTypeWithComponents } from '../lending/lending-fixtures.js';
import { csvRecords, csvRows, UTF8_BOM } from './csv-fixtures.js';

describe('CSV export', () => {
  const t = useSuiteApp({
    admin: { firstName: 'Ada', lastName: 'Admin', auId: 'au100001' },
    clerk: { firstName: 'Carl', lastName: 'Clerk', auId: 'au100002' },
    loaner: { firstName: 'Freja', lastName: 'Nielsen', auId: 'au612345', mobileNo: '+4512345678' },
  });

  const download = (url: string, user: TestUser = t.admin) => t.inject({ method: 'GET', url, user });

  describe('access', () => {
    const adminRoutes = [
      '/api/export/component-types.csv',
      '/api/export/components.csv',
      '/api/export/users.csv',
    ] as const;

    it.each([...adminRoutes, '/api/export/loans.csv'])('%s needs a token', async (url) => {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it.each(adminRoutes)('%s is for Admins only', async (url) => {
      for (const user of [t.loaner, t.clerk]) expect((await download(url, user)).statusCode).toBe(403);
    });

    it('lets Clerks and Admins, not Loaners, export the loans', async () => {
      expect((await download('/api/export/loans.csv', t.loaner)).statusCode).toBe(403);
      for (const user of [t.clerk, t.admin])
        expect((await download('/api/export/loans.csv', user)).statusCode).toBe(200);
    });
  });

  it('sends a dated CSV attachment with a UTF-8 byte order mark', async () => {
    const res = await download('/api/export/users.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="labstock-users-2026-03-10.csv"');
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
  });

  it('exports the inventory of one type with who has each component on loan', async () => {
    const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 3, { name: 'Oscilloscope' });
    await t.db
      .update(components)
      .set({ serialNo: 'SN-2', adminComment: 'Probe missing', status: ComponentStatus.Defect })
      .where(eq(components.id, componentIds[1] as number));
    await createLoan(t.db, {
      loanerId: t.loaner.loanerId,
      componentId: componentIds[2] as number,
      returnDate: '2026-04-01',
    });

    const res = await download(`/api/export/components.csv?componentTypeId=${componentTypeId}`);
    expect(res.headers['content-disposition']).toContain(`labstock-components-${componentTypeId}-2026-03-10.csv`);
    expect(csvRows(res.body)).toEqual([
      [
        'Component type',
        'Component number',
        'Serial no',
        'Status',
        'Admin comment',
        'User comment',
        'On loan to (AU id)',
        'Return date',
      ],
      [name, '1', '', 'Available', '', '', '', ''],
      [name, '2', 'SN-2', 'Defect', 'Probe missing', '', '', ''],
      [name, '3', '', 'Loaned', '', '', 'au612345', '2026-04-01'],
    ]);
  });

  it('exports every type when none is given, grouped by type in number order', async () => {
    const first = await createTypeWithComponents(t.db, 2);
    const second = await createTypeWithComponents(t.db, 1);
    const records = csvRecords((await download('/api/export/components.csv?componentTypeId=')).body);
    const ofTheseTypes = records.filter((r) => [first.name, second.name].includes(r['Component type'] as string));
    expect(ofTheseTypes.map((r) => [r['Component type'], r['Component number']])).toEqual([
      [first.name, '1'],
      [first.name, '2'],
      [second.name, '1'],
    ]);
  });

  it('streams a large inventory in several batches, of all types or one: every component once, in order', async () => {
    // 20,000 components are twenty batches of 1,000; the second type starts within one of them.
    const first = await createTypeWithComponents(t.db, 10_500);
    const second = await createTypeWithComponents(t.db, 9_500);
    const records = csvRecords((await download('/api/export/components.csv')).body);
    const ofTheseTypes = records.filter((r) => [first.name, second.name].includes(r['Component type'] as string));
    const numbers = (name: string) =>
      ofTheseTypes.filter((r) => r['Component type'] === name).map((r) => Number(r['Component number']));
    expect(ofTheseTypes).toHaveLength(20_000);
    expect(ofTheseTypes.at(10_499)?.['Component type']).toBe(first.name);
    expect(numbers(first.name)).toEqual(Array.from({ length: 10_500 }, (_, i) => i + 1));
    expect(numbers(second.name)).toEqual(Array.from({ length: 9_500 }, (_, i) => i + 1));

    const ofFirst = csvRecords(
      (await download(`/api/export/components.csv?componentTypeId=${first.componentTypeId}`)).body,
    );
    expect(ofFirst.map((r) => Number(r['Component number']))).toEqual(Array.from({ length: 10_500 }, (_, i) => i + 1));
  });

  it('writes the exact bytes of the spreadsheet format: BOM, header, quoting, one record a line', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2, { name: 'Probe, "x10"' });
    await t.db
      .update(components)
      .set({ userComment: 'Line one\nline two' })
      .where(eq(components.id, componentIds[0] as number));
    const res = await download(`/api/export/components.csv?componentTypeId=${componentTypeId}`);
    expect(res.body).toBe(
      `${UTF8_BOM}Component type,Component number,Serial no,Status,Admin comment,User comment,On loan to (AU id),Return date\n` +
        '"Probe, ""x10""",1,,Available,,"Line one\nline two",,\n' +
        '"Probe, ""x10""",2,,Available,,,,\n',
    );
  });

  it('answers 404 for a type that does not exist and 400 for a malformed id', async () => {
    expect((await download('/api/export/components.csv?componentTypeId=2000000000')).statusCode).toBe(404);
    const bad = await download('/api/export/components.csv?componentTypeId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('exports the component types with their categories and status names', async () => {
    const sensors = await insertCategory(t.db, 'Export sensors');
    const boards = await insertCategory(t.db, 'Export boards');
    const typeId = await insertComponentType(t.db, {
      name: 'Weather kit',
      info: 'Line one\nline two',
      categoryIds: [sensors, boards],
    });
    await t.db.update(componentTypes).set({ status: 1, location: 'Shelf 3' }).where(eq(componentTypes.id, typeId));
    const records = csvRecords((await download('/api/export/component-types.csv')).body);
    expect(records.find((r) => r.Name === 'Weather kit')).toEqual({
      Name: 'Weather kit',
      Info: 'Line one\nline two',
      Categories: 'Export boards;Export sensors',
      Location: 'Shelf 3',
      Manufacturer: '',
      Datasheet: '',
      'Wiki link': '',
      'Admin comment': '',
      Status: 'ReservedAdmin',
      Kind: 'Unit',
      'Stock unit': '',
      'Quantity in stock': '',
      'Reorder level': '',
      'Reorder quantity': '',
      'Self-service': '',
    });
  });

  it('exports a consumable with its stock unit, stock, reorder level and quantity, and self-service', async () => {
    const category = await insertCategory(t.db, 'Export passives');
    await insertComponentType(t.db, {
      name: 'Resistor 220R',
      categoryIds: [category],
      kind: 'Consumable',
      stockUnit: 'pcs',
      quantityInStock: 480,
      reorderLevel: 100,
      reorderQuantity: 1000,
      selfService: true,
    });
    const records = csvRecords((await download('/api/export/component-types.csv')).body);
    expect(records.find((r) => r.Name === 'Resistor 220R')).toMatchObject({
      Categories: 'Export passives',
      Status: 'Available',
      Kind: 'Consumable',
      'Stock unit': 'pcs',
      'Quantity in stock': '480',
      'Reorder level': '100',
      'Reorder quantity': '1000',
      'Self-service': 'yes',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 4, { name: '=cmd|calc' });
    const comments = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1:A2)'];
    for (const [i, adminComment] of comments.entries()) {
      await t.db
        .update(components)
        .set({ adminComment })
        .where(eq(components.id, componentIds[i] as number));
    }
    const records = csvRecords((await download(`/api/export/components.csv?componentTypeId=${componentTypeId}`)).body);
    expect(records.map((r) => r['Admin comment'])).toEqual(comments.map((comment) => `'${comment}`));
    expect(records.every((r) => r['Component type'] === "'=cmd|calc")).toBe(true);
  });

  describe('loans', () => {
    let active: number;
    let overdue: number;
    let returnedLate: number;

    beforeAll(async () => {
      const { componentIds, name } = await createTypeWithComponents(t.db, 3, { name: 'Multimeter' });
      const [a, b, c] = componentIds as [number, number, number];
      active = await createLoan(t.db, { loanerId: t.loaner.loanerId, componentId: a, returnDate: '2026-03-10' });
      overdue = await createLoan(t.db, { loanerId: t.loaner.loanerId, componentId: b, returnDate: '2026-03-09' });
      returnedLate = await createLoan(t.db, {
        loanerId: t.loaner.loanerId,
        componentId: c,
        returnDate: '2026-03-01',
        loanDate: new Date('2026-02-20T09:00:00Z'),
      });
      // Back on the lab's 2 March at 13:30 (Copenhagen, UTC+1): a day late.
      await t.db
        .update(loans)
        .set({ returnedAt: new Date('2026-03-02T12:30:00Z') })
        .where(eq(loans.id, returnedLate));
      expect(name).toBe('Multimeter');
    });

    const loanIdsIn = (body: string) => csvRecords(body).map((r) => Number(r['Loan id']));

    it('exports the active loans by default with the overdue flag by the lab date', async () => {
      const res = await download('/api/export/loans.csv', t.clerk);
      expect(res.headers['content-disposition']).toContain('labstock-loans-active-2026-03-10.csv');
      const records = csvRecords(res.body);
      expect(loanIdsIn(res.body)).toEqual(expect.arrayContaining([active, overdue]));
      expect(loanIdsIn(res.body)).not.toContain(returnedLate);
      expect(records.find((r) => Number(r['Loan id']) === active)).toMatchObject({
        'Component type': 'Multimeter',
        'Component number': '1',
        'Loaner name': 'Freja Nielsen',
        'AU id': 'au612345',
        'Return date': '2026-03-10',
        'Returned at': '',
        Overdue: 'no',
      });
      expect(records.find((r) => Number(r['Loan id']) === overdue)?.Overdue).toBe('yes');
    });

    it('exports the history and all loans', async () => {
      const history = csvRecords((await download('/api/export/loans.csv?scope=history')).body);
      expect(history.map((r) => Number(r['Loan id']))).toEqual([returnedLate]);
      expect(history[0]).toMatchObject({
        'Loan date': '2026-02-20',
        'Returned at': '2026-03-02 13:30',
        Overdue: 'yes',
      });
      const all = loanIdsIn((await download('/api/export/loans.csv?scope=all')).body);
      expect(all).toEqual(expect.arrayContaining([active, overdue, returnedLate]));
    });

    it('refuses an unknown scope with a 400', async () => {
      expect((await download('/api/export/loans.csv?scope=everything')).statusCode).toBe(400);
    });
  });

  it('exports the users with their roles, the phone number neutralised', async () => {
    const records = csvRecords((await download('/api/export/users.csv')).body);
    expect(records.find((r) => r['AU id'] === 'au612345')).toEqual({
      Name: 'Freja Nielsen',
      'AU id': 'au612345',
      'Student number': expect.any(String),
      Initials: expect.any(String),
      'E-mail': 'au612345@uni.example',
      Mobile: "'+4512345678",
      Roles: 'Loaner',
    });
    expect(records.find((r) => r['AU id'] === 'au100001')?.Roles).toBe('Admin');
  });
});
