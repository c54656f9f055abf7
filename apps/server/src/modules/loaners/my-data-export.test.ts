import {
  ActivityKind,
  ComponentStatus,
  type Loan,
  type MyDataExport,
  type Reservation,
  RoleName,
} from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { createLoan, createTypeWithComponents } from '../lending/lending-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink.js';
import { insertConsumable } from '../stock/stock.fixtures.js';

// The test clock's lab day is 2026-03-10.
const TODAY = '2026-03-10';
const NEXT_WEEK = '2026-03-17';
const LATER = '2026-03-24';
const EXPORT_URL = '/api/Loaners/Loaner/export';

interface Person {
  user: TestUser;
  firstName: string;
  lastName: string;
  email: string;
  /** The fault they report, in their own words. */
  fault: string;
}

describe('GET Loaners/Loaner/export: my data', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let clerk: TestUser;
  let admin: TestUser;
  let carol: TestUser;
  let ada: Person;
  let bolette: Person;
  let qualificationIds: { lathe: number; soldering: number };
  /** The staff and the third loaner: named in nobody's export. */
  const othersNames = ['Clara', 'Counterclerk', 'Adminna', 'Carol', 'Waitlister'];

  const inject = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url, user, payload });
  const ok = async (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await inject(user, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };

  const person = async (firstName: string, lastName: string, language: 'en' | 'da'): Promise<Person> => {
    const user = await t.createUser([RoleName.Loaner], { firstName, lastName, language });
    return { user, firstName, lastName, email: `${user.auId}@uni.example`, fault: `${firstName}: the fuse is blown` };
  };

  /** Every kind of row the export holds, made for this person through the API as they and the Clerk would. */
  const giveHistory = async ({ user, firstName, fault }: Person, rules: 'in the app' | 'on paper') => {
    if (rules === 'in the app') await ok(user, 'POST', '/api/Loaners/Loaner/rules', { version: 1 });
    else await ok(clerk, 'POST', `/api/Loaners/${user.loanerId}/rules`, { version: 1 });
    await ok(clerk, 'POST', `/api/Loaners/${user.loanerId}/qualifications`, {
      qualificationId: qualificationIds.lathe,
    });
    await ok(user, 'POST', `/api/Qualifications/${qualificationIds.soldering}/requests`);

    // Two units out at the counter with a consumable (one receipt e-mailed), one back, the other extended.
    const multimeters = await createTypeWithComponents(t.db, 2, { name: `${firstName} multimeter` });
    const resistors = await insertConsumable(t.db, { name: `${firstName} resistors`, quantityInStock: 50 });
    const handedOut = await ok(clerk, 'POST', '/api/Loans/batch', {
      loanerId: user.loanerId,
      handinDate: NEXT_WEEK,
      componentIds: multimeters.componentIds,
      consumables: [{ componentTypeId: resistors, quantity: 3 }],
    });
    const [returned, kept] = handedOut.json<{ loans: Loan[] }>().loans as [Loan, Loan];
    await ok(clerk, 'POST', '/api/Loans/handin', {
      items: [{ loanId: returned.loanId, status: ComponentStatus.Available }],
    });
    await ok(user, 'POST', `/api/Loans/User/${kept.loanId}/extension`, { returnDate: LATER });

    // Three reservations: one open, one cancelled again, one collected.
    const scopes = await createTypeWithComponents(t.db, 3, { name: `${firstName} scope` });
    const reserve = async () =>
      (await ok(user, 'POST', `/api/Reservations/${scopes.componentTypeId}`)).json<Reservation>();
    await reserve();
    await ok(user, 'DELETE', `/api/Reservations/User/${(await reserve()).reservationId}`);
    const collected = await reserve();
    await ok(clerk, 'POST', '/api/Loans', {
      reservationId: collected.reservationId,
      componentId: collected.component.componentId,
      loanerId: user.loanerId,
      handinDate: NEXT_WEEK,
    });

    const oscilloscopes = await createTypeWithComponents(t.db, 1, { name: `${firstName} oscilloscope` });
    await ok(user, 'POST', '/api/Bookings', {
      componentTypeId: oscilloscopes.componentTypeId,
      quantity: 1,
      from: '2026-03-20',
      to: '2026-03-21',
    });

    // The one unit is out with someone else: the type's waiting list takes them.
    const stations = await createTypeWithComponents(t.db, 1, { name: `${firstName} soldering station` });
    const [station] = stations.componentIds as [number];
    await createLoan(t.db, { loanerId: carol.loanerId, componentId: station, returnDate: LATER });
    await ok(user, 'POST', `/api/Waitlist/${stations.componentTypeId}`);

    const supplies = await createTypeWithComponents(t.db, 1, { name: `${firstName} power supply` });
    await ok(user, 'POST', `/api/Component/${supplies.componentIds[0]}/faults`, { description: fault });
  };

  const exportOf = async (user: TestUser) => {
    const res = await inject(user, 'GET', EXPORT_URL);
    expect(res.statusCode, res.body).toBe(200);
    return { res, data: res.json<MyDataExport>() };
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    [clerk, admin, carol] = await Promise.all([
      t.createUser([RoleName.Clerk], { firstName: 'Clara', lastName: 'Counterclerk' }),
      t.createUser([RoleName.Admin], { firstName: 'Adminna', lastName: 'Rulewriter' }),
      t.createUser([RoleName.Loaner], { firstName: 'Carol', lastName: 'Waitlister' }),
    ]);
    ada = await person('Ada', 'Lovelace', 'en');
    bolette = await person('Bolette', 'Bramsen', 'da');
    await ok(admin, 'PUT', '/api/Lab', { name: 'the electronics lab', noticeEmail: null, rulesText: 'Be careful.' });
    const define = async (name: string) =>
      (await ok(admin, 'POST', '/api/Qualifications', { name, validForDays: 365 })).json().qualificationId;
    qualificationIds = { lathe: await define('Lathe'), soldering: await define('Soldering') };
    await giveHistory(ada, 'in the app');
    await giveHistory(bolette, 'on paper');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: EXPORT_URL })).statusCode).toBe(401);
  });

  it('is a JSON attachment with the date in its name, kept in no cache', async () => {
    const { res } = await exportOf(ada.user);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labstock-my-data-${TODAY}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("holds the user's profile, roles, qualifications, training requests and rules accepted", async () => {
    const { data } = await exportOf(ada.user);
    expect(data.exportedAt).toBe(t.clock.now().toISOString());
    expect(data.profile).toEqual({
      loanerId: ada.user.loanerId,
      auId: ada.user.auId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      studentNo: expect.any(String),
      staffInitials: expect.any(String),
      mobileNo: '12345678',
      email: ada.email,
      language: 'en',
      registeredAt: expect.any(String),
      hasCalendarFeed: false,
    });
    expect(data.roles).toEqual([RoleName.Loaner]);
    expect(data.qualifications).toEqual([
      { name: 'Lathe', grantedOn: TODAY, expiresOn: '2027-03-10', grantedAt: expect.any(String) },
    ]);
    expect(data.trainingRequests).toEqual([
      {
        qualificationName: 'Soldering',
        status: 'Open',
        reason: null,
        requestedAt: expect.any(String),
        decidedAt: null,
      },
    ]);
    expect(data.rulesAccepted).toEqual([{ version: 1, acceptedAt: expect.any(String), onPaper: false }]);
    expect((await exportOf(bolette.user)).data.rulesAccepted).toEqual([
      { version: 1, acceptedAt: expect.any(String), onPaper: true },
    ]);
  });

  it('holds every loan, active and returned, with its extension request', async () => {
    const { data } = await exportOf(ada.user);
    expect(data.loans).toEqual([
      expect.objectContaining({
        componentTypeName: 'Ada multimeter',
        componentNumber: 1,
        returnDate: NEXT_WEEK,
        returnedAt: expect.any(String),
        returnedStatus: ComponentStatus.Available,
      }),
      // Extended at once by the rules (nobody waits for the type).
      expect.objectContaining({
        componentTypeName: 'Ada multimeter',
        componentNumber: 2,
        returnDate: LATER,
        returnedAt: null,
        returnedStatus: null,
        extensions: 1,
      }),
      // The collected reservation.
      expect.objectContaining({ componentTypeName: 'Ada scope', returnDate: NEXT_WEEK, returnedAt: null }),
    ]);
    expect(data.extensionRequests).toEqual([
      expect.objectContaining({
        loanId: data.loans[1]?.loanId,
        componentTypeName: 'Ada multimeter',
        componentNumber: 2,
        previousReturnDate: NEXT_WEEK,
        requestedReturnDate: LATER,
        status: 'Approved',
      }),
    ]);
  });

  it('holds the open reservation and what the log kept of every one, the booking and the waiting list', async () => {
    const { data } = await exportOf(ada.user);
    expect(data.reservations).toEqual([
      expect.objectContaining({
        componentTypeName: 'Ada scope',
        componentNumber: expect.any(Number),
        fromWaitlist: false,
      }),
    ]);
    expect(data.reservationHistory.map((event) => event.event)).toEqual([
      ActivityKind.ReservationCreated,
      ActivityKind.ReservationCreated,
      ActivityKind.ReservationDeleted,
      ActivityKind.ReservationCreated,
      ActivityKind.LoanHandedOut,
    ]);
    expect(new Set(data.reservationHistory.map((event) => event.componentTypeName))).toEqual(new Set(['Ada scope']));
    expect(data.bookings).toEqual([
      expect.objectContaining({
        componentTypeName: 'Ada oscilloscope',
        quantity: 1,
        from: '2026-03-20',
        to: '2026-03-21',
        status: 'Booked',
        bookedByYou: true,
      }),
    ]);
    expect(data.waitingLists).toEqual([{ componentTypeName: 'Ada soldering station', joinedAt: expect.any(String) }]);
  });

  it('holds the consumables taken, the faults reported and the e-mails sent to them', async () => {
    const { data } = await exportOf(ada.user);
    expect(data.stockIssues).toEqual([
      { componentTypeName: 'Ada resistors', quantity: 3, stockUnit: 'pcs', note: null, takenAt: expect.any(String) },
    ]);
    expect(data.faultReports).toEqual([
      expect.objectContaining({
        componentTypeName: 'Ada power supply',
        componentNumber: 1,
        description: ada.fault,
        withPhoto: false,
        settledAt: null,
      }),
    ]);
    expect(data.emails).toEqual([
      {
        subject: 'Your loan from the electronics lab',
        body: expect.any(String),
        sentAt: expect.any(String),
        sent: true,
      },
    ]);
    expect(data.emails[0]?.body).toContain('Dear Ada Lovelace,');
  });

  it('names nobody else: not the other loaner, their rows or e-mails, nor the staff who acted', async () => {
    for (const [me, other] of [
      [ada, bolette],
      [bolette, ada],
    ] as const) {
      const { res } = await exportOf(me.user);
      const theirSubjects = (await exportOf(other.user)).data.emails.map((email) => email.subject);
      expect(theirSubjects).toHaveLength(1);
      for (const theirs of [
        other.firstName,
        other.lastName,
        other.user.auId,
        other.email,
        other.fault,
        ...theirSubjects,
        `"loanerId":${other.user.loanerId},`,
        ...othersNames,
      ]) {
        expect(res.body).not.toContain(theirs);
      }
      expect(res.body).toContain(me.fault);
    }
  });
});
