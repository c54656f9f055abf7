import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EmailStatus, Language } from '@labstock/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { mailMessages } from './mail.messages.js';
import { createMailer, type Mailer } from './mailer.js';
import { sendAndLog } from './send-and-log.js';
import { decodeMessage, type SmtpSink, startSmtpSink } from './smtp-sink.js';

/** Stored before addresses were checked, or written around the check: none may reach anyone. */
const NOT_ONE_ADDRESS = [
  'a@x.example, b@y.example',
  '"Evil" <evil@x.example>, c@y.example',
  'a@x.example\r\nBcc: b@y.example',
  'not-an-address',
];
const mail = (to: string, language: Language = Language.English) => ({
  to,
  language,
  subject: 'Receipt',
  text: 'Dear Lea,',
});
const PUBLIC_URL = 'https://labstock.uni.example';

/**
 * What a message must say of itself, in the recipient's language: sent automatically, and where Labstock is. Lines
 * end in CRLF over SMTP and in LF in the outbox.
 */
function expectAutomaticMessage(message: string, language: Language) {
  const lines = message.replace(/\r\n/g, '\n');
  expect(lines).toMatch(/^Auto-Submitted: auto-generated$/m);
  expect(lines).toMatch(/^X-Auto-Response-Suppress: OOF, AutoReply$/m);
  const foot = {
    [Language.English]: `This e-mail was sent automatically by Labstock.\nYour loans and reservations: ${PUBLIC_URL}`,
    [Language.Danish]: `Denne e-mail er sendt automatisk af Labstock.\nDine lån og reservationer: ${PUBLIC_URL}`,
  }[language];
  expect(lines).toContain(`Dear Lea,\n\n-- \n${foot}`);
}

describe('mailer', () => {
  let sink: SmtpSink;
  let smtp: Mailer;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtp = createMailer({
      SMTP_URL: sink.url,
      MAIL_FROM: 'lab@uni.example',
      DATA_DIR: os.tmpdir(),
      publicUrl: PUBLIC_URL,
    });
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

  it.each([Language.English, Language.Danish])(
    'marks every message as sent automatically and ends it with the link to Labstock (%s)',
    async (language) => {
      await smtp.send(mail('lea@uni.example', language));
      const [received] = sink.messages;
      expectAutomaticMessage(received?.text ?? '', language);
    },
  );

  it('sends many messages over a few reused connections, as a relay that greets new ones slowly needs', async () => {
    const before = sink.connections;
    const addresses = Array.from({ length: 40 }, (_, i) => `loaner${i}@uni.example`);
    await Promise.all(addresses.map((to) => smtp.send(mail(to))));
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(sink.connections - before).toBeLessThanOrEqual(4);
  });

  it('writes nothing to the embedded outbox for an invalid recipient, and marks what it writes as the SMTP server gets it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labstock-outbox-'));
    const outbox = createMailer({
      SMTP_URL: undefined,
      MAIL_FROM: 'lab@uni.example',
      DATA_DIR: dataDir,
      publicUrl: PUBLIC_URL,
    });
    try {
      await expect(outbox.send(mail('a@x.example, b@y.example'))).rejects.toThrow(mailMessages.invalidRecipient);
      await outbox.send(mail('lea@uni.example'));
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expectAutomaticMessage(decodeMessage(eml), Language.English);
    } finally {
      outbox.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
