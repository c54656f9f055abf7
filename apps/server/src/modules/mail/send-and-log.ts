import { EmailStatus } from '@labstock/shared';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { countEmail } from '../../lib/process-metrics.js';
import { insertEmailLog } from './mail.repo.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/** Sends one message and logs the attempt: Sent, or Failed with the server's reason. True when it was sent. */
export async function sendAndLog(db: Executor, mailer: Mailer, clock: Clock, mail: OutgoingMail): Promise<boolean> {
  const entry = { recipientEmail: mail.to, subject: mail.subject, body: mail.text };
  try {
    await mailer.send(mail);
  } catch (error) {
    countEmail('failed');
    const errorMessage = error instanceof Error ? error.message : String(error);
    await insertEmailLog(db, { ...entry, status: EmailStatus.Failed, sentAt: clock.now(), errorMessage });
    return false;
  }
  countEmail('sent');
  await insertEmailLog(db, { ...entry, status: EmailStatus.Sent, sentAt: clock.now(), errorMessage: null });
  return true;
}
