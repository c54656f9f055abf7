import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope recipients and the text of the message. */
export interface ReceivedMessage {
  to: string[];
  /**
   * The message as text, so headers and body can be searched: header lines unfolded and their encoded words
   * (RFC 2047) decoded, the quoted-printable or base64 body decoded, all as UTF-8 (æ, ø, å as they were sent).
   */
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMessage[];
  /** Recipients for which the server answers RCPT TO with a permanent failure. */
  rejectedRecipients: Set<string>;
  /** Delay before the server accepts a message's data, to hold a send in flight. */
  acceptDelayMs: number;
  /** SMTP connections opened to the server so far. */
  connections: number;
  stop(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (for tests). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const rejectedRecipients = new Set<string>();
  const sink = { acceptDelayMs: 0, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      sink.connections++;
      callback();
    },
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
          text: decodeMessage(Buffer.concat(chunks).toString('utf8')),
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

/** A plain-text message as nodemailer writes it, decoded to readable text (see ReceivedMessage.text). */
export function decodeMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const headers = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    // Whitespace between two encoded words belongs to neither (RFC 2047 §6.2).
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
  const body = raw.slice(split);
  const transferEncoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (transferEncoding === 'base64') return `${headers}\r\n\r\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (transferEncoding === 'quoted-printable') return headers + decodeQuotedPrintable(body);
  return headers + body;
}

/** Quoted-printable text to the UTF-8 text its bytes spell. */
function decodeQuotedPrintable(encoded: string): string {
  const text = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
