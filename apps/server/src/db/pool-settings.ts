/**
 * How the PostgreSQL pool of a process fails fast when the database is slow or silent (docs/configuration.md,
 * the DATABASE_* settings): a request then answers 503 within seconds instead of waiting for TCP to give up.
 */
export interface PoolSettings {
  /** Connections the process keeps at most. */
  size: number;
  /** Seconds a request waits for a connection (a free one of the pool, or a new one) before it fails. */
  connectTimeoutSeconds: number;
  /**
   * Seconds PostgreSQL lets one statement run before it cancels it (0: no limit). A server that owes an answer
   * and stays silent a little longer than this has gone away, and its connection is ended.
   */
  statementTimeoutSeconds: number;
  /**
   * Seconds PostgreSQL lets a session sit idle inside a transaction before it ends it, freeing its locks (0: never).
   * Longer than the e-mail a scheduled job sends inside its transaction may take (mailer.ts: 10 s a step).
   */
  idleInTransactionTimeoutSeconds: number;
}

export const defaultPoolSettings: PoolSettings = {
  size: 10,
  connectTimeoutSeconds: 5,
  statementTimeoutSeconds: 5,
  idleInTransactionTimeoutSeconds: 60,
};
