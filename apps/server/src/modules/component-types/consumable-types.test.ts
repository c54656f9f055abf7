import { type ActivityEntry, ActivityKind, type ComponentType, ComponentTypeKind } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentTypes, stockMovements } from '../../db/schema.js';
import { useSuiteApp } from '../../testing/suite.js';
import { insertCategory, insertComponent, insertComponentType, multipartForm } from './component-types.fixtures.js';
import { componentTypeMessages, formMessages } from './component-types.messages.js';

const Consumable = ComponentTypeKind.Consumable;
const Unit = ComponentTypeKind.Unit;

/** What a lent type answers of the consumables' fields. */
const noStock = {
  kind: Unit,
  stockUnit: null,
  quantityInStock: 0,
  reorderLevel: null,
  reorderQuantity: null,
  selfService: false,
  lowStock: false,
};

describe('component types: consumables (LAB.md "Consumables")', () => {
  const t = useSuiteApp();
  let category: number;
  let counter = 0;

  beforeAll(async () => {
    category = await insertCategory(t.db, 'Passives');
  });

  const send = async (method: 'POST' | 'PUT', fields: Record<string, string>) => {
    const form = await multipartForm({ Status: '0', SelectedCategories: String(category), ...fields });
    return t.inject({ method, url: '/api/ComponentTypes', user: t.admin, ...form });
  };
  const uniqueName = (name: string) => {
    counter += 1;
    return `${name} ${counter}`;
  };
  const resistors = (fields: Record<string, string> = {}) =>
    send('POST', {
      ComponentName: uniqueName('Resistor 10k'),
      Kind: Consumable,
      StockUnit: 'pcs',
      ReorderLevel: '100',
      ReorderQuantity: '500',
      SelfService: 'true',
      ...fields,
    });
  const edit = (id: number, fields: Record<string, string>) =>
    send('PUT', { ComponentTypeId: String(id), ComponentName: uniqueName('Edited'), ...fields });
  const details = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/ComponentTypes/${id}`, user: t.loaner })).json<ComponentType>();
  const stockOf = async (id: number) =>
    (await t.db.select().from(componentTypes).where(eq(componentTypes.id, id)))[0]?.quantityInStock;

  describe('the form', () => {
    it('adds a consumable with its stock unit, reorder level and quantity, and self-service; no stock yet', async () => {
      const res = await resistors();
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind: Consumable,
        stockUnit: 'pcs',
        quantityInStock: 0,
        reorderLevel: 100,
        reorderQuantity: 500,
        selfService: true,
        // Nothing in stock is at or below the level.
        lowStock: true,
        numberOfAvailebleComponents: 0,
      });
    });

    it('takes Kind and SelfService optional: a type without them is lent, and stores no stock settings', async () => {
      const res = await send('POST', {
        ComponentName: uniqueName('Multimeter'),
        StockUnit: 'pcs',
        ReorderLevel: '3',
        ReorderQuantity: '4',
        SelfService: 'true',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject(noStock);
      const blank = await resistors({ SelfService: '', ReorderLevel: '', ReorderQuantity: '' });
      expect(blank.json()).toMatchObject({ selfService: false, reorderLevel: null, reorderQuantity: null });
      const blankKind = await send('POST', { ComponentName: uniqueName('Probe'), Kind: '', StockUnit: 'pcs' });
      expect(blankKind.json()).toMatchObject(noStock);
    });

    it('never sets the stock, whatever the form sends', async () => {
      const res = await resistors({ QuantityInStock: '5000' });
      expect(res.statusCode, res.body).toBe(201);
      const { componentTypeId } = res.json<ComponentType>();
      expect(await stockOf(componentTypeId)).toBe(0);
      await t.db.update(componentTypes).set({ quantityInStock: 42 }).where(eq(componentTypes.id, componentTypeId));
      expect((await edit(componentTypeId, { StockUnit: 'pcs', QuantityInStock: '0' })).json()).toMatchObject({
        quantityInStock: 42,
        numberOfAvailebleComponents: 42,
      });
    });

    it.each([
      [{ StockUnit: '' }, 'StockUnit', formMessages.stockUnitRequired('StockUnit')],
      [{ StockUnit: 'x'.repeat(21) }, 'StockUnit', formMessages.atMostCharacters(20)],
      [{ Kind: 'Lent' }, 'Kind', formMessages.kind],
      [{ ReorderLevel: '-1' }, 'ReorderLevel', 'Must be a whole number from 0 to 1000000000, in digits only'],
      [{ ReorderLevel: '1.5' }, 'ReorderLevel', 'Must be a whole number from 0 to 1000000000, in digits only'],
      [{ ReorderQuantity: '0' }, 'ReorderQuantity', 'Must be a whole number from 1 to 1000000000, in digits only'],
      [{ SelfService: 'yes' }, 'SelfService', formMessages.selfService],
    ])('refuses %o with a 400 naming the field', async (fields, field, message) => {
      const res = await resistors(fields);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ errors: { [field]: [message] } });
      expect(res.json().detail).toContain(message);
    });
  });

  describe('browse and details', () => {
    it('answer a consumable with its stock as what is available, low at or below its level', async () => {
      const name = uniqueName('Jumper wire');
      const low = await insertComponentType(t.db, {
        name: `${name} low`,
        categoryIds: [category],
        kind: Consumable,
        stockUnit: 'm',
        quantityInStock: 20,
        reorderLevel: 20,
        reorderQuantity: 100,
      });
      const plenty = await insertComponentType(t.db, {
        name: `${name} plenty`,
        categoryIds: [category],
        kind: Consumable,
        stockUnit: 'm',
        quantityInStock: 21,
        reorderLevel: 20,
      });
      const noLevel = await insertComponentType(t.db, {
        name: `${name} without level`,
        categoryIds: [category],
        kind: Consumable,
        stockUnit: 'm',
        quantityInStock: 0,
      });
      const res = await t.inject({
        method: 'GET',
        url: `/api/ComponentTypes?searchString=${encodeURIComponent(name)}`,
        user: t.loaner,
      });
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json<ComponentType[]>().map((type) => [type.componentTypeId, type]));
      expect(byId.get(low)).toMatchObject({ numberOfAvailebleComponents: 20, quantityInStock: 20, lowStock: true });
      expect(byId.get(plenty)).toMatchObject({ numberOfAvailebleComponents: 21, lowStock: false });
      expect(byId.get(noLevel)).toMatchObject({ numberOfAvailebleComponents: 0, lowStock: false });
      expect(await details(low)).toMatchObject({
        kind: Consumable,
        stockUnit: 'm',
        quantityInStock: 20,
        reorderLevel: 20,
        reorderQuantity: 100,
        selfService: false,
        lowStock: true,
        numberOfAvailebleComponents: 20,
      });
    });

    it('answer a lent type as before, with its units available and no stock', async () => {
      const id = await insertComponentType(t.db, { name: uniqueName('Oscilloscope'), categoryIds: [category] });
      await insertComponent(t.db, id, 1);
      expect(await details(id)).toMatchObject({ ...noStock, numberOfAvailebleComponents: 1 });
    });
  });

  describe('editing', () => {
    it('keeps the kind when a PUT leaves Kind out', async () => {
      const consumable = (await resistors()).json<ComponentType>().componentTypeId;
      const kept = await edit(consumable, { StockUnit: 'reels', ReorderLevel: '2' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ kind: Consumable, stockUnit: 'reels', reorderLevel: 2, selfService: false });
      expect((await edit(consumable, {})).json()).toMatchObject({
        errors: { StockUnit: [formMessages.stockUnitRequired('StockUnit')] },
      });

      const lent = await insertComponentType(t.db, { name: uniqueName('Soldering station') });
      expect((await edit(lent, { StockUnit: 'pcs' })).json()).toMatchObject(noStock);
    });

    it('makes a lent type without units a consumable, and back while it has no stock movements', async () => {
      const id = await insertComponentType(t.db, { name: uniqueName('Solder') });
      const consumable = await edit(id, { Kind: Consumable, StockUnit: 'g', ReorderLevel: '250' });
      expect(consumable.statusCode, consumable.body).toBe(200);
      expect(consumable.json()).toMatchObject({ kind: Consumable, stockUnit: 'g', reorderLevel: 250 });
      const lent = await edit(id, { Kind: Unit, StockUnit: 'g', ReorderLevel: '250' });
      expect(lent.statusCode, lent.body).toBe(200);
      expect(lent.json()).toMatchObject(noStock);
    });

    it('refuses to make a type with components a consumable', async () => {
      const name = uniqueName('Arduino');
      const id = await insertComponentType(t.db, { name });
      await insertComponent(t.db, id, 1);
      const res = await send('PUT', {
        ComponentTypeId: String(id),
        ComponentName: name,
        Kind: Consumable,
        StockUnit: 'pcs',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(componentTypeMessages.consumableWithComponents(name, 1));
      expect((await details(id)).kind).toBe(Unit);
    });

    it('refuses to make a type loaners wait for a consumable', async () => {
      const name = uniqueName('Logic analyser');
      const id = await insertComponentType(t.db, { name });
      const joined = await t.inject({ method: 'POST', url: `/api/Waitlist/${id}`, user: t.loaner });
      expect(joined.statusCode, joined.body).toBe(201);
      const res = await send('PUT', {
        ComponentTypeId: String(id),
        ComponentName: name,
        Kind: Consumable,
        StockUnit: 'pcs',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(componentTypeMessages.consumableWhileWaitedFor(name));
    });

    it('refuses to make a consumable with stock movements a lent type', async () => {
      const created = (await resistors()).json<ComponentType>();
      const id = created.componentTypeId;
      await t.db
        .insert(stockMovements)
        .values({ componentTypeId: id, kind: 'Receive', quantity: 50, quantityAfter: 50 });
      await t.db.update(componentTypes).set({ quantityInStock: 50 }).where(eq(componentTypes.id, id));
      const res = await send('PUT', { ComponentTypeId: String(id), ComponentName: created.componentName, Kind: Unit });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(componentTypeMessages.unitWithStock(created.componentName));
      expect(await details(id)).toMatchObject({ kind: Consumable, quantityInStock: 50 });
    });

    it('logs the changed stock settings in the edit entry, as every other field', async () => {
      const created = (await resistors()).json<ComponentType>();
      const id = created.componentTypeId;
      const res = await send('PUT', {
        ComponentTypeId: String(id),
        ComponentName: created.componentName,
        StockUnit: 'reels',
        ReorderLevel: '100',
        SelfService: 'false',
      });
      expect(res.statusCode, res.body).toBe(200);
      const log = await t.inject({ method: 'GET', url: `/api/Activity?componentTypeId=${id}`, user: t.admin });
      const [edited, added] = log.json<ActivityEntry[]>();
      expect(edited).toMatchObject({
        kind: ActivityKind.ComponentTypeEdited,
        before: { stockUnit: 'pcs', reorderQuantity: 500, selfService: true },
        after: { stockUnit: 'reels', reorderQuantity: null, selfService: false },
      });
      expect(Object.keys(edited?.after ?? {}).sort()).toEqual(['reorderQuantity', 'selfService', 'stockUnit']);
      expect(added).toMatchObject({
        kind: ActivityKind.ComponentTypeAdded,
        after: { kind: Consumable, stockUnit: 'pcs', reorderLevel: 100, reorderQuantity: 500, selfService: true },
      });
    });
  });
});
