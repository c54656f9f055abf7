import { ComponentStatus, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { components } from '../db/schema.js';
import { createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../modules/mail/smtp-sink.js';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.js';
import { bookingAtRiskJob, bookingSetAsideJob } from './booking-jobs.js';
import type { Job, JobContext } from './job.js';
import { bookingAtRiskNoticeJob, bookingReadyNoticeJob, reservationConfirmationJob } from './notice-jobs.js';
import { runUnderLock } from './scheduler.js';

// 10:00 UTC is 11:00 in the lab (Copenhagen): the lab's today is 2026-03-10.
const NOW = '2026-03-10T10:00:00Z';

describe('the e-mails of bookings ahead, through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ctx: JobContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    ctx = { db: t.db, clock: t.clock, config: t.config };
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    t.clock.set(NOW);
  });

  const run = (job: Job) => runUnderLock(ctx, job);
  const booker = (language: 'en' | 'da' = 'en') =>
    t.createUser([RoleName.Loaner], { firstName: 'Bo', lastName: 'Booker', language });
  const messagesTo = (user: TestUser) =>
    sink.messages.filter((message) => message.to.includes(`${user.auId}@uni.example`));
  const book = async (user: TestUser, payload: object) => {
    const res = await t.inject({ method: 'POST', url: '/api/Bookings', user, payload });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('tells the booker once, on the first day, which units are set aside and by when to pick them up', async () => {
    const bo = await booker();
    const { componentTypeId, name } = await createTypeWithComponents(t.db, 2);
    await book(bo, { componentTypeId, quantity: 2, from: '2026-03-12', to: '2026-03-14' });
    t.clock.set('2026-03-12T06:00:00Z');
    await run(bookingSetAsideJob);
    await run(bookingReadyNoticeJob);
    await run(bookingReadyNoticeJob);
    // The set-aside units are not confirmed again as reservations.
    await run(reservationConfirmationJob);

    const [message, ...more] = messagesTo(bo);
    expect(more).toEqual([]);
    expect(message?.text).toContain('Subject: Your booking at the electronics lab is ready for pick-up');
    // The pick-up window (8 days) runs past the booking's last day: the last day is the deadline.
    expect(message?.text).toContain(`- ${name}, component no. 1, pick up by 14-03-2026`);
    expect(message?.text).toContain(`- ${name}, component no. 2, pick up by 14-03-2026`);
  });

  it('tells the booker once, in their language, when their booking falls short', async () => {
    const bo = await booker('da');
    const { componentTypeId, componentIds, name } = await createTypeWithComponents(t.db, 1);
    await book(bo, { componentTypeId, quantity: 1, from: '2026-03-20', to: '2026-03-21' });
    await t.db
      .update(components)
      .set({ status: ComponentStatus.Defect })
      .where(eq(components.id, componentIds[0] as number));
    await run(bookingAtRiskJob);
    await run(bookingAtRiskNoticeJob);
    await run(bookingAtRiskJob);
    await run(bookingAtRiskNoticeJob);

    const [message, ...more] = messagesTo(bo);
    expect(more).toEqual([]);
    expect(message?.text).toContain('Din booking i Elektroniklaboratoriet kan komme til at mangle');
    expect(message?.text).toContain(`- 1 × ${name}, 20-03-2026 til 21-03-2026`);
  });
});
