import type { Duplex } from 'node:stream';
import type { Problem } from '@labstock/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServiceError } from '../lib/errors.js';
import { isDatabaseUnreachable, isTransactionConflict, isUnstorableCharacter } from '../lib/postgres-errors.js';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  408: 'Request Timeout',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

type ProblemExtras = Pick<Problem, 'errors' | 'type'> & { extensions?: Record<string, unknown> };

function problem(status: number, detail: string, { errors, type, extensions }: ProblemExtras = {}) {
  return {
    ...(type ? { type } : {}),
    status,
    title: titles[status] ?? 'Error',
    detail,
    ...(errors ? { errors } : {}),
    ...extensions,
  };
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: ProblemExtras = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problem(status, detail, extra));
}

/** Seconds a client is asked to wait before it tries again while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database is out of reach (readiness, and any call that needed it): 503, try again soon. */
export function sendDatabaseUnreachable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
  return sendProblem(reply, 503, 'The database is not reachable. Try again shortly.');
}

/** Seconds a client is asked to wait after its change kept conflicting with others' (they are over by then). */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * The answer when a change still conflicted with concurrent ones after its retries (inRetryingTransaction): nothing
 * of it was written, and sent again in a moment it goes through. 503, not 500: the server is busy, not broken.
 */
function sendTransactionConflict(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', CONFLICT_RETRY_AFTER_SECONDS);
  return sendProblem(reply, 503, 'Others are changing the same items right now. Try again in a moment.');
}

/**
 * Node's own refusals, before Fastify sees a request (headers too large, a malformed request line, a client too
 * slow to send its headers): written to the socket as problems, then the connection is closed.
 */
export function clientErrorProblem(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${titles[status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The router's own refusals, which come before any hook or error handler (a malformed %-escape in the path,
 * an overlong path parameter): problems like every other error, not Fastify's plain JSON.
 */
export function frameworkErrorProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendProblem(reply, error.statusCode ?? 400, error.message);
}

/** Groups validation issues by field, as `errors: { field: [messages] }`. */
function fieldErrors(issues: { instancePath?: string; message?: string; params?: unknown }[], part: string) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || part;
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value'];
  }
  return errors;
}

/**
 * One place that turns every failure into application/problem+json:
 * service errors keep their status, bad input is a 400 naming the fields, an unreachable database or a change
 * that kept conflicting with others a 503, anything else a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError) return sendProblem(reply, error.status, error.message, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext ?? 'request');
      const summary = Object.entries(errors)
        .map(([field, msgs]) => `${field}: ${msgs.join(', ')}`)
        .join('; ');
      return sendProblem(reply, 400, `The request is invalid. ${summary}`, { errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, status, error.message);
    // The schemas refuse a NUL in what they check; this answers for anything that reached the database with one.
    if (isUnstorableCharacter(error))
      return sendProblem(reply, 400, 'The request contains a character that cannot be stored (a NUL character).');
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database is not reachable');
      return sendDatabaseUnreachable(reply);
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'a change kept conflicting with concurrent ones');
      return sendTransactionConflict(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'An unexpected error occurred.');
  });
});
