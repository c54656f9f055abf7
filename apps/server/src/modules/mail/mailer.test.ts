import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EmailStatus } from '@labstock/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { mailMessages } from './mail.messages.js';
import { createMailer, type Mailer } from './mailer.js';
import { sendAndLog } from './send-and-log.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

/** Stored before addresses were checked, or written around the check: none may reach anyone. */
const NOT_ONE_ADDRESS = [
  'a@x.example, b@y.example',
  '"Evil" <evil@x.example>, c@y.example',
  'a@x.example\r\nBcc: b@y.example',
  'not-an-address',
];
const mail = (to: string) => ({ to, subject: 'Receipt', text: 'Dear Lea,' });

describe('mailer', () => {
  let sink: SmtpSink;
  let smtp: Mailer;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtp = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'lab@uni.example', DATA_DIR: os.tmpdir() });
    t = await createTestApp();
  });
  afterAll(async () => {
    smtp.close();
    await sink.stop();
    await t.close();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    await t.db.delete(emailLogs);
  });

  it.each(NOT_ONE_ADDRESS)('sends nothing to %j and logs it as Failed, not Sent', async (to) => {
    expect(await sendAndLog(t.db, smtp, t.clock, mail(to))).toBe(false);
    expect(sink.messages).toEqual([]);
    const [logged, ...more] = await t.db.select().from(emailLogs);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      recipientEmail: to,
      status: EmailStatus.Failed,
      errorMessage: mailMessages.invalidRecipient,
    });
  });

  it('sends to one valid address', async () => {
    expect(await sendAndLog(t.db, smtp, t.clock, mail('lea@uni.example'))).toBe(true);
    expect(sink.messages.map((m) => m.to)).toEqual([['lea@uni.example']]);
  });

  it('sends many messages over a few reused connections, as a relay that greets new ones slowly needs', async () => {
    const before = sink.connections;
    const addresses = Array.from({ length: 40 }, (_, i) => `loaner${i}@uni.example`);
    await Promise.all(addresses.map((to) => smtp.send(mail(to))));
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(sink.connections - before).toBeLessThanOrEqual(4);
  });

  it('writes nothing to the embedded outbox for an invalid recipient', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labstock-outbox-'));
    const outbox = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'lab@uni.example', DATA_DIR: dataDir });
    try {
      await expect(outbox.send(mail('a@x.example, b@y.example'))).rejects.toThrow(mailMessages.invalidRecipient);
      await outbox.send(mail('lea@uni.example'));
      expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
    } finally {
      outbox.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
