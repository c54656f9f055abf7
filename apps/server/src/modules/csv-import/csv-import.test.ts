import {
  ComponentStatus,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportResult,
  RoleName,
  WEB_ADDRESS_MESSAGE,
} from '@labstock/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, components, componentTypeCategories, componentTypes } from '../../db/schema.js';
import { databaseFingerprint } from '../../testing/security/db-fingerprint.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import {
  insertCategory,
  insertComponents,
  insertComponentType,
  multipartForm,
} from '../component-types/component-types.fixtures.js';
import { formMessages } from '../component-types/component-types.messages.js';
import { csvUpload, toCsv } from '../csv-export/csv-fixtures.js';
import { lendingMessages } from '../lending/index.js';

const typeHeader = [
  'Name',
  'Info',
  'Categories',
  'Location',
  'Manufacturer',
  'Datasheet',
  'Wiki link',
  'Admin comment',
  'Status',
];
const consumableHeader = [
  ...typeHeader,
  'Kind',
  'Stock unit',
  'Quantity in stock',
  'Reorder level',
  'Reorder quantity',
  'Self-service',
];
const componentHeader = ['Component type', 'Component number', 'Serial no', 'Status', 'Admin comment'];

describe('CSV import', () => {
  let t: TestApp;
  let admin: TestUser;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    fingerprint = databaseFingerprint(t.db);
  });
  afterAll(() => t.close());

  async function upload(kind: string, body: string | Buffer, dryRun: boolean) {
    const form = await csvUpload(body);
    return t.inject({ method: 'POST', url: `/api/import/${kind}?dryRun=${dryRun}`, user: admin, ...form });
  }
  async function imported(kind: string, rows: (string | number)[][], dryRun = false): Promise<ImportResult> {
    const res = await upload(kind, toCsv(rows), dryRun);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const typeNamed = async (name: string) =>
    (await t.db.select().from(componentTypes).where(eq(componentTypes.name, name)))[0];
  const numbersOf = async (typeId: number) =>
    (
      await t.db
        .select({ n: components.componentNumber, status: components.status })
        .from(components)
        .where(eq(components.componentTypeId, typeId))
        .orderBy(asc(components.componentNumber))
    ).map((c) => [c.n, c.status]);

  describe('access', () => {
    it.each(['component-types', 'components'])('POST import/%s needs a token and the Admin role', async (kind) => {
      const form = await csvUpload(toCsv([typeHeader]));
      const url = `/api/import/${kind}`;
      expect((await t.inject({ method: 'POST', url, ...form })).statusCode).toBe(401);
      for (const roles of [[RoleName.Loaner], [RoleName.Clerk], []]) {
        const user = await t.createUser(roles);
        expect((await t.inject({ method: 'POST', url, user, ...form })).statusCode).toBe(403);
      }
    });
  });

  describe('component types', () => {
    it('checks a file in a dry run: a preview naming the categories it would create, nothing written', async () => {
      await insertCategory(t.db, 'Dry sensors');
      const before = await fingerprint();
      const result = await imported(
        'component-types',
        [typeHeader, ['Dry kit', 'Info', 'dry SENSORS;Dry new', 'Shelf', '', '', '', '', 'ReservedAdmin']],
        true,
      );
      expect(result).toEqual({
        valid: true,
        rows: 1,
        created: 0,
        errors: [],
        errorCount: 0,
        preview: [
          {
            row: 2,
            values: {
              Name: 'Dry kit',
              Info: 'Info',
              Categories: 'dry SENSORS;Dry new',
              Location: 'Shelf',
              Manufacturer: '',
              Datasheet: '',
              'Wiki link': '',
              'Admin comment': '',
              Status: 'ReservedAdmin',
              // A file without the consumables' columns holds lent types.
              Kind: 'Unit',
              'Stock unit': '',
              'Reorder level': '',
              'Reorder quantity': '',
              'Self-service': '',
            },
            note: 'Creates the categories Dry new',
          },
        ],
      });
      expect(await fingerprint()).toBe(before);
    });

    it('creates the types, their missing categories and the links; existing categories whatever their case', async () => {
      const existing = await insertCategory(t.db, 'Imported boards');
      const result = await imported('component-types', [
        typeHeader,
        ['Arduino Uno', 'A board', 'imported BOARDS', 'Shelf 1', 'Arduino', 'http://ds', 'http://wiki', '=note', ''],
        ['Servo', '', 'Imported motors;Imported boards', '', '', '', '', '', 'reservedadmin'],
      ]);
      expect(result).toMatchObject({ valid: true, rows: 2, created: 2, errorCount: 0 });
      const uno = await typeNamed('Arduino Uno');
      expect(uno).toMatchObject({
        info: 'A board',
        location: 'Shelf 1',
        adminComment: '=note',
        status: 0,
        datasheet: 'http://ds',
        // A file without the consumables' columns, as older exports, holds lent types.
        kind: 'Unit',
        stockUnit: null,
        selfService: false,
      });
      const servo = await typeNamed('Servo');
      expect(servo).toMatchObject({ info: null, status: 1 });
      const [motors] = await t.db.select().from(categories).where(eq(categories.name, 'Imported motors'));
      const links = await t.db
        .select()
        .from(componentTypeCategories)
        .where(eq(componentTypeCategories.componentTypeId, servo?.id as number));
      expect(links.map((l) => l.categoryId).sort()).toEqual([existing, motors?.id].sort());
    });

    it('writes nothing when one row is bad, and names the row and column', async () => {
      const before = await fingerprint();
      const result = await imported('component-types', [
        typeHeader,
        ['Good one', '', 'Batch', '', '', '', '', '', ''],
        ['Bad one', '', 'Batch', '', '', '', '', '', 'Broken'],
        ['Good two', '', 'Batch', '', '', '', '', '', ''],
      ]);
      expect(result).toMatchObject({
        valid: false,
        rows: 3,
        created: 0,
        errorCount: 1,
        errors: [{ row: 3, field: 'Status', message: 'Must be one of Available, ReservedAdmin' }],
      });
      expect(await fingerprint()).toBe(before);
    });

    it('refuses a link that is not an http(s) address', async () => {
      const result = await imported('component-types', [
        typeHeader,
        ['Script link', '', 'Batch', '', '', 'javascript:alert(1)', 'https://wiki.example/ok', '', ''],
      ]);
      expect(result).toMatchObject({
        valid: false,
        created: 0,
        errors: [{ row: 2, field: 'Datasheet', message: WEB_ADDRESS_MESSAGE }],
      });
    });

    it('refuses names the lab or an earlier line already has, and rows without a name or categories', async () => {
      await insertComponentType(t.db, { name: 'Taken name' });
      const result = await imported('component-types', [
        typeHeader,
        ['taken NAME', '', 'X', '', '', '', '', '', ''],
        ['Twice', '', 'X', '', '', '', '', '', ''],
        ['twice', '', 'X', '', '', '', '', '', ''],
        ['', '', '', '', '', '', '', '', ''],
        ['No categories', '', ' ; ', '', '', '', '', '', ''],
      ]);
      expect(result.errors).toEqual([
        { row: 2, field: 'Name', message: 'A component type of this name already exists' },
        { row: 4, field: 'Name', message: 'The name is already on line 3' },
        { row: 6, field: 'Categories', message: 'At least one category is required' },
      ]);
      // Line 5 holds no value at all: a blank row, skipped as spreadsheets write them.
      expect(result.rows).toBe(4);
    });

    it('reports unknown and missing columns on line 1 and reads no row', async () => {
      const result = await imported('component-types', [
        ['Name', 'Colour'],
        ['Lamp', 'red'],
      ]);
      expect(result).toMatchObject({ valid: false, rows: 0, created: 0, preview: [] });
      expect(result.errors).toEqual([
        { row: 1, field: 'Colour', message: expect.stringMatching(/^Unknown column; the columns are Name, Info/) },
        { row: 1, field: 'Categories', message: 'The column is missing' },
      ]);
    });

    it('imports consumables with their stock settings, never their stock; a lent type keeps none', async () => {
      const result = await imported('component-types', [
        consumableHeader,
        [
          'Resistor 1k',
          '',
          'Imported passives',
          '',
          '',
          '',
          '',
          '',
          '',
          'consumable',
          'pcs',
          '480',
          '100',
          '1000',
          'YES',
        ],
        ['Solder 1mm', '', 'Imported passives', '', '', '', '', '', '', 'Consumable', 'g', '', '', '', ''],
        ['Bench supply', '', 'Imported passives', '', '', '', '', '', '', 'Unit', 'pcs', '5', '1', '2', 'yes'],
      ]);
      expect(result).toMatchObject({ valid: true, created: 3, errorCount: 0 });
      expect(result.preview[0]?.values).toMatchObject({
        Kind: 'Consumable',
        'Stock unit': 'pcs',
        'Reorder level': '100',
        'Reorder quantity': '1000',
        'Self-service': 'yes',
      });
      expect(result.preview[0]?.values).not.toHaveProperty('Quantity in stock');
      expect(await typeNamed('Resistor 1k')).toMatchObject({
        kind: 'Consumable',
        stockUnit: 'pcs',
        quantityInStock: 0,
        reorderLevel: 100,
        reorderQuantity: 1000,
        selfService: true,
      });
      expect(await typeNamed('Solder 1mm')).toMatchObject({
        kind: 'Consumable',
        stockUnit: 'g',
        reorderLevel: null,
        reorderQuantity: null,
        selfService: false,
      });
      expect(await typeNamed('Bench supply')).toMatchObject({
        kind: 'Unit',
        stockUnit: null,
        quantityInStock: 0,
        reorderLevel: null,
        reorderQuantity: null,
        selfService: false,
      });
    });

    it('refuses a consumable without its stock unit, and kinds, figures and self-service it cannot read', async () => {
      const before = await fingerprint();
      const row = (cells: string[]) => ['Bad consumable', '', 'Batch', '', '', '', '', '', '', ...cells];
      const result = await imported('component-types', [
        consumableHeader,
        row(['Consumable', '', '', '', '']),
        row(['Lent', 'pcs', '', '', '']),
        row(['Consumable', 'pcs', '', '-1', '0', 'maybe']),
      ]);
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        { row: 2, field: 'Stock unit', message: formMessages.stockUnitRequired('Stock unit') },
        { row: 3, field: 'Kind', message: 'Must be one of Unit, Consumable' },
        { row: 4, field: 'Reorder level', message: 'Must be a whole number from 0 to 1000000000, in digits only' },
        { row: 4, field: 'Reorder quantity', message: 'Must be a whole number from 1 to 1000000000, in digits only' },
        { row: 4, field: 'Self-service', message: 'Must be one of yes, no' },
      ]);
      expect(await fingerprint()).toBe(before);
    });

    it('reads semicolon-separated files with a byte order mark, as Excel writes them in many locales', async () => {
      const text = '\uFEFFname;categories;status\n"Semi kit";"Semi a;Semi b";Available\n';
      const res = await upload('component-types', text, false);
      expect(res.json()).toMatchObject({ valid: true, created: 1 });
      expect(await typeNamed('Semi kit')).toBeDefined();
    });
  });

  describe('components', () => {
    let kitId: number;
    beforeAll(async () => {
      kitId = await insertComponentType(t.db, { name: 'Logic analyser' });
      await insertComponents(t.db, kitId, [1, 2]);
    });

    it('numbers empty cells after the highest number of the lab and the file', async () => {
      const result = await imported('components', [
        componentHeader,
        ['logic ANALYSER', '', 'SN-A', 'Defect', 'Scratched'],
        ['Logic analyser', '7', '', '', ''],
        ['Logic analyser', '', '', 'Loaned', ''],
      ]);
      expect(result).toMatchObject({ valid: true, created: 3 });
      expect(result.preview.map((row) => row.values['Component number'])).toEqual(['8', '7', '9']);
      expect(result.preview[2]?.note).toBe('Comes in Available: reservations and loans are not imported');
      expect(await numbersOf(kitId)).toEqual([
        [1, ComponentStatus.Available],
        [2, ComponentStatus.Available],
        [7, ComponentStatus.Available],
        [8, ComponentStatus.Defect],
        [9, ComponentStatus.Available],
      ]);
    });

    it('writes nothing when one row is bad: unknown types, taken or repeated numbers, bad statuses', async () => {
      const before = await fingerprint();
      const result = await imported('components', [
        componentHeader,
        ['Logic analyser', '', '', '', ''],
        ['No such type', '1', '', '', ''],
        ['Logic analyser', '2', '', '', ''],
        ['Logic analyser', '20', '', '', ''],
        ['Logic analyser', '20', '', 'Borrowed', ''],
        ['Logic analyser', '-3', '', '', ''],
      ]);
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        { row: 3, field: 'Component type', message: 'No component type has this name' },
        { row: 4, field: 'Component number', message: 'Logic analyser already has number 2' },
        { row: 6, field: 'Status', message: expect.stringMatching(/^Must be one of Available, ReservedLoaner/) },
        { row: 7, field: 'Component number', message: 'Must be a whole number' },
      ]);
      expect(await fingerprint()).toBe(before);
    });

    it('reports numbers repeated within the file', async () => {
      const result = await imported(
        'components',
        [componentHeader, ['Logic analyser', '30'], ['Logic analyser', '30']],
        true,
      );
      expect(result.errors).toEqual([
        { row: 3, field: 'Component number', message: 'The number is already on line 2' },
      ]);
    });

    it('gives a consumable no components: it has a stock, not units', async () => {
      await insertComponentType(t.db, { name: 'Heat shrink', kind: 'Consumable', stockUnit: 'm' });
      const result = await imported('components', [componentHeader, ['heat SHRINK', '1', '', '', '']], true);
      expect(result).toMatchObject({ valid: false, preview: [] });
      expect(result.errors).toEqual([
        { row: 2, field: 'Component type', message: lendingMessages.consumableHasNoComponents('Heat shrink') },
      ]);
    });

    it('reads the columns the export adds and leaves them alone', async () => {
      const header = [...componentHeader, 'User comment', 'On loan to (AU id)', 'Return date'];
      const result = await imported(
        'components',
        [header, ['Logic analyser', '40', '', 'Available', '', 'Note', 'au1', '2026-01-01']],
        true,
      );
      expect(result).toMatchObject({ valid: true, created: 0 });
    });
  });

  describe('bad uploads: a 4xx problem, never a 500, nothing written', () => {
    const problemOf = async (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      return res.statusCode;
    };
    const post = (payload: Buffer | string, headers: Record<string, string>) =>
      t.inject({ method: 'POST', url: '/api/import/components?dryRun=false', user: admin, payload, headers });

    it.each([
      ['an empty file', ''],
      ['binary garbage', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x00, 0x01])],
      ['text that is not UTF-8', Buffer.from('Component type\nK\xe6de\n', 'latin1')],
      ['an unclosed quote', 'Component type,Serial no\n"Logic analyser,SN\n'],
      ['only a byte order mark', '\uFEFF'],
    ])('%s is a 400', async (_name, body) => {
      const before = await fingerprint();
      const res = await upload('components', body, false);
      expect(await problemOf(res)).toBe(400);
      expect(await fingerprint()).toBe(before);
    });

    it('a file over the size limit is a 413', async () => {
      const res = await upload('components', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'), false);
      expect(await problemOf(res)).toBe(413);
    });

    it('more rows than an import takes is a 413', async () => {
      const rows = `Component type\n${'Logic analyser\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
      expect(await problemOf(await upload('components', rows, false))).toBe(413);
    });

    it('no multipart body is a 415, a broken one or a file in another field a 400', async () => {
      expect(await problemOf(await post('Component type\nX\n', { 'content-type': 'text/csv' }))).toBe(415);
      expect(await problemOf(await post('garbage', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(400);
      const other = await multipartForm({ Image: { bytes: Buffer.from('Component type\n'), filename: 'a.csv' } });
      expect(await problemOf(await post(other.payload, other.headers))).toBe(400);
      const none = await multipartForm({ Note: 'no file' });
      expect(await problemOf(await post(none.payload, none.headers))).toBe(400);
    });

    it('a malformed dryRun is a 400', async () => {
      const form = await csvUpload('Component type\n');
      const res = await t.inject({ method: 'POST', url: '/api/import/components?dryRun=maybe', user: admin, ...form });
      expect(await problemOf(res)).toBe(400);
    });
  });
});
