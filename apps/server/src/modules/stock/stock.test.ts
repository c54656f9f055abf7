import { ActivityKind, MAX_STOCK, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client.js';
import { inRetryingTransaction } from '../../db/retrying-transaction.js';
import { componentTypes } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { type AccessRoute, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';
import { insertConsumable } from './stock.fixtures.js';
import { stockMessages } from './stock.messages.js';
import { issueStock } from './stock-movement.js';

const stockUrl = (id: number, what: string) => `/api/ComponentTypes/${id}/stock/${what}`;

describe('stock movements of a consumable', () => {
  const t = useSuiteApp();
  let other: TestUser;
  beforeAll(async () => {
    other = await t.createUser([RoleName.Loaner], { firstName: 'Olga', lastName: 'Other' });
  });

  const post = (id: number, what: 'issue' | 'receive' | 'count', payload: object, user?: TestUser) =>
    t.inject({ method: 'POST', url: stockUrl(id, what), payload, user });
  const movements = (id: number, user: TestUser, query: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: stockUrl(id, 'movements'), query, user });
  const stockOf = async (id: number) => {
    const [row] = await t.db
      .select({ stock: componentTypes.quantityInStock })
      .from(componentTypes)
      .where(eq(componentTypes.id, id));
    return row?.stock;
  };

  describe('access', () => {
    itNeedsAToken(t, [
      ['POST', stockUrl(1, 'issue'), { quantity: 1 }],
      ['POST', stockUrl(1, 'receive'), { quantity: 1 }],
      ['POST', stockUrl(1, 'count'), { counted: 1, note: 'Stocktake' }],
      ['GET', stockUrl(1, 'movements')],
    ] satisfies AccessRoute[]);

    it('lets Clerks and Loaners issue, not Admins', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 10 });
      const res = await post(id, 'issue', { quantity: 1 }, t.admin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(await stockOf(id)).toBe(10);
    });

    it('lets only Clerks and Admins receive and count', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 10 });
      expect((await post(id, 'receive', { quantity: 5 }, t.loaner)).statusCode).toBe(403);
      expect((await post(id, 'count', { counted: 3, note: 'Stocktake' }, t.loaner)).statusCode).toBe(403);
      expect(await stockOf(id)).toBe(10);
      expect((await post(id, 'receive', { quantity: 5 }, t.admin)).statusCode).toBe(201);
      expect((await post(id, 'count', { counted: 3, note: 'Stocktake' }, t.clerk)).statusCode).toBe(201);
    });
  });

  describe('issue', () => {
    it('takes what a Clerk issues to a loaner off the stock, and answers the movement', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 100 });
      const res = await post(id, 'issue', { quantity: 30, loanerId: other.loanerId, note: 'Project 4' }, t.clerk);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        stockMovementId: expect.any(Number),
        componentTypeId: id,
        kind: 'Issue',
        quantity: -30,
        quantityAfter: 70,
        loaner: { loanerId: other.loanerId, name: 'Olga Other', auId: other.auId },
        actor: { loanerId: t.clerk.loanerId, name: expect.any(String), auId: t.clerk.auId },
        note: 'Project 4',
        createdAt: '2026-03-10T10:00:00.000Z',
      });
      expect(await stockOf(id)).toBe(70);
    });

    it('issues to the Clerk themself when no loaner is named', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await post(id, 'issue', { quantity: 5 }, t.clerk);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ quantityAfter: 0, loaner: { loanerId: t.clerk.loanerId }, note: null });
    });

    it('refuses more than is in stock with 409 naming what is available, and takes nothing', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 12 });
      const res = await post(id, 'issue', { quantity: 13, loanerId: other.loanerId }, t.clerk);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ detail: stockMessages.notEnough(12, 'pcs'), available: 12 });
      expect(await stockOf(id)).toBe(12);
      expect(paginationOf(await movements(id, t.clerk)).TotalCount).toBe(1);
    });

    it('refuses a lent type with 409, an unknown type and an unknown loaner with 404', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 2);
      const lent = await post(componentTypeId, 'issue', { quantity: 1 }, t.clerk);
      expect(lent.statusCode).toBe(409);
      expect(lent.json().detail).toBe(stockMessages.lentType);
      const unknown = await post(999_999, 'issue', { quantity: 1 }, t.clerk);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe(stockMessages.typeNotFound(999_999));
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const nobody = await post(id, 'issue', { quantity: 1, loanerId: 999_999 }, t.clerk);
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().detail).toBe(stockMessages.loanerNotFound);
      expect(await stockOf(id)).toBe(5);
    });

    it('lets a Loaner record what they took of a self-service consumable, for themself only', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 50, selfService: true });
      const taken = await post(id, 'issue', { quantity: 4 }, t.loaner);
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toMatchObject({
        quantityAfter: 46,
        loaner: { loanerId: t.loaner.loanerId },
        actor: { loanerId: t.loaner.loanerId },
      });
      expect((await post(id, 'issue', { quantity: 1, loanerId: t.loaner.loanerId }, t.loaner)).statusCode).toBe(201);
      const forOther = await post(id, 'issue', { quantity: 1, loanerId: other.loanerId }, t.loaner);
      expect(forOther.statusCode).toBe(403);
      expect(forOther.json().detail).toBe(stockMessages.issueOnlyToYourself);
      expect(await stockOf(id)).toBe(45);
    });

    it('refuses a Loaner a consumable that is issued at the counter', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 50 });
      const res = await post(id, 'issue', { quantity: 1 }, t.loaner);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(stockMessages.notSelfService);
      expect(await stockOf(id)).toBe(50);
    });

    it.each([
      ['no quantity', {}],
      ['a quantity of 0', { quantity: 0 }],
      ['a negative quantity', { quantity: -3 }],
      ['a fraction', { quantity: 1.5 }],
      ['a quantity as text', { quantity: '2' }],
      ['more than any stock holds', { quantity: MAX_STOCK + 1 }],
    ])('refuses %s with a 400 naming the quantity', async (_name, payload) => {
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await post(id, 'issue', payload, t.clerk);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toHaveProperty('quantity');
      expect(await stockOf(id)).toBe(5);
    });
  });

  describe('receive and count', () => {
    it('adds what is received, with an optional note', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await post(id, 'receive', { quantity: 200, note: 'Order 1182' }, t.admin);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        kind: 'Receive',
        quantity: 200,
        quantityAfter: 205,
        loaner: null,
        actor: { loanerId: t.admin.loanerId },
        note: 'Order 1182',
      });
      expect(await stockOf(id)).toBe(205);
    });

    it('refuses a receipt that would take the stock beyond the most it may hold', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await post(id, 'receive', { quantity: MAX_STOCK }, t.clerk);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(stockMessages.tooMuch);
      expect(await stockOf(id)).toBe(5);
    });

    it('sets the stock to what was counted, recording the difference and the reason', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 480 });
      const fewer = await post(id, 'count', { counted: 455, note: 'Yearly stocktake' }, t.clerk);
      expect(fewer.statusCode).toBe(201);
      expect(fewer.json()).toMatchObject({
        kind: 'Count',
        quantity: -25,
        quantityAfter: 455,
        note: 'Yearly stocktake',
      });
      const more = await post(id, 'count', { counted: 460, note: 'Found a bag' }, t.admin);
      expect(more.json()).toMatchObject({ quantity: 5, quantityAfter: 460 });
      const none = await post(id, 'count', { counted: 0, note: 'Shelf empty' }, t.admin);
      expect(none.json()).toMatchObject({ quantity: -460, quantityAfter: 0 });
      expect(await stockOf(id)).toBe(0);
    });

    it.each([
      ['without a reason', { counted: 3 }],
      ['with a blank reason', { counted: 3, note: '   ' }],
      ['below zero', { counted: -1, note: 'Stocktake' }],
    ])('refuses a count %s with a 400', async (_name, payload) => {
      const id = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await post(id, 'count', payload, t.clerk);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
      expect(await stockOf(id)).toBe(5);
    });

    it('refuses to receive or count a lent type', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      expect((await post(componentTypeId, 'receive', { quantity: 1 }, t.clerk)).statusCode).toBe(409);
      expect((await post(componentTypeId, 'count', { counted: 1, note: 'Stocktake' }, t.clerk)).statusCode).toBe(409);
    });

    it('records receipts and counts in the activity log, issues not', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 10 });
      await post(id, 'receive', { quantity: 15 }, t.clerk);
      await post(id, 'issue', { quantity: 5, loanerId: other.loanerId }, t.clerk);
      await post(id, 'count', { counted: 18, note: 'Stocktake' }, t.admin);
      const res = await t.inject({
        method: 'GET',
        url: '/api/Activity',
        query: { componentTypeId: String(id) },
        user: t.admin,
      });
      expect(res.statusCode).toBe(200);
      const entries = res.json().map(({ kind, actor, before, after }: Record<string, unknown>) => ({
        kind,
        actor: (actor as { loanerId: number }).loanerId,
        before,
        after,
      }));
      expect(entries).toEqual([
        {
          kind: ActivityKind.StockCounted,
          actor: t.admin.loanerId,
          before: { quantityInStock: 20 },
          after: { quantityInStock: 18, note: 'Stocktake' },
        },
        {
          kind: ActivityKind.StockReceived,
          actor: t.clerk.loanerId,
          before: { quantityInStock: 10 },
          after: { quantityInStock: 25 },
        },
      ]);
    });
  });

  describe('movements', () => {
    it('lists every movement of a type newest first for Clerks and Admins, paged', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 100, selfService: true });
      await post(id, 'issue', { quantity: 10, loanerId: other.loanerId }, t.clerk);
      t.clock.advanceDays(1);
      await post(id, 'issue', { quantity: 2 }, t.loaner);
      await post(id, 'count', { counted: 80, note: 'Stocktake' }, t.admin);
      t.clock.advanceDays(-1);
      for (const user of [t.clerk, t.admin]) {
        const res = await movements(id, user, { pageNumber: '1', pageSize: '3' });
        expect(res.statusCode).toBe(200);
        expect(res.json().map((m: { kind: string; quantityAfter: number }) => [m.kind, m.quantityAfter])).toEqual([
          ['Count', 80],
          ['Issue', 88],
          ['Issue', 90],
        ]);
        expect(paginationOf(res)).toMatchObject({ TotalCount: 4, TotalPages: 2 });
      }
    });

    it('shows a Loaner only their own issues', async () => {
      const id = await insertConsumable(t.db, { quantityInStock: 100, selfService: true });
      await post(id, 'issue', { quantity: 10, loanerId: other.loanerId }, t.clerk);
      await post(id, 'issue', { quantity: 3, loanerId: t.loaner.loanerId }, t.clerk);
      await post(id, 'issue', { quantity: 2 }, t.loaner);
      const own = await movements(id, t.loaner);
      expect(own.statusCode).toBe(200);
      expect(
        own.json().map((m: { quantity: number; loaner: { loanerId: number } }) => [m.quantity, m.loaner.loanerId]),
      ).toEqual([
        [-2, t.loaner.loanerId],
        [-3, t.loaner.loanerId],
      ]);
      expect(paginationOf(own).TotalCount).toBe(2);
      expect((await movements(id, other)).json()).toHaveLength(1);
    });

    it('answers 404 for an unknown type and no movements for a lent one', async () => {
      expect((await movements(999_999, t.clerk)).statusCode).toBe(404);
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const lent = await movements(componentTypeId, t.clerk);
      expect(lent.statusCode).toBe(200);
      expect(lent.json()).toEqual([]);
    });
  });

  // The counter's batch will issue consumables beside lent units in its own transaction.
  it("issues in a caller's transaction, all or nothing with the caller's other writes", async () => {
    const resistors = await insertConsumable(t.db, { quantityInStock: 10 });
    const leds = await insertConsumable(t.db, { quantityInStock: 1 });
    const actor = { loanerId: t.clerk.loanerId, at: t.clock.now() };
    const take = (tx: Transaction, componentTypeId: number, quantity: number) =>
      issueStock(tx, actor, { componentTypeId, quantity, loanerId: other.loanerId });
    const refused = inRetryingTransaction(t.db, async (tx) => {
      await take(tx, resistors, 4);
      await take(tx, leds, 2);
    });
    await expect(refused).rejects.toMatchObject({ status: 409, extensions: { available: 1 } });
    expect([await stockOf(resistors), await stockOf(leds)]).toEqual([10, 1]);
    const changes = await inRetryingTransaction(t.db, async (tx) => [
      await take(tx, resistors, 4),
      await take(tx, leds, 1),
    ]);
    expect(changes.map((change) => change.movement.quantityAfter)).toEqual([6, 0]);
    expect([await stockOf(resistors), await stockOf(leds)]).toEqual([6, 0]);
  });

  it('leaves every stock the sum of its movements (check-db)', async () => {
    expect(await findBreaches(t.db, t)).toEqual([]);
  });
});
