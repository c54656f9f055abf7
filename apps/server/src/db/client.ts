import { mkdirSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CATALOGUE_CHANGED, type ChangeFeed, ChangeSignal } from './change-feed.js';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import { defaultPoolSettings, type PoolSettings } from './pool-settings.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service may run its queries on the database or inside a caller's transaction. */
export type Executor = Database | Transaction;

/** The PostgreSQL pool's connections at one moment (its metrics). */
export interface PoolCounts {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The pool's connections now; only PostgreSQL has a pool. */
  poolCounts?(): PoolCounts;
  /** Changes to the catalogue, from this process or any other (see change-feed.ts). */
  catalogueChanges: ChangeFeed;
  /** Applies the committed migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant: the advisory lock key that serialises migrations between server replicas. */
const MIGRATION_LOCK_KEY = 727_001;

export function openPostgres(connectionString: string, settings: PoolSettings = defaultPoolSettings): DatabaseHandle {
  const catalogueChanges = new ChangeSignal();
  const silenceLimitMs = (settings.statementTimeoutSeconds + SILENCE_GRACE_SECONDS) * 1000;
  const pool = new pg.Pool({
    connectionString,
    max: settings.size,
    connectionTimeoutMillis: settings.connectTimeoutSeconds * 1000,
    statement_timeout: settings.statementTimeoutSeconds * 1000,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutSeconds * 1000,
    onConnect: (client) => {
      // A connection lost under a transaction fails that transaction's queries; its 'error' event adds nothing
      // (and, heard by nobody while the pool has lent the connection out, it would end the process).
      client.on('error', () => {});
      if (settings.statementTimeoutSeconds > 0) endWhenSilent(client as pg.Client, silenceLimitMs);
      return listenForChanges(client, catalogueChanges, CATALOGUE_CHANGED);
    },
  });
  announceWhenNobodyListens(pool, catalogueChanges);
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    catalogueChanges,
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      // A connection of its own, without the statement timeout: a migration may rewrite a large table, and a
      // replica waits here for another's migration to finish.
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: settings.connectTimeoutSeconds * 1000,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/** Beyond the statement timeout, how long a live server's own cancellation of a statement may take to arrive. */
const SILENCE_GRACE_SECONDS = 2;

/**
 * Ends a connection on which the server owes an answer and has sent nothing for `limitMs` (a stalled network, a
 * frozen host): its queries fail at once as the database being unreachable, and the pool opens a new one. Left
 * alone, node-postgres would wait for TCP to give up, minutes later, and hand the dead connection out again.
 */
function endWhenSilent(client: pg.Client, limitMs: number): void {
  const socket = client.connection.stream;
  if (!(socket instanceof Socket)) return;
  // The socket's timeout counts from its last byte either way; an idle connection owes nothing.
  socket.setTimeout(limitMs, () => {
    if (awaitsServer(client)) {
      const silent = Object.assign(new Error(`The database sent nothing for ${limitMs / 1000} s`), {
        code: 'ETIMEDOUT',
      });
      socket.destroy(silent);
    }
  });
}

/** node-postgres' own flag: false from the moment it sends a query until the server says it is ready again. */
function awaitsServer(client: pg.Client): boolean {
  return (client as unknown as { readyForQuery: boolean }).readyForQuery === false;
}

/**
 * Every connection of the pool listens before the pool hands it out, so a change committed on one of them is
 * heard before its commit returns (PostgreSQL sends a session its own notices at commit), and a change from
 * another process as soon as any connection is idle.
 */
async function listenForChanges(client: pg.ClientBase, signal: ChangeSignal, channel: string): Promise<void> {
  client.on('notification', (notice) => {
    if (notice.channel === channel) signal.announce();
  });
  await client.query(`LISTEN ${channel}`);
}

/**
 * While the pool holds no connection nobody hears: that counts as a change, when the last connection goes and
 * again when the first one comes.
 */
function announceWhenNobodyListens(pool: pg.Pool, signal: ChangeSignal): void {
  pool.on('connect', () => {
    if (pool.totalCount === 1) signal.announce();
  });
  pool.on('remove', () => {
    if (pool.totalCount === 0) signal.announce();
  });
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  const catalogueChanges = new ChangeSignal();
  // One session, which hears its own notices at commit. LISTEN fails only when the database does, and every
  // request then fails with it.
  client.listen(CATALOGUE_CHANGED, () => catalogueChanges.announce()).catch(() => {});
  return {
    db,
    driver: 'pglite',
    catalogueChanges,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Opens the embedded database in `dataDir` (created when missing) for this process alone, or in memory when
 * `dataDir` is undefined.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) return wrapPglite(await PGlite.create({ extensions: { pg_trgm } }));
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const handle = wrapPglite(await PGlite.create({ dataDir, extensions: { pg_trgm } }));
    return { ...handle, close: () => handle.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Where the embedded database lives inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pool?: PoolSettings;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  return openPglite(embeddedDatabaseDir(options.dataDir));
}
