import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** `json`: one JSON object a line, for a log collector; `text`: one short line an event, for a person at a terminal. */
export type LogFormat = 'json' | 'text';

interface Destination {
  write(line: string): unknown;
}

/** pino's levels above info, and below it, say what they are; info says nothing. */
const levelLabels: Record<number, string> = { 10: 'trace:', 20: 'debug:', 40: 'warning:', 50: 'error:', 60: 'fatal:' };

/** What every line has, or what the text line says otherwise: left out of its trailing `key=value` pairs. */
const shownOtherwise = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

/** One pino JSON line as a person reads it: `14:03:07 warning: message key=value`, an error's stack below it. */
export function textLogLine(jsonLine: string): string {
  const entry = JSON.parse(jsonLine) as Record<string, unknown>;
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = levelLabels[Number(entry.level)];
  const facts = Object.entries(entry)
    .filter(([key]) => !shownOtherwise.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const line = [time, level, entry.msg, ...facts].filter((part) => part !== undefined && part !== '').join(' ');
  const err = entry.err as { stack?: string } | undefined;
  return `${line}\n${err?.stack ? `${err.stack}\n` : ''}`;
}

/** Where pino writes in the text format: each line turned into text on its way to `out`. */
export function textLogDestination(out: Destination): Destination {
  return { write: (jsonLine: string) => out.write(textLogLine(jsonLine)) };
}

/** In the text format, one line a request once it is answered, `GET /api/x 200 12 ms`, for Fastify's two. */
export class TextRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
