import {
  ActivityKind,
  type ClaimConflictProblem,
  ExtensionHold,
  type ExtensionOutlook,
  type ExtensionRequest,
  ExtensionStatus,
  type Loan,
  RoleName,
} from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, extensionRequests, loans, waitlistEntries } from '../../db/schema.js';
import { extensionDecisionNoticeJob } from '../../jobs/notice-jobs.js';
import { runUnderLock } from '../../jobs/scheduler.js';
import { itNeedsAToken, paginationOf, type SuiteApp } from '../../testing/suite.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink.js';
import { createLoan, createTypeWithComponents } from './lending-fixtures.js';
import { lendingMessages } from './lending-messages.js';

// The test clock stands at 2026-03-10T10:00Z: the lab's today is 2026-03-10. A loan made today may run until
// 2026-09-06 (maxLoanDays 180); a loan may be extended twice (maxExtensions 2).
const LONGEST = '2026-09-06';

/** An active loan of a fresh type's first unit (the type has `units` units), made today. */
async function loanFor(t: TestApp, user: TestUser, returnDate: string, units = 1) {
  const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, units);
  const componentId = componentIds[0] as number;
  const loanId = await createLoan(t.db, { loanerId: user.loanerId, componentId, returnDate, loanDate: t.clock.now() });
  return { loanId, componentTypeId, name };
}

const ask = (t: TestApp, user: TestUser, loanId: number, returnDate: string) =>
  t.inject({ method: 'POST', url: `/api/Loans/User/${loanId}/extension`, user, payload: { returnDate } });

/** A request that waits for a Clerk: the loan has had its extensions. */
async function pendingRequest(t: TestApp, user: TestUser, returnDate = '2026-03-12', asked = '2026-03-20') {
  const loan = await loanFor(t, user, returnDate);
  await t.db.update(loans).set({ extensions: 2 }).where(eq(loans.id, loan.loanId));
  const res = await ask(t, user, loan.loanId, asked);
  expect(res.statusCode, res.body).toBe(202);
  return { ...loan, request: res.json<ExtensionRequest>() };
}

describe('loan extensions', () => {
  // One app for the file, its mail going to a real SMTP server.
  let sink: SmtpSink;
  const t = {} as SuiteApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const app = await createTestApp({ env: { SMTP_URL: sink.url } });
    const [admin, clerk, loaner] = await Promise.all(
      [RoleName.Admin, RoleName.Clerk, RoleName.Loaner].map((role) => app.createUser([role])),
    );
    Object.assign(t, app, { admin, clerk, loaner });
  });
  afterAll(async () => {
    await t.close?.();
    await sink?.stop();
  });

  const outlook = async (loanId: number, user: TestUser = t.loaner) => {
    const res = await t.inject({ method: 'GET', url: `/api/Loans/User/${loanId}/extension`, user });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExtensionOutlook>();
  };
  const decide = (id: number, payload: object, user: TestUser = t.clerk) =>
    t.inject({ method: 'PUT', url: `/api/Loans/extensions/${id}`, user, payload });
  const handIn = async (loanId: number) => {
    const res = await t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}`, user: t.clerk });
    expect(res.statusCode, res.body).toBe(204);
  };
  const loanRow = async (loanId: number) => (await t.db.select().from(loans).where(eq(loans.id, loanId)))[0];
  const requestsOf = (loanId: number) =>
    t.db.select().from(extensionRequests).where(eq(extensionRequests.loanId, loanId));
  const historyOf = async (loanId: number) =>
    (await t.db.select().from(activityLog).where(eq(activityLog.loanId, loanId))).map((entry) => ({
      kind: entry.kind,
      actorId: entry.actorId,
      after: entry.after,
    }));
  /** Books the type's only unit for another loaner on 15–16 March. */
  const bookAhead = async (componentTypeId: number) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Bookings',
      user: t.clerk,
      payload: { componentTypeId, quantity: 1, from: '2026-03-15', to: '2026-03-16', loanerId: t.admin.loanerId },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  describe('access', () => {
    itNeedsAToken(t, [
      ['POST', '/api/Loans/User/1/extension', { returnDate: '2026-04-01' }],
      ['GET', '/api/Loans/User/1/extension'],
      ['GET', '/api/Loans/extensions'],
      ['PUT', '/api/Loans/extensions/1', { approve: true }],
    ]);

    it('keeps the requests to Clerks and Admins', async () => {
      for (const [method, url, payload] of [
        ['GET', '/api/Loans/extensions', undefined],
        ['PUT', '/api/Loans/extensions/1', { approve: true }],
      ] as const) {
        const res = await t.inject({ method, url, payload, user: t.loaner });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    });

    it("answers someone else's loan, or one handed in, as if it did not exist", async () => {
      const { loanId } = await loanFor(t, t.loaner, '2026-03-12');
      for (const user of [t.clerk, t.admin]) {
        expect((await ask(t, user, loanId, '2026-03-20')).statusCode).toBe(404);
        const res = await t.inject({ method: 'GET', url: `/api/Loans/User/${loanId}/extension`, user });
        expect(res.statusCode).toBe(404);
      }
      await t.db.update(loans).set({ returnedAt: t.clock.now() }).where(eq(loans.id, loanId));
      expect((await ask(t, t.loaner, loanId, '2026-03-20')).json().detail).toBe(lendingMessages.loanNotFound);
      expect((await loanRow(loanId))?.returnDate).toBe('2026-03-12');
    });
  });

  it('grants a later date at once when every rule allows it, and the history records it', async () => {
    const { loanId } = await loanFor(t, t.loaner, '2026-03-12');
    expect(await outlook(loanId)).toEqual({
      currentReturnDate: '2026-03-12',
      grantedAtOnceUntil: LONGEST,
      hold: null,
      latestReturnDate: null,
      longestReturnDate: LONGEST,
      extensions: 0,
      maxExtensions: 2,
    });
    const res = await ask(t, t.loaner, loanId, '2026-03-20');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Loan>()).toMatchObject({ loanId, returnDate: '2026-03-20', extensions: 1, pendingExtension: null });
    expect(await requestsOf(loanId)).toMatchObject([
      {
        previousReturnDate: '2026-03-12',
        requestedReturnDate: '2026-03-20',
        status: ExtensionStatus.Approved,
        decidedBy: null,
      },
    ]);
    expect(await historyOf(loanId)).toEqual([
      {
        kind: ActivityKind.LoanExtended,
        actorId: t.loaner.loanerId,
        after: { returnDate: '2026-03-20', extensions: 1 },
      },
    ]);
  });

  it('refuses a date that is not later than the current one, or before today (400)', async () => {
    const { loanId } = await loanFor(t, t.loaner, '2026-03-12');
    const same = await ask(t, t.loaner, loanId, '2026-03-12');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ returnDate: [lendingMessages.extensionNotLater('2026-03-12')] });
    const overdue = await loanFor(t, t.loaner, '2026-03-05');
    const past = await ask(t, t.loaner, overdue.loanId, '2026-03-08');
    expect(past.json().errors).toEqual({ returnDate: [lendingMessages.extensionDateInPast] });
    expect((await ask(t, t.loaner, loanId, '12-03-2026')).statusCode).toBe(400);
    expect(await requestsOf(loanId)).toEqual([]);
  });

  describe('leaves the ask to a Clerk when a rule holds it', () => {
    /** The outlook says why before the ask; the ask then waits (202), and the outlook says it waits. */
    async function expectHeld(loanId: number, hold: ExtensionHold, asked: string) {
      expect(await outlook(loanId)).toMatchObject({ grantedAtOnceUntil: null, hold });
      const res = await ask(t, t.loaner, loanId, asked);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json<ExtensionRequest>()).toMatchObject({
        requestedReturnDate: asked,
        status: ExtensionStatus.Pending,
        reason: null,
        decidedAt: null,
        loan: { loanId, pendingExtension: { requestedReturnDate: asked } },
      });
      expect(await outlook(loanId)).toMatchObject({ grantedAtOnceUntil: null, hold: ExtensionHold.Pending });
      const loan = await loanRow(loanId);
      expect(loan?.returnDate).not.toBe(asked);
      expect((await historyOf(loanId)).map((entry) => entry.kind)).toEqual([ActivityKind.ExtensionRequested]);
    }

    it('an overdue loan', async () => {
      const { loanId } = await loanFor(t, t.loaner, '2026-03-09');
      await expectHeld(loanId, ExtensionHold.Overdue, '2026-03-15');
    });

    it('a loan extended maxExtensions times', async () => {
      const { loanId } = await loanFor(t, t.loaner, '2026-03-12');
      await t.db.update(loans).set({ extensions: 2 }).where(eq(loans.id, loanId));
      await expectHeld(loanId, ExtensionHold.TooManyExtensions, '2026-03-15');
    });

    it('someone waiting for the type', async () => {
      const { loanId, componentTypeId } = await loanFor(t, t.loaner, '2026-03-12');
      await t.db.insert(waitlistEntries).values({ componentTypeId, loanerId: t.admin.loanerId });
      await expectHeld(loanId, ExtensionHold.SomeoneWaiting, '2026-03-15');
    });
  });

  describe('refuses at once (400) a date beyond the longest loan, counted from the loan day', () => {
    /** The ask answers 400 naming the field, and leaves neither a request nor a new date behind. */
    async function expectRefused(loanId: number, asked: string, problem: string) {
      const before = await loanRow(loanId);
      const res = await ask(t, t.loaner, loanId, asked);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ detail: problem, errors: { returnDate: [problem] } });
      expect(await requestsOf(loanId)).toEqual([]);
      expect(await loanRow(loanId)).toEqual(before);
    }

    it('a date after it, though an earlier one is granted at once; the last day is granted', async () => {
      const { loanId } = await loanFor(t, t.loaner, '2026-03-12');
      await expectRefused(loanId, '2026-09-07', lendingMessages.extensionBeyondLimit(180, LONGEST));
      expect((await ask(t, t.loaner, loanId, LONGEST)).statusCode).toBe(200);
    });

    it('counts from the day the loan was made, not from today', async () => {
      const tenDaysAgo = new Date(t.clock.now().getTime() - 10 * 86_400_000);
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const componentId = componentIds[0] as number;
      const loanId = await createLoan(t.db, {
        loanerId: t.loaner.loanerId,
        componentId,
        returnDate: '2026-03-12',
        loanDate: tenDaysAgo,
      });
      expect(await outlook(loanId)).toMatchObject({
        grantedAtOnceUntil: '2026-08-27',
        longestReturnDate: '2026-08-27',
      });
      await expectRefused(loanId, '2026-08-28', lendingMessages.extensionBeyondLimit(180, '2026-08-27'));
    });

    it('any later date of a loan that already runs maxLoanDays', async () => {
      const { loanId } = await loanFor(t, t.loaner, LONGEST);
      expect(await outlook(loanId)).toMatchObject({ grantedAtOnceUntil: null, hold: ExtensionHold.LongestLoan });
      await expectRefused(loanId, '2026-09-10', lendingMessages.extensionLongestLoanReached(180));
    });

    it('9999-12-31 in milliseconds, even in a burst, while the server answers everyone else at once', async () => {
      const burst = await Promise.all(Array.from({ length: 5 }, () => loanFor(t, t.loaner, '2026-03-12')));
      const started = performance.now();
      const health: number[] = [];
      const healthWhileBusy = (async () => {
        for (let i = 0; i < 5; i++) {
          const asked = performance.now();
          expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
          health.push(performance.now() - asked);
        }
      })();
      const answers = await Promise.all(burst.map(({ loanId }) => ask(t, t.loaner, loanId, '9999-12-31')));
      await healthWhileBusy;
      // Generous bounds: walking the days up to 9999-12-31 took seconds for each ask, and held up every call.
      expect(performance.now() - started).toBeLessThan(2000);
      expect(Math.max(...health)).toBeLessThan(500);
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(lendingMessages.extensionBeyondLimit(180, LONGEST));
      }
    });
  });

  it('refuses a second ask while one waits (409)', async () => {
    const { loanId } = await pendingRequest(t, t.loaner);
    const again = await ask(t, t.loaner, loanId, '2026-03-25');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(lendingMessages.extensionAlreadyAsked);
    expect(await requestsOf(loanId)).toHaveLength(1);
  });

  it('refuses a date that would break a booking (409), naming the latest that fits, which is granted', async () => {
    const { loanId, componentTypeId } = await loanFor(t, t.loaner, '2026-03-12');
    await bookAhead(componentTypeId);
    expect(await outlook(loanId)).toMatchObject({ grantedAtOnceUntil: '2026-03-14', latestReturnDate: '2026-03-14' });

    const res = await ask(t, t.loaner, loanId, '2026-03-20');
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json<ClaimConflictProblem>()).toMatchObject({
      detail: lendingMessages.extensionBreaksBooking('2026-03-15', '2026-03-14'),
      conflicts: [
        { date: '2026-03-15', available: -1 },
        { date: '2026-03-16', available: -1 },
      ],
      latestReturnDate: '2026-03-14',
    });
    expect(await requestsOf(loanId)).toEqual([]);
    expect((await ask(t, t.loaner, loanId, '2026-03-14')).statusCode).toBe(200);
    // A booking right after the return date leaves nothing to grant.
    expect(await outlook(loanId)).toMatchObject({
      grantedAtOnceUntil: null,
      hold: null,
      latestReturnDate: '2026-03-14',
    });
  });

  describe('a Clerk decides', () => {
    it('lists the requests of a status, the oldest first, with their loans and loaners', async () => {
      const first = await pendingRequest(t, t.loaner);
      const second = await pendingRequest(t, t.loaner);
      const res = await t.inject({
        method: 'GET',
        url: '/api/Loans/extensions',
        user: t.admin,
        query: { status: 'Pending', pageSize: '100' },
      });
      expect(res.statusCode).toBe(200);
      const listed = res.json<ExtensionRequest[]>();
      expect(listed.every((request) => request.status === ExtensionStatus.Pending)).toBe(true);
      const ids = listed.map((request) => request.extensionRequestId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(listed.find((r) => r.extensionRequestId === second.request.extensionRequestId)).toMatchObject({
        loan: { loanId: second.loanId, loaner: { loanerId: t.loaner.loanerId } },
      });
      // The badge's count: one row, the total in the header.
      const badge = await t.inject({
        method: 'GET',
        url: '/api/Loans/extensions',
        user: t.clerk,
        query: { status: 'Pending', pageSize: '1' },
      });
      expect(badge.json()).toHaveLength(1);
      expect(paginationOf(badge).TotalCount).toBe(listed.length);
      expect(ids).toContain(first.request.extensionRequestId);
      // A loan handed in since needs no decision: its request lapses and leaves the list.
      await handIn(first.loanId);
      const after = await t.inject({
        method: 'GET',
        url: '/api/Loans/extensions',
        user: t.clerk,
        query: { status: 'Pending', pageSize: '1' },
      });
      expect(paginationOf(after).TotalCount).toBe(listed.length - 1);
    });

    it('lets a request lapse when its loan is handed in: no list shows it, and neither decision is taken', async () => {
      const { loanId, request } = await pendingRequest(t, t.loaner);
      await handIn(loanId);
      expect((await requestsOf(loanId))[0]).toMatchObject({
        status: ExtensionStatus.Pending,
        lapsedAt: t.clock.now(),
      });
      for (const query of [{ status: 'Pending', pageSize: '50' }, { pageSize: '50' }] as Record<string, string>[]) {
        const res = await t.inject({ method: 'GET', url: '/api/Loans/extensions', user: t.clerk, query });
        const ids = res.json<ExtensionRequest[]>().map((listed) => listed.extensionRequestId);
        expect(ids).not.toContain(request.extensionRequestId);
        expect(paginationOf(res).TotalCount).toBe(ids.length);
      }
      for (const payload of [{ approve: true }, { approve: false, reason: 'Needed for a course' }]) {
        const res = await decide(request.extensionRequestId, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(lendingMessages.loanAlreadyReturned);
      }
      expect((await requestsOf(loanId))[0]?.status).toBe(ExtensionStatus.Pending);
    });

    it('approves: the return date moves, and the decision is final', async () => {
      const { loanId, request } = await pendingRequest(t, t.loaner);
      const res = await decide(request.extensionRequestId, { approve: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ExtensionRequest>()).toMatchObject({
        status: ExtensionStatus.Approved,
        decidedAt: t.clock.now().toISOString(),
        loan: { returnDate: '2026-03-20', extensions: 3, pendingExtension: null },
      });
      expect((await requestsOf(loanId))[0]?.decidedBy).toBe(t.clerk.loanerId);
      expect((await historyOf(loanId)).at(-1)).toEqual({
        kind: ActivityKind.LoanExtended,
        actorId: t.clerk.loanerId,
        after: { returnDate: '2026-03-20', extensions: 3 },
      });
      const again = await decide(request.extensionRequestId, { approve: false, reason: 'Too late' });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(lendingMessages.extensionAlreadyDecided);
    });

    it('declines only with a reason, and the return date stays', async () => {
      const { loanId, request } = await pendingRequest(t, t.loaner);
      for (const payload of [{ approve: false }, { approve: false, reason: '  ' }]) {
        const res = await decide(request.extensionRequestId, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toHaveProperty('reason');
      }
      const res = await decide(request.extensionRequestId, { approve: false, reason: 'Needed for a course' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ExtensionRequest>()).toMatchObject({
        status: ExtensionStatus.Declined,
        reason: 'Needed for a course',
        loan: { returnDate: '2026-03-12', extensions: 2, pendingExtension: null },
      });
      expect((await historyOf(loanId)).at(-1)).toEqual({
        kind: ActivityKind.ExtensionDeclined,
        actorId: t.clerk.loanerId,
        after: { reason: 'Needed for a course' },
      });
    });

    it('refuses to approve a date a booking made since needs (409), and the request still waits', async () => {
      const { loanId, componentTypeId, request } = await pendingRequest(t, t.loaner);
      await bookAhead(componentTypeId);
      const res = await decide(request.extensionRequestId, { approve: true });
      expect(res.statusCode).toBe(409);
      expect(res.json<ClaimConflictProblem>()).toMatchObject({
        conflicts: [{ date: '2026-03-15' }, { date: '2026-03-16' }],
        latestReturnDate: '2026-03-14',
      });
      expect(await requestsOf(loanId)).toMatchObject([{ status: ExtensionStatus.Pending }]);
      expect((await loanRow(loanId))?.returnDate).toBe('2026-03-12');
    });

    it('refuses at once (409) to approve a request beyond the longest loan, which can still be declined', async () => {
      // Such a request is never made now: it was stored when the longest loan was longer, or asks went unbounded.
      const { loanId, request } = await pendingRequest(t, t.loaner);
      await t.db
        .update(extensionRequests)
        .set({ requestedReturnDate: '9999-12-31' })
        .where(eq(extensionRequests.id, request.extensionRequestId));
      const started = performance.now();
      const res = await decide(request.extensionRequestId, { approve: true });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(lendingMessages.extensionBeyondLongestLoan('9999-12-31', LONGEST));
      expect(await requestsOf(loanId)).toMatchObject([{ status: ExtensionStatus.Pending }]);
      expect((await loanRow(loanId))?.returnDate).toBe('2026-03-12');
      const declined = await decide(request.extensionRequestId, { approve: false, reason: 'Too far ahead' });
      expect(declined.json<ExtensionRequest>().status).toBe(ExtensionStatus.Declined);
    });

    it('answers an unknown request with 404', async () => {
      expect((await decide(999_999, { approve: true })).statusCode).toBe(404);
    });
  });

  describe('e-mails', () => {
    const messagesTo = (user: TestUser) =>
      sink.messages.filter((message) => message.to.includes(`${user.auId}@uni.example`));

    it('tells the loaner each decision once, in their language', async () => {
      const clerk = t.clerk;
      const [granted, approved, declined] = await Promise.all([
        t.createUser([RoleName.Loaner], { language: 'en' }),
        t.createUser([RoleName.Loaner], { language: 'en' }),
        t.createUser([RoleName.Loaner], { language: 'da' }),
      ]);
      const atOnce = await loanFor(t, granted, '2026-03-12');
      expect((await ask(t, granted, atOnce.loanId, '2026-03-20')).statusCode).toBe(200);
      const toApprove = await pendingRequest(t, approved);
      const toDecline = await pendingRequest(t, declined);
      const ctx = { db: t.db, clock: t.clock, config: t.config };
      // A request that waits is no decision: nothing goes out for it yet.
      await runUnderLock(ctx, extensionDecisionNoticeJob);
      expect([...messagesTo(approved), ...messagesTo(declined)]).toEqual([]);

      const decide = (request: ExtensionRequest, payload: object) =>
        t.inject({ method: 'PUT', url: `/api/Loans/extensions/${request.extensionRequestId}`, user: clerk, payload });
      expect((await decide(toApprove.request, { approve: true })).statusCode).toBe(200);
      expect((await decide(toDecline.request, { approve: false, reason: 'Skal bruges' })).statusCode).toBe(200);
      await runUnderLock(ctx, extensionDecisionNoticeJob);
      await runUnderLock(ctx, extensionDecisionNoticeJob);

      const [grantedMail, ...moreGranted] = messagesTo(granted);
      expect(moreGranted).toEqual([]);
      expect(grantedMail?.text).toContain('Subject: Your request to extend a loan from the electronics lab');
      expect(grantedMail?.text).toContain(
        `- ${atOnce.name}, component no. 1, extended: the new return date is 20-03-2026`,
      );
      const [approvedMail, ...moreApproved] = messagesTo(approved);
      expect(moreApproved).toEqual([]);
      expect(approvedMail?.text).toContain(
        `- ${toApprove.name}, component no. 1, extended: the new return date is 20-03-2026`,
      );
      const [declinedMail, ...moreDeclined] = messagesTo(declined);
      expect(moreDeclined).toEqual([]);
      expect(declinedMail?.text).toContain('Din anmodning om at forlænge et lån fra Elektroniklaboratoriet');
      expect(declinedMail?.text).toContain(
        `- ${toDecline.name}, komponent nr. 1, ikke forlænget: afleveringsdatoen er stadig 12-03-2026. Laboratoriets begrundelse: Skal bruges`,
      );
    });
  });
});
