import { EmailStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { emailLogs, loans } from '../db/schema.js';
import { present } from '../lib/present.js';
import { createLoan, createReservation, createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../modules/mail/smtp-sink.js';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.js';
import type { Job, JobContext } from './job.js';
import {
  dueSoonReminderJob,
  overdueReminderJob,
  reservationConfirmationJob,
  reservationExpiryNoticeJob,
} from './notice-jobs.js';
import { reservationExpiryJob } from './reservation-expiry.js';
import { runUnderLock } from './scheduler.js';

const DAY = 24 * 60 * 60 * 1000;
// 10:00 UTC is 11:00 in the lab (Copenhagen): the lab's today is 2026-03-10.
const NOW = '2026-03-10T10:00:00Z';

describe('automatic notices through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ctx: JobContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, OVERDUE_REMINDER_SCHEDULE: '3' } });
    ctx = { db: t.db, clock: t.clock, config: t.config };
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    sink.acceptDelayMs = 0;
    t.clock.set(NOW);
  });

  const borrower = () => t.createUser([RoleName.Loaner], { firstName: 'Nora', lastName: 'Notice' });
  const emailOf = (user: TestUser) => `${user.auId}@uni.example`;
  const messagesTo = (user: TestUser) => sink.messages.filter((message) => message.to.includes(emailOf(user)));
  const run = (job: Job, context: JobContext = ctx) => runUnderLock(context, job);
  const logsTo = (user: TestUser) =>
    t.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.recipientEmail, emailOf(user)));

  /** One of each notice due for the loaner: a new reservation, an expired one, a loan due soon, an overdue one. */
  async function everyNoticeFor(user: TestUser) {
    const { componentIds, name } = await createTypeWithComponents(t.db, 4);
    const [toConfirm, toExpire, dueSoon, overdue] = componentIds as [number, number, number, number];
    const { loanerId } = user;
    await createReservation(t.db, { loanerId, componentId: toConfirm, reservationDate: t.clock.now() });
    const expiredDate = new Date(t.clock.now().getTime() - 9 * DAY);
    await createReservation(t.db, { loanerId, componentId: toExpire, reservationDate: expiredDate });
    await run(reservationExpiryJob);
    const loanDate = new Date('2026-03-01T09:00:00Z');
    await createLoan(t.db, { loanerId, componentId: dueSoon, returnDate: '2026-03-11', loanDate });
    await createLoan(t.db, { loanerId, componentId: overdue, returnDate: '2026-03-05', loanDate });
    return name;
  }

  describe('reservation confirmation', () => {
    it('confirms each reservation once, one message per loaner, with the pick-up deadline', async () => {
      const nora = await borrower();
      const { componentIds, name } = await createTypeWithComponents(t.db, 2);
      for (const componentId of componentIds) {
        await createReservation(t.db, { loanerId: nora.loanerId, componentId, reservationDate: t.clock.now() });
      }
      await run(reservationConfirmationJob);
      await run(reservationConfirmationJob);

      const [message, ...more] = messagesTo(nora);
      expect(more).toEqual([]);
      expect(message?.text).toContain('Subject: Your reservation at the electronics lab');
      expect(message?.text).toContain('Dear Nora Notice,');
      expect(message?.text).toContain(`- ${name}, component no. 1, pick up by 18-03-2026`);
      expect(message?.text).toContain(`- ${name}, component no. 2, pick up by 18-03-2026`);
      const [log, ...moreLogs] = await logsTo(nora);
      expect(moreLogs).toEqual([]);
      expect(log).toMatchObject({ status: EmailStatus.Sent, subject: 'Your reservation at the electronics lab' });
    });

    it('does not confirm a reservation past its pick-up window', async () => {
      const nora = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const reservationDate = new Date(t.clock.now().getTime() - 8 * DAY - 1000);
      await createReservation(t.db, { loanerId: nora.loanerId, componentId, reservationDate });
      await run(reservationConfirmationJob);
      expect(messagesTo(nora)).toEqual([]);
    });
  });

  it('tells the loaner once that their reservation expired', async () => {
    const nora = await borrower();
    const { componentIds, name } = await createTypeWithComponents(t.db, 1);
    const [componentId] = componentIds as [number];
    const reservationDate = new Date(t.clock.now().getTime() - 9 * DAY);
    await createReservation(t.db, { loanerId: nora.loanerId, componentId, reservationDate });
    await run(reservationExpiryNoticeJob);
    expect(messagesTo(nora)).toEqual([]);

    await run(reservationExpiryJob);
    await run(reservationExpiryNoticeJob);
    await run(reservationExpiryNoticeJob);
    const [message, ...more] = messagesTo(nora);
    expect(more).toEqual([]);
    expect(message?.text).toContain('Subject: Your reservation at the electronics lab has expired');
    expect(message?.text).toContain(`- ${name}, component no. 1`);
  });

  describe('due-soon reminder', () => {
    /** Loans of one loaner lent on 1 March, due on the given days. */
    async function loansDue(user: TestUser, returnDates: string[], loanDate = new Date('2026-03-01T09:00:00Z')) {
      const { componentIds, name } = await createTypeWithComponents(t.db, returnDates.length);
      for (const [i, returnDate] of returnDates.entries()) {
        const componentId = present(componentIds[i], `component ${i + 1}`);
        await createLoan(t.db, { loanerId: user.loanerId, componentId, returnDate, loanDate });
      }
      return name;
    }

    it('reminds once, two days before the return date by default', async () => {
      expect(t.config.DUE_SOON_REMINDER_DAYS).toBe(2);
      const nora = await borrower();
      const name = await loansDue(nora, ['2026-03-12', '2026-03-13']);
      await run(dueSoonReminderJob);
      await run(dueSoonReminderJob);
      expect(messagesTo(nora)).toHaveLength(1);
      expect(messagesTo(nora)[0]?.text).toContain(`- ${name}, component no. 1, return date 12-03-2026`);
      expect(messagesTo(nora)[0]?.text).not.toContain('13-03-2026');

      t.clock.advanceDays(1);
      await run(dueSoonReminderJob);
      expect(messagesTo(nora)).toHaveLength(2);
      expect(messagesTo(nora)[1]?.text).toContain(`- ${name}, component no. 2, return date 13-03-2026`);
    });

    it('leaves out a loan made within the reminder window', async () => {
      const nora = await borrower();
      await loansDue(nora, ['2026-03-11'], t.clock.now());
      await run(dueSoonReminderJob);
      expect(messagesTo(nora)).toEqual([]);
    });

    it('is off with DUE_SOON_REMINDER_DAYS=0', async () => {
      const nora = await borrower();
      await loansDue(nora, ['2026-03-11']);
      await run(dueSoonReminderJob, { ...ctx, config: { ...t.config, DUE_SOON_REMINDER_DAYS: 0 } });
      expect(messagesTo(nora)).toEqual([]);
    });
  });

  describe('scheduled overdue reminder', () => {
    it('is off by default', async () => {
      expect(loadConfig({}).OVERDUE_REMINDER_SCHEDULE).toBe('off');
      const nora = await borrower();
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      await createLoan(t.db, { loanerId: nora.loanerId, componentId, returnDate: '2026-03-01' });
      await run(overdueReminderJob, { ...ctx, config: { ...t.config, OVERDUE_REMINDER_SCHEDULE: 'off' } });
      expect(messagesTo(nora)).toEqual([]);
    });

    it('reminds on the first day overdue and then every scheduled number of days, once each', async () => {
      const nora = await borrower();
      const { componentIds, name } = await createTypeWithComponents(t.db, 1);
      const [componentId] = componentIds as [number];
      const loanId = await createLoan(t.db, {
        loanerId: nora.loanerId,
        componentId,
        returnDate: '2026-03-09',
      });
      const remindersAfter = async (days: number) => {
        t.clock.set(new Date(new Date(NOW).getTime() + days * DAY));
        await run(overdueReminderJob);
        await run(overdueReminderJob);
        return messagesTo(nora).length;
      };
      expect(await remindersAfter(0)).toBe(1);
      expect(messagesTo(nora)[0]?.text).toContain('Subject: Reminder: overdue loan(s) from the electronics lab');
      expect(messagesTo(nora)[0]?.text).toContain(`- ${name}, component no. 1, return date 09-03-2026`);
      const [loan] = await t.db.select().from(loans).where(eq(loans.id, loanId));
      expect(loan).toMatchObject({ isEmailSent: true, lastEmailSend: new Date(NOW) });

      expect(await remindersAfter(1)).toBe(1);
      expect(await remindersAfter(2)).toBe(1);
      expect(await remindersAfter(3)).toBe(2);
      expect(await remindersAfter(6)).toBe(3);
    });

    it('leaves out a loaner the Emails screen reminded the same lab day, whichever comes first', async () => {
      const admin = await t.createUser([RoleName.Admin]);
      const pressSend = () => t.inject({ method: 'POST', url: '/api/mail/reminder', user: admin });
      const [nora, otto] = [await borrower(), await borrower()];
      const { componentIds } = await createTypeWithComponents(t.db, 2);
      for (const [i, { loanerId }] of [nora, otto].entries()) {
        await createLoan(t.db, { loanerId, componentId: componentIds[i] as number, returnDate: '2026-03-09' });
      }
      expect((await pressSend()).statusCode).toBe(200);
      await run(overdueReminderJob);
      expect(messagesTo(nora)).toHaveLength(1);

      // Three days later the schedule is due again and comes first: the Emails screen's send that day leaves both out.
      t.clock.set(new Date(new Date(NOW).getTime() + 3 * DAY));
      await run(overdueReminderJob);
      expect((await pressSend()).statusCode).toBe(200);
      expect(messagesTo(nora)).toHaveLength(2);
      expect(messagesTo(otto)).toHaveLength(2);
    });
  });

  describe("in the loaner's language", () => {
    const runAll = async () => {
      for (const job of [
        reservationConfirmationJob,
        reservationExpiryNoticeJob,
        dueSoonReminderJob,
        overdueReminderJob,
      ])
        await run(job);
    };
    const messageAbout = (user: TestUser, subject: string) =>
      messagesTo(user).find((message) => message.text.includes(`Subject: ${subject}\r\n`))?.text ?? '';

    it('writes every notice in Danish to a loaner who chose Danish, and in English to the others', async () => {
      const dora = await t.createUser([RoleName.Loaner], { firstName: 'Dora', lastName: 'Dansk', language: 'da' });
      const nora = await borrower();
      const doraType = await everyNoticeFor(dora);
      const noraType = await everyNoticeFor(nora);
      await runAll();

      expect(messagesTo(dora)).toHaveLength(4);
      for (const message of messagesTo(dora)) {
        expect(message.text).toContain('Kære Dora Dansk,');
        expect(message.text).toContain('Venlig hilsen\r\nElektroniklaboratoriet');
        expect(message.text).not.toMatch(/Dear|Kind regards|component no\./);
        expect(message.text).toMatch(/^Auto-Submitted: auto-generated\r$/m);
        expect(message.text).toContain(
          `\r\n-- \r\nDenne e-mail er sendt automatisk af Labstock.\r\nDine lån og reservationer: ${t.config.publicUrl}`,
        );
      }
      const confirmation = messageAbout(dora, 'Din reservation i Elektroniklaboratoriet');
      expect(confirmation).toContain('Du har reserveret følgende komponent(er) i Elektroniklaboratoriet:');
      expect(confirmation).toContain(`- ${doraType}, komponent nr. 1, afhentes senest 18-03-2026`);
      expect(confirmation).toContain('En reservation, der ikke er afhentet inden for 8 dage, bliver slettet.');
      const expired = messageAbout(dora, 'Din reservation i Elektroniklaboratoriet er udløbet');
      expect(expired).toContain('blev ikke afhentet inden for 8 dage og er blevet slettet:');
      expect(expired).toContain(`- ${doraType}, komponent nr. 2\r\n`);
      const dueSoon = messageAbout(dora, 'Påmindelse: lån fra Elektroniklaboratoriet skal snart afleveres');
      expect(dueSoon).toContain(`- ${doraType}, komponent nr. 3, afleveringsdato 11-03-2026`);
      const overdue = messageAbout(dora, 'Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet');
      expect(overdue).toContain(`- ${doraType}, komponent nr. 4, afleveringsdato 05-03-2026`);
      expect(overdue).toContain('Hvis du allerede har afleveret dem, kan du se bort fra denne e-mail.');
      expect((await logsTo(dora)).map((log) => log.subject).sort()).toEqual([
        'Din reservation i Elektroniklaboratoriet',
        'Din reservation i Elektroniklaboratoriet er udløbet',
        'Påmindelse: lån fra Elektroniklaboratoriet skal snart afleveres',
        'Påmindelse: overskredet afleveringsfrist for lån fra Elektroniklaboratoriet',
      ]);

      expect(messagesTo(nora)).toHaveLength(4);
      for (const message of messagesTo(nora)) {
        expect(message.text).toContain('Dear Nora Notice,');
        expect(message.text).toContain('Kind regards,\r\nThe electronics lab');
        expect(message.text).toMatch(/^Auto-Submitted: auto-generated\r$/m);
        expect(message.text).toContain(
          `\r\n-- \r\nThis e-mail was sent automatically by Labstock.\r\nYour loans and reservations: ${t.config.publicUrl}`,
        );
      }
      expect(messageAbout(nora, 'Your reservation at the electronics lab')).toContain(
        `- ${noraType}, component no. 1, pick up by 18-03-2026`,
      );
      expect(messageAbout(nora, 'Reminder: overdue loan(s) from the electronics lab')).toContain(
        `- ${noraType}, component no. 4, return date 05-03-2026`,
      );
    });

    it('follows a change of language for the next notice', async () => {
      const dora = await t.createUser([RoleName.Loaner], { firstName: 'Dora', lastName: 'Dansk' });
      const { componentIds } = await createTypeWithComponents(t.db, 2);
      const [first, second] = componentIds as [number, number];
      const reserve = (componentId: number) =>
        createReservation(t.db, { loanerId: dora.loanerId, componentId, reservationDate: t.clock.now() });
      await reserve(first);
      await run(reservationConfirmationJob);
      const res = await t.inject({
        method: 'PUT',
        url: '/api/Loaners/Loaner/language',
        user: dora,
        payload: { language: 'da' },
      });
      expect(res.statusCode).toBe(200);
      await reserve(second);
      await run(reservationConfirmationJob);
      expect(messagesTo(dora).map((message) => /^Subject: (.*)$/m.exec(message.text)?.[1]?.trim())).toEqual([
        'Your reservation at the electronics lab',
        'Din reservation i Elektroniklaboratoriet',
      ]);
    });
  });

  it('sends each notice once when two processes run the jobs at the same moment', async () => {
    const nora = await borrower();
    await everyNoticeFor(nora);
    // A send in flight while the other process claims: its claim waits for the first one's transaction.
    sink.acceptDelayMs = 200;

    const jobs = [reservationConfirmationJob, reservationExpiryNoticeJob, dueSoonReminderJob, overdueReminderJob];
    const inItsOwnTransaction = (job: Job) => t.db.transaction((tx) => job.run({ ...ctx, db: tx }));
    await Promise.all(jobs.flatMap((job) => [inItsOwnTransaction(job), inItsOwnTransaction(job)]));

    expect(messagesTo(nora)).toHaveLength(4);
    expect((await logsTo(nora)).map((log) => log.subject).sort()).toEqual([
      'Reminder: loan(s) from the electronics lab due soon',
      'Reminder: overdue loan(s) from the electronics lab',
      'Your reservation at the electronics lab',
      'Your reservation at the electronics lab has expired',
    ]);
  });
});
