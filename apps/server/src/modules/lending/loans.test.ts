import { ComponentStatus, type Loan, messages, RoleName } from '@labstock/shared';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, reservations } from '../../db/schema.js';
import { paginationOf } from '../../testing/suite.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { componentStatusOf, createLoan, createReservation, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

// The test clock stands at 2026-03-10T10:00Z: the lab's today is 2026-03-10.
const TODAY = '2026-03-10';
const NEXT_WEEK = '2026-03-17';

describe('loans', () => {
  let t: TestApp;
  let clerk: TestUser;
  let loaner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.createUser([RoleName.Clerk]);
    loaner = await t.createUser([RoleName.Loaner]);
  });
  afterAll(() => t.close());

  /** A loaner with a reservation of a fresh component. */
  async function reservedComponent(user: TestUser = loaner) {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const [componentId] = componentIds as [number];
    const reservationId = await createReservation(t.db, {
      loanerId: user.loanerId,
      componentId,
      reservationDate: t.clock.now(),
    });
    return { componentId, reservationId, loanerId: user.loanerId };
  }
  async function availableComponent() {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const [componentId] = componentIds as [number];
    return componentId;
  }
  /** A loaner whose loan was due yesterday. */
  async function overdueLoaner() {
    const user = await t.createUser([RoleName.Loaner]);
    await createLoan(t.db, {
      loanerId: user.loanerId,
      componentId: await availableComponent(),
      returnDate: '2026-03-09',
    });
    return user;
  }
  const loanRow = async (loanId: number) => (await t.db.select().from(loans).where(eq(loans.id, loanId)))[0];
  const handout = (payload: object) => t.inject({ method: 'POST', url: '/api/Loans', user: clerk, payload });
  const handoutAvailable = (payload: object) =>
    t.inject({ method: 'POST', url: '/api/Loans/available', user: clerk, payload });
  const handin = (loanId: number, query = '') =>
    t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}${query}`, user: clerk });

  describe('access', () => {
    const routes = [
      { method: 'GET', url: '/api/Loans', allowed: [RoleName.Clerk, RoleName.Loaner] },
      { method: 'GET', url: '/api/Loans/User', allowed: [RoleName.Loaner] },
      { method: 'GET', url: '/api/Loans/overdue?loanerIds=1', allowed: [RoleName.Clerk] },
      { method: 'POST', url: '/api/Loans', allowed: [RoleName.Clerk] },
      { method: 'POST', url: '/api/Loans/available', allowed: [RoleName.Clerk] },
      { method: 'DELETE', url: '/api/Loans/1', allowed: [RoleName.Clerk] },
    ] as const;

    it.each(routes)('$method $url answers 401 without a token', async ({ method, url }) => {
      const res = await t.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
    it.each(routes)('$method $url answers 403 to roles other than $allowed', async ({ method, url, allowed }) => {
      const refused = [RoleName.Loaner, RoleName.Clerk, RoleName.Admin].filter(
        (role) => !(allowed as readonly RoleName[]).includes(role),
      );
      for (const role of refused) {
        const res = await t.inject({ method, url, user: await t.createUser([role]) });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('hand out a reservation', () => {
    it('turns the reservation into a loan of the component until the hand-in date', async () => {
      const { componentId, reservationId, loanerId } = await reservedComponent();
      const res = await handout({ reservationId, componentId, loanerId, handinDate: NEXT_WEEK });
      expect(res.statusCode).toBe(201);
      expect(res.json<Loan>()).toMatchObject({
        loanerId,
        componentId,
        loanDate: t.clock.now().toISOString(),
        returnDate: NEXT_WEEK,
        returnedAt: null,
        isEmailSent: false,
        component: { componentId, componentNumber: 1 },
        loaner: { loanerId, auId: loaner.auId, hasOverdueLoans: false },
      });
      expect(await t.db.select().from(reservations).where(eq(reservations.id, reservationId))).toEqual([]);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Loaned);
    });

    it("answers 400 'Handin date is undefined' without a hand-in date", async () => {
      const { componentId, reservationId, loanerId } = await reservedComponent();
      const res = await handout({ reservationId, componentId, loanerId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.handinDate).toEqual([messages.handinDateUndefined]);
    });

    it('refuses a hand-in date before the lab’s today, and accepts today', async () => {
      const { componentId, reservationId, loanerId } = await reservedComponent();
      const past = await handout({ reservationId, componentId, loanerId, handinDate: '2026-03-09' });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        detail: lendingMessages.handinDateInPast,
        errors: { handinDate: [lendingMessages.handinDateInPast] },
      });
      expect((await handout({ reservationId, componentId, loanerId, handinDate: TODAY })).statusCode).toBe(201);
    });

    it('refuses a hand-in date beyond the longest loan (180 days), and accepts the last day', async () => {
      const beyond = lendingMessages.handinDateBeyondLimit(180, '2026-09-06');
      for (const handinDate of ['9999-12-31', '2026-09-07']) {
        const { componentId, reservationId, loanerId } = await reservedComponent();
        const res = await handout({ reservationId, componentId, loanerId, handinDate });
        expect(res.statusCode, handinDate).toBe(400);
        expect(res.json()).toMatchObject({ detail: beyond, errors: { handinDate: [beyond] } });
        expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.ReservedLoaner);
      }
      const available = await createTypeWithComponents(t.db, 1);
      const [componentId] = available.componentIds as [number];
      const far = await handoutAvailable({ componentId, loanerId: loaner.loanerId, handinDate: '9999-12-31' });
      expect(far.statusCode).toBe(400);
      expect(far.json().detail).toBe(beyond);
      const lastDay = await handoutAvailable({ componentId, loanerId: loaner.loanerId, handinDate: '2026-09-06' });
      expect(lastDay.statusCode).toBe(201);
    });

    it('answers 404 for an unknown reservation and 400 when component or loaner do not match it', async () => {
      const { componentId, reservationId, loanerId } = await reservedComponent();
      expect((await handout({ reservationId: 999_999, componentId, loanerId, handinDate: NEXT_WEEK })).statusCode).toBe(
        404,
      );
      const wrongComponent = await handout({
        reservationId,
        componentId: componentId + 1,
        loanerId,
        handinDate: NEXT_WEEK,
      });
      expect(wrongComponent.statusCode).toBe(400);
      expect(wrongComponent.json().detail).toBe(lendingMessages.reservationMismatch);
      expect(
        (await handout({ reservationId, componentId, loanerId: clerk.loanerId, handinDate: NEXT_WEEK })).statusCode,
      ).toBe(400);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.ReservedLoaner);
    });

    it('needs force for a loaner with overdue loans', async () => {
      const late = await overdueLoaner();
      const { componentId, reservationId, loanerId } = await reservedComponent(late);
      const refused = await handout({ reservationId, componentId, loanerId, handinDate: NEXT_WEEK });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(messages.loanerHasOverdueLoans);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.ReservedLoaner);

      const forced = await handout({ reservationId, componentId, loanerId, handinDate: NEXT_WEEK, force: true });
      expect(forced.statusCode).toBe(201);
      expect(forced.json<Loan>().loaner?.hasOverdueLoans).toBe(true);
    });

    it('answers bad input with 400, never 500', async () => {
      const payloads = [
        {},
        { reservationId: 'x', componentId: 1, loanerId: 1, handinDate: NEXT_WEEK },
        { reservationId: 1, componentId: 3_000_000_000, loanerId: 1, handinDate: NEXT_WEEK },
        { reservationId: 1, componentId: 1, loanerId: 1, handinDate: '10-03-2026' },
      ];
      for (const payload of payloads) {
        expect((await handout(payload)).statusCode).toBe(400);
      }
    });
  });

  describe('hand out an Available component', () => {
    it('lends the component straight away', async () => {
      const componentId = await availableComponent();
      const res = await handoutAvailable({ componentId, loanerId: loaner.loanerId, handinDate: NEXT_WEEK });
      expect(res.statusCode).toBe(201);
      expect(res.json<Loan>()).toMatchObject({ componentId, loanerId: loaner.loanerId, returnDate: NEXT_WEEK });
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Loaned);
    });

    it("answers 409 'Component is not available' for a reserved or lent component", async () => {
      const { componentId } = await reservedComponent();
      const res = await handoutAvailable({ componentId, loanerId: loaner.loanerId, handinDate: NEXT_WEEK });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(lendingMessages.componentNotAvailable);
    });

    it('answers 404 for an unknown component or loaner', async () => {
      expect(
        (await handoutAvailable({ componentId: 999_999, loanerId: loaner.loanerId, handinDate: NEXT_WEEK })).statusCode,
      ).toBe(404);
      const componentId = await availableComponent();
      expect((await handoutAvailable({ componentId, loanerId: 999_999, handinDate: NEXT_WEEK })).statusCode).toBe(404);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Available);
    });

    it('needs force for a loaner with overdue loans', async () => {
      const late = await overdueLoaner();
      const componentId = await availableComponent();
      const request = { componentId, loanerId: late.loanerId, handinDate: NEXT_WEEK };
      expect((await handoutAvailable(request)).statusCode).toBe(409);
      expect((await handoutAvailable({ ...request, force: true })).statusCode).toBe(201);
    });

    it('lends one component once when two Clerks hand it out at the same time', async () => {
      const componentId = await availableComponent();
      const answers = await Promise.all(
        [loaner, clerk].map((user) =>
          handoutAvailable({ componentId, loanerId: user.loanerId, handinDate: NEXT_WEEK }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe('hand in', () => {
    it('closes the loan as history and makes the component Available by default', async () => {
      const componentId = await availableComponent();
      const loanId = await createLoan(t.db, { loanerId: loaner.loanerId, componentId, returnDate: NEXT_WEEK });
      expect((await handin(loanId)).statusCode).toBe(204);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Available);
      expect(await loanRow(loanId)).toMatchObject({
        returnedAt: t.clock.now(),
        returnedStatus: ComponentStatus.Available,
      });
    });

    it('sets the chosen status, e.g. Defect, and keeps the loan with its return time', async () => {
      const componentId = await availableComponent();
      const loanId = await createLoan(t.db, { loanerId: loaner.loanerId, componentId, returnDate: NEXT_WEEK });
      expect((await handin(loanId, `?status=${ComponentStatus.Defect}`)).statusCode).toBe(204);
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Defect);
      expect(await loanRow(loanId)).toMatchObject({
        componentId,
        returnedAt: t.clock.now(),
        returnedStatus: ComponentStatus.Defect,
      });
    });

    it('refuses ReservedLoaner and Loaned as hand-in statuses, and unknown statuses', async () => {
      const componentId = await availableComponent();
      const loanId = await createLoan(t.db, { loanerId: loaner.loanerId, componentId, returnDate: NEXT_WEEK });
      for (const status of [ComponentStatus.ReservedLoaner, ComponentStatus.Loaned]) {
        const res = await handin(loanId, `?status=${status}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(lendingMessages.handinStatusNotAllowed);
      }
      expect((await handin(loanId, '?status=42')).statusCode).toBe(400);
      expect((await loanRow(loanId))?.returnedAt).toBeNull();
      expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Loaned);
    });

    it('answers 409 for a loan already handed in, 404 for an unknown one and 400 for an id that is not a number', async () => {
      const loanId = await createLoan(t.db, {
        loanerId: loaner.loanerId,
        componentId: await availableComponent(),
        returnDate: NEXT_WEEK,
      });
      expect((await handin(loanId)).statusCode).toBe(204);
      const again = await handin(loanId);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(lendingMessages.loanAlreadyReturned);
      expect((await handin(999_999)).statusCode).toBe(404);
      expect((await t.inject({ method: 'DELETE', url: '/api/Loans/abc', user: clerk })).statusCode).toBe(400);
    });
  });

  describe('lists', () => {
    it('shows the Clerk every active loan with the loaner columns, searchable, earliest return date first', async () => {
      const { componentIds, name } = await createTypeWithComponents(t.db, 3, { name: 'Soldering Station Kappa' });
      const [first, second, third] = componentIds as [number, number, number];
      const grace = await t.createUser([RoleName.Loaner], {
        firstName: 'Grace',
        lastName: 'Hopper',
        studentNo: 'stu-4711',
        mobileNo: '87654321',
      });
      const later = await createLoan(t.db, {
        loanerId: grace.loanerId,
        componentId: first,
        returnDate: '2026-04-01',
      });
      const sooner = await createLoan(t.db, {
        loanerId: loaner.loanerId,
        componentId: second,
        returnDate: '2026-03-20',
      });
      const returned = await createLoan(t.db, {
        loanerId: grace.loanerId,
        componentId: third,
        returnDate: '2026-03-20',
      });
      await handin(returned);

      const res = await t.inject({
        method: 'GET',
        url: '/api/Loans?searchString=soldering%20station%20kappa',
        user: clerk,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Loan[]>().map((l) => l.loanId)).toEqual([sooner, later]);
      expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ TotalCount: 2 });
      expect(res.json<Loan[]>()[1]).toMatchObject({
        returnDate: '2026-04-01',
        component: { componentTypeName: name, componentNumber: 1 },
        loaner: {
          firstName: 'Grace',
          lastName: 'Hopper',
          auId: grace.auId,
          studentNo: 'stu-4711',
          mobileNo: '87654321',
          roles: [],
        },
      });
      for (const search of ['grace hopper', 'HOPPER', grace.auId, 'STU-4711']) {
        const found = await t.inject({
          method: 'GET',
          url: `/api/Loans?searchString=${encodeURIComponent(search)}`,
          user: clerk,
        });
        expect(found.json<Loan[]>().map((l) => l.loanId)).toEqual([later]);
      }
      // Each text is matched on its own: a search does not run on from the name into the student number.
      const across = await t.inject({ method: 'GET', url: '/api/Loans?searchString=hopper%20stu', user: clerk });
      expect(across.json<Loan[]>()).toEqual([]);
    });

    it('sorts by return date the latest first on sortDirection=desc, searched or not, for a Clerk and a Loaner', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 3, { name: 'Bench Supply Omikron' });
      const [first, second, third] = componentIds as [number, number, number];
      const borrower = await t.createUser([RoleName.Loaner]);
      const due = async (componentId: number, returnDate: string) =>
        createLoan(t.db, { loanerId: borrower.loanerId, componentId, returnDate });
      const middle = await due(first, '2026-05-10');
      const latest = await due(second, '2026-07-01');
      const earliest = await due(third, '2026-04-02');
      const ids = async (url: string, user: TestUser) =>
        (await t.inject({ method: 'GET', url, user })).json<Loan[]>().map((l) => l.loanId);

      const search = 'searchString=bench%20supply%20omikron';
      expect(await ids(`/api/Loans?${search}`, clerk)).toEqual([earliest, middle, latest]);
      expect(await ids(`/api/Loans?${search}&sortDirection=desc`, clerk)).toEqual([latest, middle, earliest]);
      expect(await ids('/api/Loans/User?sortDirection=desc', borrower)).toEqual([latest, middle, earliest]);
      expect(await ids('/api/Loans?sortDirection=asc&pageSize=2', borrower)).toEqual([earliest, middle]);

      const sideways = await t.inject({ method: 'GET', url: '/api/Loans?sortDirection=sideways', user: clerk });
      expect(sideways.statusCode).toBe(400);
      expect(sideways.headers['content-type']).toContain('application/problem+json');
    });

    it('shows a Loaner only their own active loans, on Loans/User and on Loans', async () => {
      const mine = await t.createUser([RoleName.Loaner]);
      const own = await createLoan(t.db, {
        loanerId: mine.loanerId,
        componentId: await availableComponent(),
        returnDate: NEXT_WEEK,
      });
      await createLoan(t.db, {
        loanerId: loaner.loanerId,
        componentId: await availableComponent(),
        returnDate: NEXT_WEEK,
      });
      for (const url of ['/api/Loans/User', '/api/Loans']) {
        const res = await t.inject({ method: 'GET', url, user: mine });
        expect(res.statusCode).toBe(200);
        expect(res.json<Loan[]>().map((l) => l.loanId)).toEqual([own]);
      }
    });

    it('pages each loaner’s own loans and the Clerk’s search alike, however often and in whatever order they ask', async () => {
      // The lists' statements are prepared once per connection; PostgreSQL may plan them once after five runs.
      const { componentIds, name } = await createTypeWithComponents(t.db, 6, { name: 'Oscilloscope Paging Probe' });
      const [ada, bob] = [await t.createUser([RoleName.Loaner]), await t.createUser([RoleName.Loaner])];
      const loansOf = new Map<number, number[]>([
        [ada.loanerId, []],
        [bob.loanerId, []],
      ]);
      for (const [i, componentId] of componentIds.entries()) {
        const owner = i % 2 === 0 ? ada : bob;
        const returnDate = `2026-04-${String(10 + i).padStart(2, '0')}`;
        loansOf
          .get(owner.loanerId)
          ?.push(await createLoan(t.db, { loanerId: owner.loanerId, componentId, returnDate }));
      }
      const page = async (user: TestUser, query: string) => {
        const res = await t.inject({ method: 'GET', url: `/api/Loans/User?${query}`, user });
        return { ids: res.json<Loan[]>().map((l) => l.loanId), total: paginationOf(res).TotalCount };
      };
      for (let round = 0; round < 4; round++) {
        for (const user of [ada, bob]) {
          const [first, second, third] = loansOf.get(user.loanerId) as [number, number, number];
          expect(await page(user, 'pageNumber=1&pageSize=2')).toEqual({ ids: [first, second], total: 3 });
          expect(await page(user, 'pageNumber=2&pageSize=2')).toEqual({ ids: [third], total: 3 });
          expect(await page(user, 'pageNumber=3&pageSize=2')).toEqual({ ids: [], total: 3 });
        }
      }
      const search = `searchString=${encodeURIComponent(name)}`;
      const pastTheEnd = await t.inject({
        method: 'GET',
        url: `/api/Loans?${search}&pageNumber=4&pageSize=2`,
        user: clerk,
      });
      expect(pastTheEnd.json<Loan[]>()).toEqual([]);
      expect(paginationOf(pastTheEnd).TotalCount).toBe(6);
    });

    it('pages the Clerk’s whole list of active loans with its total, counted apart from the page', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 3, { name: 'Bench Supply Whole List' });
      const created: number[] = [];
      for (const componentId of componentIds) {
        created.push(await createLoan(t.db, { loanerId: loaner.loanerId, componentId, returnDate: NEXT_WEEK }));
      }
      const [kept, alsoKept, handedIn] = created as [number, number, number];
      await handin(handedIn);
      const active = await t.db.select({ loanId: loans.id }).from(loans).where(isNull(loans.returnedAt));
      const listed: number[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const res = await t.inject({
          method: 'GET',
          url: `/api/Loans?pageNumber=${pageNumber}&pageSize=2`,
          user: clerk,
        });
        expect(paginationOf(res).TotalCount).toBe(active.length);
        const ids = res.json<Loan[]>().map((l) => l.loanId);
        if (ids.length === 0) break;
        listed.push(...ids);
      }
      const inOrder = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect(inOrder(listed)).toEqual(inOrder(active.map((row) => row.loanId)));
      expect(listed).toEqual(expect.arrayContaining([kept, alsoKept]));
      expect(listed).not.toContain(handedIn);
    });

    it('gives a user who is both Clerk and Loaner the Clerk view', async () => {
      const both = await t.createUser([RoleName.Clerk, RoleName.Loaner]);
      await createLoan(t.db, {
        loanerId: loaner.loanerId,
        componentId: await availableComponent(),
        returnDate: NEXT_WEEK,
      });
      const res = await t.inject({ method: 'GET', url: '/api/Loans', user: both });
      expect(res.json<Loan[]>().some((l) => l.loanerId === loaner.loanerId)).toBe(true);
    });
  });

  describe('overdue', () => {
    it('tells for each asked loaner whether they have overdue loans', async () => {
      const late = await overdueLoaner();
      const onTime = await t.createUser([RoleName.Loaner]);
      await createLoan(t.db, { loanerId: onTime.loanerId, componentId: await availableComponent(), returnDate: TODAY });
      const res = await t.inject({
        method: 'GET',
        url: `/api/Loans/overdue?loanerIds=${late.loanerId}&loanerIds=${onTime.loanerId}`,
        user: clerk,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { loanerId: late.loanerId, hasOverdueLoans: true },
        { loanerId: onTime.loanerId, hasOverdueLoans: false },
      ]);
      const single = await t.inject({
        method: 'GET',
        url: `/api/Loans/overdue?loanerIds=${late.loanerId}`,
        user: clerk,
      });
      expect(single.json()).toEqual([{ loanerId: late.loanerId, hasOverdueLoans: true }]);
      expect((await t.inject({ method: 'GET', url: '/api/Loans/overdue?loanerIds=x', user: clerk })).statusCode).toBe(
        400,
      );
    });

    it('counts a loan overdue from the lab’s midnight, not UTC’s', async () => {
      const user = await t.createUser([RoleName.Loaner]);
      await createLoan(t.db, { loanerId: user.loanerId, componentId: await availableComponent(), returnDate: TODAY });
      const isOverdue = async () =>
        (await t.inject({ method: 'GET', url: `/api/Loans/overdue?loanerIds=${user.loanerId}`, user: clerk })).json()[0]
          .hasOverdueLoans;
      try {
        t.clock.set('2026-03-10T22:30:00Z'); // 23:30 in Copenhagen: the return date itself
        expect(await isOverdue()).toBe(false);
        t.clock.set('2026-03-10T23:30:00Z'); // UTC is still on the 10th, the lab is on the 11th
        expect(await isOverdue()).toBe(true);
        // ... and a hand-in date of the 10th is now in the past.
        const componentId = await availableComponent();
        const res = await handoutAvailable({ componentId, loanerId: loaner.loanerId, handinDate: TODAY });
        expect(res.statusCode).toBe(400);
      } finally {
        t.clock.set(`${TODAY}T10:00:00Z`);
      }
    });

    it('marks each loan isOverdue from the lab’s midnight, on the Loaner’s and the Clerk’s lists', async () => {
      const user = await t.createUser([RoleName.Loaner]);
      await createLoan(t.db, { loanerId: user.loanerId, componentId: await availableComponent(), returnDate: TODAY });
      const overdueOn = async (url: string, viewer: TestUser) => {
        const res = await t.inject({ method: 'GET', url, user: viewer });
        return res.json<Loan[]>().find((l) => l.loanerId === user.loanerId)?.isOverdue;
      };
      const clerkSearch = `/api/Loans?pageNumber=1&pageSize=10&searchString=${user.auId}`;
      try {
        t.clock.set('2026-03-10T22:30:00Z'); // 23:30 in Copenhagen: the return date itself
        expect(await overdueOn('/api/Loans/User', user)).toBe(false);
        expect(await overdueOn(clerkSearch, clerk)).toBe(false);
        t.clock.set('2026-03-10T23:30:00Z'); // UTC is still on the 10th, the lab is on the 11th
        expect(await overdueOn('/api/Loans/User', user)).toBe(true);
        expect(await overdueOn(clerkSearch, clerk)).toBe(true);
      } finally {
        t.clock.set(`${TODAY}T10:00:00Z`);
      }
    });
  });
});
