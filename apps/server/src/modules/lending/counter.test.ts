import {
  ActivityKind,
  type BatchHandoutAnswer,
  ComponentStatus,
  EmailStatus,
  type Loan,
  messages,
  RoleName,
  StockMovementKind,
} from '@labstock/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, componentTypes, emailLogs, loans, reservations, stockMovements } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink.js';
import { makeDefect } from '../repairs/repairs.fixtures.js';
import { insertConsumable } from '../stock/stock.fixtures.js';
import { stockMessages } from '../stock/stock.messages.js';
import { componentStatusOf, createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

// The test clock stands at 2026-03-10T10:00Z: the lab's today is 2026-03-10.
const NEXT_WEEK = '2026-03-17';

describe('the counter: batch hand-out and hand-in', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let clerk: TestUser;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    clerk = await t.createUser([RoleName.Clerk]);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    sink.rejectedRecipients.clear();
    await t.db.delete(emailLogs);
  });

  const batch = (payload: object) => t.inject({ method: 'POST', url: '/api/Loans/batch', user: clerk, payload });
  const handinBatch = (payload: object) => t.inject({ method: 'POST', url: '/api/Loans/handin', user: clerk, payload });
  const borrower = (fields: { language?: 'en' | 'da'; firstName?: string } = {}) =>
    t.createUser([RoleName.Loaner], { firstName: fields.firstName ?? 'Ada', lastName: 'Tester', ...fields });
  const reserve = (user: TestUser, componentId: number) =>
    createReservation(t.db, { loanerId: user.loanerId, componentId, reservationDate: t.clock.now() });
  const activeLoansOf = (componentIds: number[]) =>
    t.db
      .select()
      .from(loans)
      .where(and(inArray(loans.componentId, componentIds), isNull(loans.returnedAt)));
  const statusesOf = async (componentIds: number[]) =>
    Promise.all(componentIds.map((componentId) => componentStatusOf(t.db, componentId)));

  describe('access', () => {
    const routes = [
      { url: '/api/Loans/batch', payload: { loanerId: 1, handinDate: NEXT_WEEK, componentIds: [1] } },
      {
        url: '/api/Loans/batch',
        payload: { loanerId: 1, handinDate: NEXT_WEEK, consumables: [{ componentTypeId: 1, quantity: 1 }] },
      },
      { url: '/api/Loans/handin', payload: { items: [{ loanId: 1, status: 0 }] } },
    ];
    it.each(routes)(
      'POST $url answers 401 without a token and 403 to a Loaner or an Admin',
      async ({ url, payload }) => {
        const anonymous = await t.inject({ method: 'POST', url, payload });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['content-type']).toContain('application/problem+json');
        for (const role of [RoleName.Loaner, RoleName.Admin]) {
          const res = await t.inject({ method: 'POST', url, payload, user: await t.createUser([role]) });
          expect(res.statusCode, role).toBe(403);
        }
      },
    );
  });

  describe('POST Loans/batch', () => {
    it('hands out own reservations and available units together, and sends one receipt listing them all', async () => {
      const ada = await borrower();
      const uno = await createTypeWithComponents(t.db, 3, { name: 'Counter Uno' });
      const scope = await createTypeWithComponents(t.db, 2, { name: 'Counter Scope' });
      const [uno1, uno2, uno3] = uno.componentIds as [number, number, number];
      const [scope1, scope2] = scope.componentIds as [number, number];
      const reservationIds = [await reserve(ada, uno1), await reserve(ada, scope2)];
      const componentIds = [uno1, uno2, uno3, scope1, scope2];

      const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds });
      expect(res.statusCode).toBe(201);
      const handedOut = res.json<Loan[]>();
      expect(handedOut.map((loan) => loan.componentId)).toEqual(componentIds);
      for (const loan of handedOut) {
        expect(loan).toMatchObject({
          loanerId: ada.loanerId,
          returnDate: NEXT_WEEK,
          returnedAt: null,
          isOverdue: false,
        });
      }
      expect(await statusesOf(componentIds)).toEqual(componentIds.map(() => ComponentStatus.Loaned));
      expect(await t.db.select().from(reservations).where(inArray(reservations.id, reservationIds))).toEqual([]);
      // The history records each loan as the single hand-out does, naming the reservation it consumed.
      const history = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.kind, ActivityKind.LoanHandedOut), inArray(activityLog.componentId, componentIds)));
      expect(history).toHaveLength(5);
      expect(
        history
          .filter((entry) => entry.reservationId !== null)
          .map((entry) => entry.reservationId)
          .sort(),
      ).toEqual([...reservationIds].sort());

      expect(sink.messages).toHaveLength(1);
      const [receipt] = sink.messages;
      expect(receipt?.to).toEqual([`${ada.auId}@uni.example`]);
      expect(receipt?.text).toContain('Subject: Your loan from the electronics lab');
      expect(receipt?.text).toContain('Dear Ada Tester,');
      for (const line of [
        '- Counter Uno, component no. 1',
        '- Counter Uno, component no. 2',
        '- Counter Uno, component no. 3',
        '- Counter Scope, component no. 1',
        '- Counter Scope, component no. 2',
      ]) {
        expect(receipt?.text).toContain(line);
      }
      expect(receipt?.text).toContain('Please return them to the lab by 17-03-2026.');
      const log = await t.db.select().from(emailLogs);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ status: EmailStatus.Sent, subject: 'Your loan from the electronics lab' });
    });

    it('writes the receipt in the loaner’s language', async () => {
      const aase = await borrower({ language: 'da', firstName: 'Åse' });
      const { componentIds } = await createTypeWithComponents(t.db, 1, { name: 'Counter Kit' });
      expect((await batch({ loanerId: aase.loanerId, handinDate: NEXT_WEEK, componentIds })).statusCode).toBe(201);
      const text = sink.messages[0]?.text ?? '';
      expect(text).toContain('Subject: Dit lån fra Elektroniklaboratoriet');
      expect(text).toContain('Kære Åse Tester,');
      expect(text).toContain('- Counter Kit, komponent nr. 1');
      expect(text).toContain('Husk at aflevere dem i laboratoriet senest 17-03-2026.');
      expect(text).toMatch(/^Auto-Submitted: auto-generated\r$/m);
      expect(text).toContain(`Dine lån og reservationer: ${t.config.publicUrl}`);
    });

    it('hands out even when the receipt cannot be sent, and logs the receipt as Failed', async () => {
      const ada = await borrower();
      sink.rejectedRecipients.add(`${ada.auId}@uni.example`);
      const { componentIds } = await createTypeWithComponents(t.db, 2);
      const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds });
      expect(res.statusCode).toBe(201);
      expect(await statusesOf(componentIds)).toEqual([ComponentStatus.Loaned, ComponentStatus.Loaned]);
      const [entry] = await t.db.select().from(emailLogs);
      expect(entry).toMatchObject({ status: EmailStatus.Failed, recipientEmail: `${ada.auId}@uni.example` });
    });

    it('hands out nothing when one component cannot go, and names every component that stops it', async () => {
      const ada = await borrower();
      const bob = await borrower({ firstName: 'Bob' });
      const { componentIds } = await createTypeWithComponents(t.db, 6);
      const [own, free, bobs, lent, defect, alsoFree] = componentIds as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const ownReservation = await reserve(ada, own);
      await reserve(bob, bobs);
      await createLoan(t.db, { loanerId: bob.loanerId, componentId: lent, returnDate: NEXT_WEEK });
      await makeDefect(t.db, defect);
      const missing = 2_000_000_000;

      const res = await batch({
        loanerId: ada.loanerId,
        handinDate: NEXT_WEEK,
        componentIds: [own, free, bobs, lent, defect, missing, alsoFree],
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({
        status: 409,
        title: 'Conflict',
        detail: lendingMessages.batchHandoutRefused,
        components: [
          { componentId: bobs, reason: 'Reserved by another loaner' },
          { componentId: lent, reason: 'Already on loan' },
          { componentId: defect, reason: 'Not available (Defect)' },
          { componentId: missing, reason: 'Component not found.' },
        ],
      });
      expect(await statusesOf([own, free, bobs, lent, defect, alsoFree])).toEqual([
        ComponentStatus.ReservedLoaner,
        ComponentStatus.Available,
        ComponentStatus.ReservedLoaner,
        ComponentStatus.Loaned,
        ComponentStatus.Defect,
        ComponentStatus.Available,
      ]);
      expect(await t.db.select().from(reservations).where(eq(reservations.id, ownReservation))).toHaveLength(1);
      expect(await t.db.select().from(loans).where(eq(loans.loanerId, ada.loanerId))).toEqual([]);
      expect(sink.messages).toEqual([]);
    });

    it('gives a component two concurrent batches share to one of them only', async () => {
      const [ada, bob] = [await borrower(), await borrower({ firstName: 'Bob' })];
      const { componentIds } = await createTypeWithComponents(t.db, 3);
      const [adas, shared, bobs] = componentIds as [number, number, number];
      const answers = await Promise.all([
        batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds: [adas, shared] }),
        batch({ loanerId: bob.loanerId, handinDate: NEXT_WEEK, componentIds: [bobs, shared] }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.json().components).toEqual([{ componentId: shared, reason: 'Already on loan' }]);
      expect(await activeLoansOf([shared])).toHaveLength(1);
      // The refused batch handed out nothing, its other component included.
      expect(await activeLoansOf(componentIds)).toHaveLength(2);
    });

    it('refuses a loaner with an overdue loan unless forced, as POST Loans does', async () => {
      const late = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 3);
      const [old, ...wanted] = componentIds as [number, number, number];
      await createLoan(t.db, { loanerId: late.loanerId, componentId: old, returnDate: '2026-03-09' });
      const refused = await batch({ loanerId: late.loanerId, handinDate: NEXT_WEEK, componentIds: wanted });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(messages.loanerHasOverdueLoans);
      expect(await activeLoansOf(wanted)).toEqual([]);
      const forced = await batch({ loanerId: late.loanerId, handinDate: NEXT_WEEK, componentIds: wanted, force: true });
      expect(forced.statusCode).toBe(201);
    });

    it('uses the loaner’s held reservation of a type before a free unit: scanning a free unit releases the held one', async () => {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 3);
      const [scanned, held, other] = componentIds as [number, number, number];
      const heldReservation = await reserve(ada, held);
      const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds: [scanned] });
      expect(res.statusCode).toBe(201);
      expect(await statusesOf([scanned, held, other])).toEqual([
        ComponentStatus.Loaned,
        ComponentStatus.Available,
        ComponentStatus.Available,
      ]);
      expect(await t.db.select().from(reservations).where(eq(reservations.loanerId, ada.loanerId))).toEqual([]);
      const [released] = await t.db
        .select()
        .from(activityLog)
        .where(
          and(eq(activityLog.kind, ActivityKind.ReservationDeleted), eq(activityLog.reservationId, heldReservation)),
        );
      expect(released).toMatchObject({ componentId: held, actorId: clerk.loanerId });
    });

    it('keeps a held reservation of another type', async () => {
      const ada = await borrower();
      const [scanned] = (await createTypeWithComponents(t.db, 1)).componentIds as [number];
      const [held] = (await createTypeWithComponents(t.db, 1)).componentIds as [number];
      await reserve(ada, held);
      expect((await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds: [scanned] })).statusCode).toBe(
        201,
      );
      expect(await componentStatusOf(t.db, held)).toBe(ComponentStatus.ReservedLoaner);
    });

    it('applies the single hand-out’s return date rules', async () => {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const past = await batch({ loanerId: ada.loanerId, handinDate: '2026-03-09', componentIds });
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual({ handinDate: [lendingMessages.handinDateInPast] });
      for (const handinDate of ['2026-09-07', '9999-12-31']) {
        const beyond = await batch({ loanerId: ada.loanerId, handinDate, componentIds });
        expect(beyond.statusCode).toBe(400);
        expect(beyond.json().detail).toBe(lendingMessages.handinDateBeyondLimit(180, '2026-09-06'));
      }
      expect(await activeLoansOf(componentIds)).toEqual([]);
    });

    it('refuses an empty list, more than 50 components, a component listed twice, and an unknown loaner', async () => {
      const ada = await borrower();
      const many = Array.from({ length: 51 }, (_, index) => index + 1);
      for (const componentIds of [[], many, [7, 7]]) {
        const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds });
        expect(res.statusCode, JSON.stringify(componentIds)).toBe(400);
      }
      const unknown = await batch({ loanerId: 2_000_000_000, handinDate: NEXT_WEEK, componentIds: [1] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe(lendingMessages.loanerNotFound);
    });
  });

  describe('POST Loans/batch with consumables', () => {
    const NOTICE_ADDRESS = 'elab-stock@uni.example';
    const stockOf = async (componentTypeId: number) => {
      const [row] = await t.db
        .select({ stock: componentTypes.quantityInStock })
        .from(componentTypes)
        .where(eq(componentTypes.id, componentTypeId));
      return row?.stock;
    };
    const movementsOf = (componentTypeId: number) =>
      t.db.select().from(stockMovements).where(eq(stockMovements.componentTypeId, componentTypeId));
    const mailText = (index: number) => sink.messages[index]?.text.replace(/\r\n/g, '\n') ?? '';

    it('hands out the unit and issues the consumables in one batch, with one receipt naming both', async () => {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1, { name: 'Counter Arduino' });
      const resistors = await insertConsumable(t.db, { name: 'Resistor 4k7', quantityInStock: 480 });
      const wire = await insertConsumable(t.db, { name: 'Jumper wire', stockUnit: 'm', quantityInStock: 30 });
      const consumables = [
        { componentTypeId: resistors, quantity: 20 },
        { componentTypeId: wire, quantity: 2 },
      ];

      const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds, consumables });
      expect(res.statusCode, res.body).toBe(201);
      const { loans: handedOut, issues } = res.json<BatchHandoutAnswer>();
      expect(handedOut.map((loan) => [loan.componentId, loan.loanerId])).toEqual([[componentIds[0], ada.loanerId]]);
      expect(issues).toMatchObject([
        { componentTypeId: resistors, kind: StockMovementKind.Issue, quantity: -20, quantityAfter: 460 },
        { componentTypeId: wire, kind: StockMovementKind.Issue, quantity: -2, quantityAfter: 28 },
      ]);
      expect(issues.map((issue) => issue.loaner?.loanerId)).toEqual([ada.loanerId, ada.loanerId]);
      expect([await stockOf(resistors), await stockOf(wire)]).toEqual([460, 28]);
      expect(await statusesOf(componentIds)).toEqual([ComponentStatus.Loaned]);

      expect(sink.messages).toHaveLength(1);
      expect(mailText(0)).toContain('Subject: Your loan from the electronics lab');
      expect(mailText(0)).toContain(
        [
          'You have borrowed the following component(s) from the electronics lab:',
          '',
          '- Counter Arduino, component no. 1',
          '',
          'You have taken the following from the stock of the electronics lab:',
          '',
          '- Resistor 4k7, 20 pcs',
          '- Jumper wire, 2 m',
          '',
          'Please return them to the lab by 17-03-2026.',
        ].join('\n'),
      );
    });

    it('issues consumables alone, answering no loans, with a receipt in the loaner’s language that asks nothing back', async () => {
      const aase = await borrower({ language: 'da', firstName: 'Åse' });
      const solder = await insertConsumable(t.db, { name: 'Loddetin', stockUnit: 'm', quantityInStock: 10 });
      const res = await batch({
        loanerId: aase.loanerId,
        handinDate: NEXT_WEEK,
        consumables: [{ componentTypeId: solder, quantity: 3 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ loans: [], issues: [{ componentTypeId: solder, quantityAfter: 7 }] });
      expect(await stockOf(solder)).toBe(7);
      expect(sink.messages).toHaveLength(1);
      expect(mailText(0)).toContain('Subject: Det du tog fra Elektroniklaboratoriet');
      expect(mailText(0)).toContain(
        'Kære Åse Tester,\n\nDu har taget følgende fra Elektroniklaboratoriets lager:\n\n- Loddetin, 3 m\n\nVenlig hilsen',
      );
      expect(mailText(0)).not.toContain('aflevere');
    });

    it('answers { loans, issues } whenever consumables are sent, even none', async () => {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const res = await batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds, consumables: [] });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ loans: [{ componentId: componentIds[0] }], issues: [] });
    });

    it('hands out nothing when a consumable is over stock: the unit stays Available and the stock as it was', async () => {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const plenty = await insertConsumable(t.db, { quantityInStock: 100 });
      const leds = await insertConsumable(t.db, { name: 'LED red', quantityInStock: 5 });
      const res = await batch({
        loanerId: ada.loanerId,
        handinDate: NEXT_WEEK,
        componentIds,
        consumables: [
          { componentTypeId: plenty, quantity: 10 },
          { componentTypeId: leds, quantity: 6 },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({
        status: 409,
        title: 'Conflict',
        detail: stockMessages.notEnough(5, 'pcs'),
        componentTypeId: leds,
        available: 5,
      });
      expect(await statusesOf(componentIds)).toEqual([ComponentStatus.Available]);
      expect(await activeLoansOf(componentIds)).toEqual([]);
      expect([await stockOf(plenty), await stockOf(leds)]).toEqual([100, 5]);
      expect((await movementsOf(plenty)).map((movement) => movement.kind)).toEqual([StockMovementKind.Receive]);
      expect(sink.messages).toEqual([]);
    });

    it('issues nothing when a unit is not free', async () => {
      const [ada, bob] = [await borrower(), await borrower({ firstName: 'Bob' })];
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      await createLoan(t.db, { loanerId: bob.loanerId, componentId: componentIds[0] as number, returnDate: NEXT_WEEK });
      const wire = await insertConsumable(t.db, { quantityInStock: 50 });
      const res = await batch({
        loanerId: ada.loanerId,
        handinDate: NEXT_WEEK,
        componentIds,
        consumables: [{ componentTypeId: wire, quantity: 5 }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().components).toEqual([{ componentId: componentIds[0], reason: 'Already on loan' }]);
      expect(await stockOf(wire)).toBe(50);
      expect(await movementsOf(wire)).toHaveLength(1);
      expect(sink.messages).toEqual([]);
    });

    it('refuses a lent type named as a consumable, an unknown type, a type listed twice, and an empty batch', async () => {
      const ada = await borrower();
      const lent = await createTypeWithComponents(t.db, 1);
      const wire = await insertConsumable(t.db, { quantityInStock: 50 });
      const send = (consumables: object[], componentIds: number[] = []) =>
        batch({ loanerId: ada.loanerId, handinDate: NEXT_WEEK, componentIds, consumables });

      const lentAsConsumable = await send([{ componentTypeId: lent.componentTypeId, quantity: 1 }], lent.componentIds);
      expect(lentAsConsumable.statusCode).toBe(409);
      expect(lentAsConsumable.json()).toMatchObject({
        detail: stockMessages.lentType,
        componentTypeId: lent.componentTypeId,
      });
      const unknown = await send([{ componentTypeId: 2_000_000_000, quantity: 1 }]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe(stockMessages.typeNotFound(2_000_000_000));
      const twice = await send([
        { componentTypeId: wire, quantity: 1 },
        { componentTypeId: wire, quantity: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual({
        consumables: ['Each consumable may be listed only once: give its whole quantity on one line.'],
      });
      for (const quantity of [0, -1, 1.5]) {
        expect((await send([{ componentTypeId: wire, quantity }])).statusCode, String(quantity)).toBe(400);
      }
      const empty = await send([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ componentIds: ['Scan at least one component or consumable.'] });
      expect(await activeLoansOf(lent.componentIds)).toEqual([]);
      expect(await stockOf(wire)).toBe(50);
    });

    it('tells the lab once, after the commit, when the batch takes a consumable to its reorder level', async () => {
      const admin = await t.createUser([RoleName.Admin]);
      const lab = { name: 'the electronics lab', noticeEmail: NOTICE_ADDRESS };
      expect((await t.inject({ method: 'PUT', url: '/api/Lab', user: admin, payload: lab })).statusCode).toBe(200);
      const ada = await borrower();
      const leds = await insertConsumable(t.db, { name: 'LED green', quantityInStock: 12, reorderLevel: 10 });
      const res = await batch({
        loanerId: ada.loanerId,
        handinDate: NEXT_WEEK,
        consumables: [{ componentTypeId: leds, quantity: 2 }],
      });
      expect(res.statusCode).toBe(201);
      const toLab = sink.messages.filter((message) => message.to.includes(NOTICE_ADDRESS));
      expect(toLab).toHaveLength(1);
      expect(toLab[0]?.text).toContain('Subject: Low stock: LED green');
      // Below the level already: no new crossing, no second notice.
      await batch({
        loanerId: ada.loanerId,
        handinDate: NEXT_WEEK,
        consumables: [{ componentTypeId: leds, quantity: 1 }],
      });
      expect(sink.messages.filter((message) => message.to.includes(NOTICE_ADDRESS))).toHaveLength(1);
      expect(sink.messages.filter((message) => message.to.includes(`${ada.auId}@uni.example`))).toHaveLength(2);
    });

    it('does not ask for a return date or mind overdue loans when only consumables are taken', async () => {
      const late = await borrower();
      const [old] = (await createTypeWithComponents(t.db, 1)).componentIds as [number];
      await createLoan(t.db, { loanerId: late.loanerId, componentId: old, returnDate: '2026-03-09' });
      const wire = await insertConsumable(t.db, { quantityInStock: 5 });
      const res = await batch({
        loanerId: late.loanerId,
        handinDate: '2026-03-09',
        consumables: [{ componentTypeId: wire, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await stockOf(wire)).toBe(4);
    });
  });

  describe('POST Loans/handin', () => {
    async function lentOut(count: number) {
      const ada = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, count);
      const loanIds = [];
      for (const componentId of componentIds) {
        loanIds.push(await createLoan(t.db, { loanerId: ada.loanerId, componentId, returnDate: NEXT_WEEK }));
      }
      return { componentIds, loanIds };
    }

    it('takes every loan back with its status', async () => {
      const { componentIds, loanIds } = await lentOut(3);
      const statuses = [ComponentStatus.Available, ComponentStatus.Defect, ComponentStatus.Available];
      const res = await handinBatch({ items: loanIds.map((loanId, index) => ({ loanId, status: statuses[index] })) });
      expect(res.statusCode).toBe(204);
      expect(await statusesOf(componentIds)).toEqual(statuses);
      expect(await activeLoansOf(componentIds)).toEqual([]);
      const history = await t.db.select().from(activityLog).where(inArray(activityLog.loanId, loanIds));
      expect(history.map((entry) => entry.kind)).toEqual(loanIds.map(() => ActivityKind.LoanHandedIn));
    });

    it('takes nothing back when one loan cannot be, and names every loan that stops it', async () => {
      const { componentIds, loanIds } = await lentOut(3);
      const [open, returned, alsoOpen] = loanIds as [number, number, number];
      expect((await handinBatch({ items: [{ loanId: returned, status: 0 }] })).statusCode).toBe(204);
      const missing = 2_000_000_000;
      const res = await handinBatch({
        items: [open, returned, missing, alsoOpen].map((loanId) => ({ loanId, status: ComponentStatus.Available })),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        title: 'Conflict',
        detail: lendingMessages.batchHandinRefused,
        loans: [
          { loanId: returned, reason: lendingMessages.loanAlreadyReturned },
          { loanId: missing, reason: lendingMessages.loanNotFound },
        ],
      });
      expect(await statusesOf(componentIds)).toEqual([
        ComponentStatus.Loaned,
        ComponentStatus.Available,
        ComponentStatus.Loaned,
      ]);
    });

    it('refuses ReservedLoaner or Loaned as a hand-in status, as DELETE Loans/{id} does, and a loan listed twice', async () => {
      const { componentIds, loanIds } = await lentOut(2);
      const [first, second] = loanIds as [number, number];
      for (const status of [ComponentStatus.ReservedLoaner, ComponentStatus.Loaned]) {
        const res = await handinBatch({
          items: [
            { loanId: first, status: 0 },
            { loanId: second, status },
          ],
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(lendingMessages.handinStatusNotAllowed);
      }
      const twice = await handinBatch({
        items: [
          { loanId: first, status: 0 },
          { loanId: first, status: 4 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(await activeLoansOf(componentIds)).toHaveLength(2);
    });
  });

  // Runs last: every batch above, handed out, refused or raced, left the data as npm run check-db wants it.
  it('leaves the lending invariants intact', async () => {
    expect(await findBreaches(t.db, t)).toEqual([]);
  });
});
