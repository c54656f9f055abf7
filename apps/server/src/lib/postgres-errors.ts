/** The fields of a PostgreSQL error that both node-postgres and PGlite report. */
export interface PostgresError {
  code: string;
  constraint?: string;
  detail?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error behind a failed query, whichever driver raised it (Drizzle wraps it in `cause`). */
export function postgresError(error: unknown): PostgresError | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as PostgresError;
  }
  return undefined;
}

/** True when the query failed on a unique index (SQLSTATE 23505), optionally on the named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresError(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** Runs the write; a violation of the unique index `constraint` is answered with `refusal` instead (a name taken). */
export async function refusingDuplicates<T>(
  constraint: string,
  refusal: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}

/**
 * True when PostgreSQL refused a value it cannot hold as text: a NUL character (SQLSTATE 22021), or one that has
 * no equivalent in the database's encoding (22P05). The request's own input is to blame: 400, never a 500.
 */
export function isUnstorableCharacter(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code === '22021' || code === '22P05';
}

/** SQLSTATEs of a transaction rolled back for a conflict with a concurrent one: a deadlock, a serialisation failure. */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** True when PostgreSQL rolled the transaction back for a conflict with another: run again, it may well succeed. */
export function isTransactionConflict(error: unknown): boolean {
  return CONFLICT_STATES.has(postgresError(error)?.code ?? '');
}

/** Socket failures on the way to the database server: refused, reset, timed out, no route, no such host. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that will not serve now: connection exceptions (class 08), shut down by an administrator
 * or a crash, starting up, too many connections, a statement cancelled at the statement timeout.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres says these without a code: a connection that ended under a query, or a connect that timed out. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a query failed because the database could not be reached (not because of the query): the request
 * may succeed once it is back, so it is a 503, not a 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
