import { Language, RoleName } from '@labstock/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { componentTypes, noticesSent } from '../db/schema.js';
import { insertCategory, multipartForm } from '../modules/component-types/component-types.fixtures.js';
import { createTypeWithComponents } from '../modules/lending/lending-fixtures.js';
import { type SmtpSink, startSmtpSink } from '../modules/mail/smtp-sink.js';
import { renderCalibrationDue } from '../modules/mail/templates/calibration-due.js';
import { NoticeKind } from '../modules/notices/notice-kind.js';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.js';
import type { JobContext } from './job.js';
import { calibrationDueNoticeJob } from './notice-jobs.js';
import { runUnderLock } from './scheduler.js';

const NOTICE_ADDRESS = 'elab-calibration@uni.example';
// 10:00 UTC is 11:00 in the lab (Copenhagen): the lab's today is 2026-03-10, and the notice looks through 2026-03-24.
const NOW = '2026-03-10T10:00:00Z';

describe('the calibration notice, through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ctx: JobContext;
  let admin: TestUser;
  let clerk: TestUser;
  let category: number;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    ctx = { db: t.db, clock: t.clock, config: t.config };
    [admin, clerk] = await Promise.all([t.createUser([RoleName.Admin]), t.createUser([RoleName.Clerk])]);
    category = await insertCategory(t.db, 'Instruments');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    t.clock.set(NOW);
    await setLab(NOTICE_ADDRESS);
  });

  const setLab = async (noticeEmail: string | null) => {
    const payload = { name: 'the electronics lab', noticeEmail };
    const res = await t.inject({ method: 'PUT', url: '/api/Lab', user: admin, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const run = () => runUnderLock(ctx, calibrationDueNoticeJob);
  /** The texts of the messages the lab received, with the line breaks as written (SMTP sends CRLF). */
  const toLab = () =>
    sink.messages
      .filter((message) => message.to.includes(NOTICE_ADDRESS))
      .map((message) => message.text.replace(/\r\n/g, '\n'));
  const calibrate = async (componentId: number, calibratedOn: string) => {
    const url = `/api/Component/${componentId}/calibrations`;
    const res = await t.inject({ method: 'POST', url, user: clerk, payload: { calibratedOn } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A type calibrated every `interval` days (none: not calibrated); its units calibrated on `calibratedOn`. */
  const typeCalibratedOn = async (calibratedOn: (string | null)[], interval: number | null = 365) => {
    const type = await createTypeWithComponents(t.db, calibratedOn.length);
    await t.db
      .update(componentTypes)
      .set({ calibrationIntervalDays: interval })
      .where(eq(componentTypes.id, type.componentTypeId));
    for (const [index, day] of calibratedOn.entries())
      if (day) await calibrate(type.componentIds[index] as number, day);
    return type;
  };
  const claimsOf = (componentIds: number[]) =>
    t.db
      .select()
      .from(noticesSent)
      .where(and(eq(noticesSent.kind, NoticeKind.CalibrationDue), inArray(noticesSent.subjectId, componentIds)));

  it('tells the lab once of each unit falling due within 14 days, naming it and its due day', async () => {
    const { name, componentIds } = await typeCalibratedOn(['2025-03-20', '2025-03-25', null, '2025-03-05']);
    const notCalibrated = await typeCalibratedOn(['2025-03-20'], null);
    await run();
    await run();

    const [message, ...more] = toLab();
    expect(more).toEqual([]);
    expect(message).toContain('Subject: Calibration due soon at the electronics lab');
    expect(message).toContain(
      'The following unit(s) at the electronics lab fall due for calibration within 14 days. From its due day a unit cannot be lent until a calibration is recorded:',
    );
    expect(message).toContain(`- ${name}, component no. 1, due on 20-03-2026`);
    // Due in 15 days, never calibrated, already overdue, or of a type without an interval: not (yet) told.
    expect(message).not.toContain(`- ${name}, component no. 2`);
    expect(message).not.toContain(`- ${name}, component no. 3`);
    expect(message).not.toContain(`- ${name}, component no. 4`);
    expect(message).not.toContain(notCalibrated.name);
    expect(message).toContain('The Calibration list in Labstock lists every unit due.');

    // The next day the second unit comes within 14 days: it is told on its own.
    t.clock.set('2026-03-11T10:00:00Z');
    await run();
    const [, next, ...none] = toLab();
    expect(none).toEqual([]);
    expect(next).toContain(`- ${name}, component no. 2, due on 25-03-2026`);
    expect(next).not.toContain(`- ${name}, component no. 1`);
    const claims = await claimsOf(componentIds);
    expect(claims.map((claim) => claim.subjectId).sort()).toEqual([componentIds[0], componentIds[1]].sort());
  });

  it('tells the new due day a recorded calibration gives the unit, 14 days before it', async () => {
    const { name, componentIds } = await typeCalibratedOn(['2025-03-22']);
    const id = componentIds[0] as number;
    await run();
    expect(toLab()).toEqual([expect.stringContaining(`- ${name}, component no. 1, due on 22-03-2026`)]);

    // Calibrated today: due on 2027-03-10, told from 2027-02-24 on.
    await calibrate(id, '2026-03-10');
    t.clock.set('2027-02-23T10:00:00Z');
    await run();
    expect(toLab()).toHaveLength(1);
    t.clock.set('2027-02-24T10:00:00Z');
    await run();
    await run();
    expect(toLab()).toHaveLength(2);
    expect(toLab()[1]).toContain(`- ${name}, component no. 1, due on 10-03-2027`);
    expect(await claimsOf([id])).toHaveLength(2);
  });

  it('tells a unit whose interval was shortened to fall due within the 14 days', async () => {
    const { name, componentTypeId, componentIds } = await typeCalibratedOn(['2026-01-01']);
    await run();
    expect(toLab().join('\n')).not.toContain(name);

    // 2026-01-01 plus 73 days is 2026-03-15: five days from today.
    const form = await multipartForm({
      ComponentTypeId: String(componentTypeId),
      ComponentName: name,
      Status: '0',
      SelectedCategories: String(category),
      CalibrationIntervalDays: '73',
    });
    const res = await t.inject({ method: 'PUT', url: '/api/ComponentTypes', user: admin, ...form });
    expect(res.statusCode, res.body).toBe(200);
    await run();
    await run();
    const told = toLab().filter((message) => message.includes(name));
    expect(told).toEqual([expect.stringContaining(`- ${name}, component no. 1, due on 15-03-2026`)]);
    expect(await claimsOf(componentIds)).toHaveLength(1);
  });

  it('tells nothing, and claims nothing, while the lab has no notice address', async () => {
    await setLab(null);
    const { name, componentIds } = await typeCalibratedOn(['2025-03-18']);
    await run();
    expect(sink.messages).toEqual([]);
    expect(await claimsOf(componentIds)).toEqual([]);

    await setLab(NOTICE_ADDRESS);
    await run();
    expect(toLab()).toEqual([expect.stringContaining(`- ${name}, component no. 1, due on 18-03-2026`)]);
  });

  it('is written in Danish too', () => {
    const { subject, text } = renderCalibrationDue(Language.Danish, 'Elektroniklaboratoriet', 14, [
      { componentName: 'Multimeter', componentNumber: 3, calibrationDueOn: '2026-03-20' },
    ]);
    expect(subject).toBe('Kalibrering forfalder snart i Elektroniklaboratoriet');
    expect(text).toBe(
      [
        'Følgende enhed(er) i Elektroniklaboratoriet skal kalibreres inden for 14 dage. Fra forfaldsdagen kan en enhed ikke udlånes, før en kalibrering er registreret:',
        '- Multimeter, komponent nr. 3, forfalder 20-03-2026',
        'Kalibreringslisten i Labstock viser alle enheder, der skal kalibreres.',
      ].join('\n\n'),
    );
  });
});
