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
