import { ComponentStatus, type EmailLog, EmailStatus, RoleName } from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock, type TestUser } from '../../testing/test-app.js';
import { openSameDatabase } from '../../testing/test-database.js';
import { insertComponents, insertComponentType, insertLoan } from '../statistics/stock-fixtures.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

const IN_PROGRESS = 'Reminders are being sent right now. Try again when that run has finished.';

describe('two app instances on one database, two Admins pressing "Sends email to" at once', () => {
  let sink: SmtpSink;
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: sink.url };
    const clock = new TestClock(new Date('2026-03-10T10:00:00Z'));
    first = await createTestApp({ env, clock });
    second = await createTestApp({ env, clock, database: openSameDatabase(first.database) });
    admin = await first.createUser([RoleName.Admin]);
    const typeId = await insertComponentType(first.db, { name: 'Arduino Uno' });
    const componentIds = await insertComponents(first.db, typeId, [ComponentStatus.Loaned, ComponentStatus.Loaned]);
    for (const [i, firstName] of ['Alice', 'Bob'].entries()) {
      const loaner = await first.createUser([RoleName.Loaner], {
        firstName,
        email: `${firstName.toLowerCase()}@uni.example`,
      });
      await insertLoan(first.db, {
        loanerId: loaner.loanerId,
        componentId: componentIds[i] as number,
        loanDate: '2026-02-01T09:00:00Z',
        returnDate: '2026-03-01',
      });
    }
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await sink.stop();
  });

  it('sends each loaner exactly one e-mail, and the second press gets no second run', async () => {
    // Each message is held a moment, so that the first run is still sending when the other press arrives.
    sink.acceptDelayMs = 300;
    const press = (app: TestApp) => app.inject({ method: 'POST', url: '/api/mail/reminder', user: admin });
    const answers = await Promise.all([press(first), press(second)]);

    expect(sink.messages.map((message) => message.to).sort()).toEqual([['alice@uni.example'], ['bob@uni.example']]);
    // The run is recorded in the database: the press on the other process finds it unfinished.
    const sending = answers.find((answer) => answer.statusCode === 200);
    expect(sending?.json()).toMatchObject({ sent: 2, failed: 0, total: 2, finished: true });
    const other = answers.find((answer) => answer !== sending);
    expect(other?.statusCode).toBe(409);
    expect(other?.json()).toMatchObject({ detail: IN_PROGRESS });

    const log = (await first.inject({ method: 'GET', url: '/api/mail', user: admin })).json<EmailLog[]>();
    expect(log.map((entry) => [entry.recipientEmail, entry.status]).sort()).toEqual([
      ['alice@uni.example', EmailStatus.Sent],
      ['bob@uni.example', EmailStatus.Sent],
    ]);
  });
});
