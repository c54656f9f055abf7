import { Language, RoleName } from '@labstock/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noticesSent, qualificationGrants } from '../db/schema.js';
import { type SmtpSink, startSmtpSink } from '../modules/mail/smtp-sink.js';
import { renderQualificationExpiring } from '../modules/mail/templates/qualification-expiring.js';
import { NoticeKind } from '../modules/notices/notice-kind.js';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.js';
import type { JobContext } from './job.js';
import { qualificationExpiryNoticeJob } from './notice-jobs.js';
import { runUnderLock } from './scheduler.js';

// 10:00 UTC is 11:00 in the lab (Copenhagen): the lab's today is 2026-03-10, and the notice looks through 2026-03-24.
const NOW = '2026-03-10T10:00:00Z';

describe('the qualification expiry notice, through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ctx: JobContext;
  let admin: TestUser;
  let clerk: TestUser;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    ctx = { db: t.db, clock: t.clock, config: t.config };
    [admin, clerk] = await Promise.all([t.createUser([RoleName.Admin]), t.createUser([RoleName.Clerk])]);
    const lab = { name: 'the electronics lab', noticeEmail: null };
    expect((await t.inject({ method: 'PUT', url: '/api/Lab', user: admin, payload: lab })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    t.clock.set(NOW);
  });

  let counter = 0;
  const run = () => runUnderLock(ctx, qualificationExpiryNoticeJob);
  const defineQualification = async (validForDays: number | null) => {
    const payload = { name: `Soldering safety ${++counter}`, validForDays };
    const res = await t.inject({ method: 'POST', url: '/api/Qualifications', user: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ qualificationId: number; name: string }>();
  };
  const grant = async (loaner: TestUser, qualificationId: number, grantedOn: string) => {
    const url = `/api/Loaners/${loaner.loanerId}/qualifications`;
    const res = await t.inject({ method: 'POST', url, user: clerk, payload: { qualificationId, grantedOn } });
    expect(res.statusCode, res.body).toBe(201);
  };
  const toLoaner = (loaner: TestUser) =>
    sink.messages
      .filter((message) => message.to.includes(`${loaner.auId}@uni.example`))
      .map((message) => message.text.replace(/\r\n/g, '\n'));
  const claimsOf = async (loaner: TestUser) => {
    const grants = await t.db
      .select({ id: qualificationGrants.id })
      .from(qualificationGrants)
      .where(eq(qualificationGrants.loanerId, loaner.loanerId));
    return t.db
      .select()
      .from(noticesSent)
      .where(
        and(
          eq(noticesSent.kind, NoticeKind.QualificationExpiring),
          inArray(
            noticesSent.subjectId,
            grants.map((row) => row.id),
          ),
        ),
      );
  };

  it('tells the loaner once, 14 days before, of each grant expiring, with its expiry day', async () => {
    const loaner = await t.createUser([RoleName.Loaner], { firstName: 'Ada', lastName: 'Tester' });
    const soon = await defineQualification(30);
    const later = await defineQualification(30);
    const withoutEnd = await defineQualification(null);
    const expired = await defineQualification(30);
    await grant(loaner, soon.qualificationId, '2026-02-22'); // expires on 2026-03-24: 14 days from today
    await grant(loaner, later.qualificationId, '2026-02-23'); // expires on 2026-03-25: 15 days
    await grant(loaner, withoutEnd.qualificationId, '2026-01-01');
    await grant(loaner, expired.qualificationId, '2026-02-08'); // expired today
    await run();
    await run();

    const [message, ...more] = toLoaner(loaner);
    expect(more).toEqual([]);
    expect(message).toContain('Subject: Your qualification expires soon');
    expect(message).toContain('Dear Ada Tester,');
    expect(message).toContain(
      'The following qualification(s) you hold at the electronics lab expire within 14 days. From its expiry day you cannot borrow what requires it until it is renewed:',
    );
    expect(message).toContain(`- ${soon.name}, expires on 24-03-2026`);
    expect(message).not.toContain(later.name);
    expect(message).not.toContain(withoutEnd.name);
    expect(message).not.toContain(expired.name);
    expect(message).toContain(
      "To renew it, ask for the training again on a component's page in Labstock or at the counter.",
    );

    // The next day the second comes within 14 days: it is told on its own.
    t.clock.set('2026-03-11T10:00:00Z');
    await run();
    const [, next, ...none] = toLoaner(loaner);
    expect(none).toEqual([]);
    expect(next).toContain(`- ${later.name}, expires on 25-03-2026`);
    expect(next).not.toContain(soon.name);
    expect(await claimsOf(loaner)).toHaveLength(2);
  });

  it('tells a renewed grant anew, 14 days before its new expiry', async () => {
    const loaner = await t.createUser([RoleName.Loaner]);
    const { qualificationId, name } = await defineQualification(30);
    await grant(loaner, qualificationId, '2026-02-20'); // expires on 2026-03-22
    await run();
    expect(toLoaner(loaner)).toEqual([expect.stringContaining(`- ${name}, expires on 22-03-2026`)]);

    await grant(loaner, qualificationId, '2026-03-10'); // renewed: expires on 2026-04-09, told from 2026-03-26
    t.clock.set('2026-03-25T10:00:00Z');
    await run();
    expect(toLoaner(loaner)).toHaveLength(1);
    t.clock.set('2026-03-26T10:00:00Z');
    await run();
    await run();
    expect(toLoaner(loaner)).toHaveLength(2);
    expect(toLoaner(loaner)[1]).toContain(`- ${name}, expires on 09-04-2026`);
    expect(await claimsOf(loaner)).toHaveLength(2);
  });

  it('is written in Danish too', () => {
    const { subject, text } = renderQualificationExpiring(Language.Danish, 'Ada Tester', 'Elektroniklaboratoriet', 14, [
      { qualificationName: 'Lodning', expiresOn: '2026-03-24' },
    ]);
    expect(subject).toBe('Din kvalifikation udløber snart');
    expect(text).toContain(
      'Følgende kvalifikation(er), du har i Elektroniklaboratoriet, udløber inden for 14 dage. Fra udløbsdagen kan du ikke låne det, der kræver den, før den er fornyet:',
    );
    expect(text).toContain('- Lodning, udløber 24-03-2026');
  });
});
