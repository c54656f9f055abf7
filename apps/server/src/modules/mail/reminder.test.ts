import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ComponentStatus, type EmailLog, EmailStatus, RoleName } from '@labstock/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, loans, remindersSent } from '../../db/schema.js';
import { createTestApp, type TestApp, TestClock, type TestUser } from '../../testing/test-app.js';
import { insertComponents, insertComponentType, insertLoan } from '../statistics/stock-fixtures.js';
import { freePort, type SmtpSink, startSmtpSink } from './smtp-sink.js';

// 23:30 UTC on the 9th is already the 10th in Copenhagen: a loan due on the 9th is overdue in the lab.
const NOW = '2026-03-09T23:30:00Z';

interface Fixture {
  admin: TestUser;
  alice: TestUser;
  bob: TestUser;
  /** Loans that are overdue in the lab's calendar, of loaners with an address. */
  overdueLoanIds: number[];
  /** Loans that must not be reminded: due today, due later, returned, or of a loaner without address. */
  otherLoanIds: number[];
}

/**
 * Alice: two overdue loans (one due "yesterday" only in the lab's zone). Bob: one overdue loan and a returned
 * one. Carol: due today. Dave: due next week. Erin: overdue but no e-mail address. Frank: overdue but returned.
 */
async function seedLoans(t: TestApp): Promise<Fixture> {
  const borrower = (firstName: string, email: string | null) =>
    t.createUser([RoleName.Loaner], { firstName, lastName: 'Tester', email });
  const [admin, alice, bob, carol, dave, erin, frank] = await Promise.all([
    t.createUser([RoleName.Admin]),
    borrower('Alice', 'alice@uni.example'),
    borrower('Bob', 'bob@uni.example'),
    borrower('Carol', 'carol@uni.example'),
    borrower('Dave', 'dave@uni.example'),
    borrower('Erin', null),
    borrower('Frank', 'frank@uni.example'),
  ]);
  const arduinoId = await insertComponentType(t.db, { name: 'Arduino Uno' });
  const scopeId = await insertComponentType(t.db, { name: 'Oscilloscope' });
  const onLoan = ComponentStatus.Loaned;
  const [uno1, uno2, uno3, uno4, uno5, uno6] = await insertComponents(t.db, arduinoId, [
    onLoan,
    onLoan,
    onLoan,
    onLoan,
    onLoan,
    onLoan,
  ]);
  const [scope1, scope2] = await insertComponents(t.db, scopeId, [onLoan, onLoan]);
  const lend = (user: TestUser, componentId: number, returnDate: string, returnedAt?: string) =>
    insertLoan(t.db, {
      loanerId: user.loanerId,
      componentId,
      loanDate: '2026-02-01T09:00:00Z',
      returnDate,
      returnedAt,
    });

  const overdueLoanIds = [
    await lend(alice, uno1, '2026-03-05'),
    await lend(alice, scope2, '2026-03-09'),
    await lend(bob, uno2, '2026-02-20'),
  ];
  const otherLoanIds = [
    await lend(bob, uno3, '2026-02-10', '2026-02-11T12:00:00Z'),
    await lend(carol, uno4, '2026-03-10'),
    await lend(dave, uno5, '2026-03-16'),
    await lend(erin, uno6, '2026-03-01'),
    await lend(frank, scope1, '2026-03-01', '2026-03-02T12:00:00Z'),
  ];
  return { admin, alice, bob, overdueLoanIds, otherLoanIds };
}

const loanRows = (t: TestApp, ids: number[]) => t.db.select().from(loans).where(inArray(loans.id, ids));

describe('overdue reminders through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let f: Fixture;
  const sendReminders = () => t.inject({ method: 'POST', url: '/api/mail/reminder', user: f.admin });
  const emailLog = async () =>
    (await t.inject({ method: 'GET', url: '/api/mail?pageSize=50', user: f.admin })).json<EmailLog[]>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url }, clock: new TestClock(new Date(NOW)) });
    f = await seedLoans(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    sink.rejectedRecipients.clear();
    sink.acceptDelayMs = 0;
    await t.db.delete(emailLogs);
    await t.db.delete(remindersSent);
    await t.db.update(loans).set({ isEmailSent: false, lastEmailSend: null });
    t.clock.set(NOW);
  });

  it('counts the loaners with overdue loans and an address', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/mail/reminder/count', user: f.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
  });

  it('sends each loaner with overdue loans one e-mail listing their overdue components', async () => {
    const res = await sendReminders();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminderRunId: expect.any(Number), sent: 2, failed: 0, total: 2, finished: true });

    expect(sink.messages.map((m) => m.to).sort()).toEqual([['alice@uni.example'], ['bob@uni.example']]);
    const toAlice = sink.messages.find((m) => m.to[0] === 'alice@uni.example')?.text ?? '';
    expect(toAlice).toContain('Subject: Reminder: overdue loan(s) from the electronics lab');
    expect(toAlice).toContain('Dear Alice Tester,');
    expect(toAlice).toContain('- Arduino Uno, component no. 1, return date 05-03-2026');
    expect(toAlice).toContain('- Oscilloscope, component no. 2, return date 09-03-2026');
    expect(toAlice).not.toContain('{components}');
    const toBob = sink.messages.find((m) => m.to[0] === 'bob@uni.example')?.text ?? '';
    expect(toBob).toContain('- Arduino Uno, component no. 2, return date 20-02-2026');
    expect(toBob).not.toContain('10-02-2026');
  });

  it('marks the reminded loans and only those', async () => {
    await sendReminders();
    for (const loan of await loanRows(t, f.overdueLoanIds)) {
      expect(loan.isEmailSent).toBe(true);
      expect(loan.lastEmailSend?.toISOString()).toBe(new Date(NOW).toISOString());
    }
    for (const loan of await loanRows(t, f.otherLoanIds)) expect(loan.isEmailSent).toBe(false);
  });

  it('logs every sent e-mail as Sent with the text that went out', async () => {
    await sendReminders();
    const logs = await emailLog();
    expect(logs).toHaveLength(2);
    for (const log of logs) {
      expect(log).toMatchObject({ status: EmailStatus.Sent, errorMessage: null, sentAt: new Date(NOW).toISOString() });
      expect(log.subject).toBe('Reminder: overdue loan(s) from the electronics lab');
    }
    const toAlice = logs.find((log) => log.recipientEmail === 'alice@uni.example');
    expect(toAlice?.body).toContain('- Oscilloscope, component no. 2, return date 09-03-2026');
  });

  it('logs a recipient the server refuses as Failed and still sends to the others', async () => {
    sink.rejectedRecipients.add('bob@uni.example');
    const res = await sendReminders();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 1, failed: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([['alice@uni.example']]);
    const toBob = (await emailLog()).find((log) => log.recipientEmail === 'bob@uni.example');
    expect(toBob?.status).toBe(EmailStatus.Failed);
    expect(toBob?.errorMessage).toContain('Mailbox bob@uni.example does not exist');
  });

  it('reminds a loaner once a lab day: a second press that day sends nothing, the next lab day again', async () => {
    const count = async () =>
      (await t.inject({ method: 'GET', url: '/api/mail/reminder/count', user: f.admin })).json<{ count: number }>();
    expect((await sendReminders()).json()).toMatchObject({ sent: 2, failed: 0 });
    expect(await count()).toEqual({ count: 0 });
    // Later the same lab day (23:59 in Copenhagen).
    t.clock.set('2026-03-10T22:59:00Z');
    expect((await sendReminders()).json()).toMatchObject({ sent: 0, failed: 0 });
    expect(sink.messages).toHaveLength(2);

    // The next lab day Alice and Bob are reminded again, and Carol, whose loan was due on the 10th, too.
    t.clock.set('2026-03-10T23:00:00Z');
    expect(await count()).toEqual({ count: 3 });
    expect((await sendReminders()).json()).toMatchObject({ sent: 3, failed: 0 });
    expect(sink.messages).toHaveLength(5);
  });

  it('tries a refused recipient again at the next press the same day', async () => {
    sink.rejectedRecipients.add('bob@uni.example');
    expect((await sendReminders()).json()).toMatchObject({ sent: 1, failed: 1 });
    sink.rejectedRecipients.clear();
    expect((await sendReminders()).json()).toMatchObject({ sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.to)).toEqual([['alice@uni.example'], ['bob@uni.example']]);
  });
});

describe('overdue reminders when the SMTP server is down', () => {
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      clock: new TestClock(new Date(NOW)),
    });
    f = await seedLoans(t);
  });
  afterAll(() => t.close());

  it('answers 200 with every attempt failed, logged with the error, and no loan marked', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/mail/reminder', user: f.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 0, failed: 2 });

    const logs = (await t.inject({ method: 'GET', url: '/api/mail', user: f.admin })).json<EmailLog[]>();
    expect(logs.map((log) => log.recipientEmail).sort()).toEqual(['alice@uni.example', 'bob@uni.example']);
    for (const log of logs) {
      expect(log.status).toBe(EmailStatus.Failed);
      expect(log.errorMessage).toContain('ECONNREFUSED');
    }
    for (const loan of await loanRows(t, f.overdueLoanIds)) expect(loan.isEmailSent).toBe(false);
  });
});

describe('overdue reminders without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'labstock-outbox-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir }, clock: new TestClock(new Date(NOW)) });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file into the outbox and logs it as Sent', async () => {
    const f = await seedLoans(t);
    const res = await t.inject({ method: 'POST', url: '/api/mail/reminder', user: f.admin });
    expect(res.json()).toMatchObject({ sent: 2, failed: 0 });

    const outbox = path.join(dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    const toBob = texts.find((text) => text.includes('To: bob@uni.example'));
    expect(toBob).toContain('From: Labstock <labstock@localhost>');
    expect(toBob).toContain('- Arduino Uno, component no. 2, return date 20-02-2026');

    const logs = (await t.inject({ method: 'GET', url: '/api/mail', user: f.admin })).json<EmailLog[]>();
    expect(logs.map((log) => log.status)).toEqual([EmailStatus.Sent, EmailStatus.Sent]);
  });
});

describe("overdue reminders in the loaner's language", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url }, clock: new TestClock(new Date(NOW)) });
    admin = await t.createUser([RoleName.Admin]);
    const typeId = await insertComponentType(t.db, { name: 'Ærø multimeter' });
    const [first, second] = await insertComponents(t.db, typeId, [ComponentStatus.Loaned, ComponentStatus.Loaned]);
    for (const [firstName, language, componentId] of [
      ['Dorte', 'da', first],
      ['Edith', 'en', second],
    ] as const) {
      const user = await t.createUser([RoleName.Loaner], {
        firstName,
        lastName: 'Ørsted',
        email: `${firstName.toLowerCase()}@uni.example`,
        language,
      });
      await insertLoan(t.db, {
        loanerId: user.loanerId,
        componentId: componentId as number,
        loanDate: '2026-02-01T09:00:00Z',
        returnDate: '2026-03-05',
      });
    }
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('sends the reminder in Danish to a loaner who chose Danish and in English to one who did not', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/mail/reminder', user: admin });
    expect(res.json()).toMatchObject({ sent: 2, failed: 0 });

    const toDorte = sink.messages.find((m) => m.to[0] === 'dorte@uni.example')?.text ?? '';
    expect(toDorte).toContain('Subject: Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet');
    expect(toDorte).toContain('Kære Dorte Ørsted,');
    expect(toDorte).toContain(
      'Ifølge vores registreringer er afleveringsfristen overskredet for følgende komponent(er), som du har lånt i Elektroniklaboratoriet:',
    );
    expect(toDorte).toContain('- Ærø multimeter, komponent nr. 1, afleveringsdato 05-03-2026');
    expect(toDorte).toContain('Venlig hilsen\r\nElektroniklaboratoriet');
    expect(toDorte).not.toContain('Dear');

    const toEdith = sink.messages.find((m) => m.to[0] === 'edith@uni.example')?.text ?? '';
    expect(toEdith).toContain('Subject: Reminder: overdue loan(s) from the electronics lab');
    expect(toEdith).toContain('Dear Edith Ørsted,');
    expect(toEdith).toContain('- Ærø multimeter, component no. 2, return date 05-03-2026');
    expect(toEdith).toContain('Kind regards,\r\nThe electronics lab');

    const logs = (await t.inject({ method: 'GET', url: '/api/mail', user: admin })).json<EmailLog[]>();
    const logTo = (address: string) => logs.find((log) => log.recipientEmail === address);
    expect(logTo('dorte@uni.example')?.subject).toBe(
      'Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet',
    );
    expect(logTo('dorte@uni.example')?.body).toMatch(/^Kære Dorte Ørsted,\n\n/);
    expect(logTo('edith@uni.example')?.subject).toBe('Reminder: overdue loan(s) from the electronics lab');
  });

  it("keeps the Emails screen's preview in English, the spec's template", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/mail/reminder/template', user: admin });
    expect(res.json().subject).toBe('Reminder: overdue loan(s) from the electronics lab');
    expect(res.json().body).toMatch(/^Dear \{name\},/);
  });
});
