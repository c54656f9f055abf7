import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidEmail, type Language } from '@labstock/shared';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config.js';
import { mailMessages } from './mail.messages.js';
import { emailTexts, withFooter } from './templates/index.js';

export interface OutgoingMail {
  to: string;
  /** The recipient's language: the foot of the message is written in it. */
  language: Language;
  subject: string;
  text: string;
}

/** Delivers one plain-text message; rejects with the transport's error when it is not accepted. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where a mailer's messages go: an SMTP server or the outbox folder. */
interface Transport {
  deliver(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Short enough that a dead SMTP server fails a send within seconds instead of minutes. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Every message of Labstock is sent by the machine (RFC 3834), so out-of-office and other automatic replies leave
 * it unanswered; Exchange reads its own header for the same.
 */
const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'OOF, AutoReply' };

/**
 * An SMTP server when `SMTP_URL` is set; otherwise the embedded outbox under `DATA_DIR`. Each message is marked
 * as sent automatically and ends with the foot that links to Labstock at `PUBLIC_URL`.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'publicUrl'>): Mailer {
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : outboxTransport(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
  return {
    async send(mail) {
      refuseAllButOneAddress(mail.to);
      await transport.deliver({
        to: mail.to,
        subject: mail.subject,
        text: withFooter(emailTexts[mail.language], mail.text, config.publicUrl),
        headers: AUTOMATIC_HEADERS,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Refuses a recipient that is not exactly one address before the transport reads it: nodemailer would send to
 * every address of a list and keep a display name, so an address stored before the rule (or written around it)
 * could still turn a notice into mail to strangers.
 */
function refuseAllButOneAddress(to: string): void {
  if (!isValidEmail(to)) throw new Error(mailMessages.invalidRecipient);
}

/**
 * SMTP connections a mailer keeps open and reuses, at most this many: the reminder send's four messages in flight
 * each have one. A relay greets a new connection only after a pause (its check for clients that talk too soon), so
 * a connection per message would make a send to thousands of loaners wait that pause thousands of times.
 */
const SMTP_CONNECTIONS = 4;

function smtpTransport(url: string, from: string): Transport {
  const transport = nodemailer.createTransport(
    {
      url,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async deliver(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Writes each message as an .eml file, so the product sends "mail" out of the box and it can be opened. */
function outboxTransport(folder: string, from: string): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    async deliver(message) {
      const info = await transport.sendMail(message);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, outboxFileName(info.messageId)), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/** Time first so that the folder lists in sending order; the message id keeps names unique. */
function outboxFileName(messageId: string): string {
  const safeId = messageId.replace(/[^\w.@-]/g, '');
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`;
}
