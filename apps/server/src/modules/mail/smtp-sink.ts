import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope recipients and the text of the message. */
export interface ReceivedMessage {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded, so body text can be searched. */
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMessage[];
  /** Recipients for which the server answers RCPT TO with a permanent failure. */
  rejectedRecipients: Set<string>;
  /** Delay before the server accepts a message's data, to hold a send in flight. */
  acceptDelayMs: number;
  stop(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (for tests). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const rejectedRecipients = new Set<string>();
  const sink = { acceptDelayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectedRecipients.has(address.address)) callback(new Error(`Mailbox ${address.address} does not exist`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        setTimeout(callback, sink.acceptDelayMs);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectedRecipients,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A local port nothing listens on (taken and released at once). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
