import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres, wrapPglite } from '../db/client.js';
import { defaultPoolSettings } from '../db/pool-settings.js';

/** Which database the server suite runs on: set per Vitest project (see vitest.config.ts). */
export const testDatabaseKind = process.env.LABSTOCK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const TEMPLATE_DATABASE = `labstock_template_${process.env.LABSTOCK_TEST_RUN ?? 'local'}`;

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${database}`;
  return url.toString();
}

let migratedDump: Promise<File | Blob> | undefined;

/** A migrated PGlite once per worker, copied for each test database: a copy is far quicker than an initdb. */
export function migratedPgliteDump(): Promise<File | Blob> {
  migratedDump ??= (async () => {
    const base = await openPglite();
    await base.migrate();
    const client = (base.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await base.close();
    return dump;
  })();
  return migratedDump;
}

async function freshPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await migratedPgliteDump(), extensions: { pg_trgm } });
  return wrapPglite(client);
}

/** A new PostgreSQL database copied from the migrated template that the global setup made: its URL and its drop. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `labstock_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
        break;
      } catch (error) {
        // Two copies of one template at the same instant collide; try again shortly.
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: serverUrl(name),
    async drop() {
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}

async function freshPostgres(): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresDatabase();
  const handle = openPostgres(url, { ...defaultPoolSettings, size: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * The database of `handle` opened again, as a second server process would: a pool of its own on PostgreSQL, the
 * same embedded instance on PGlite (one process holds it; closing this handle leaves it open).
 */
export function openSameDatabase(handle: DatabaseHandle): DatabaseHandle {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) return openPostgres(client.options.connectionString as string);
  return { ...wrapPglite(client), close: async () => {} };
}

/** A migrated, empty database of the kind this test project runs on. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return testDatabaseKind === 'postgres' ? freshPostgres() : freshPglite();
}

/** Vitest global setup for the PostgreSQL project: migrate a template database once per run. */
export async function createTemplateDatabase(): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  const template = openPostgres(serverUrl(TEMPLATE_DATABASE), { ...defaultPoolSettings, size: 1 });
  await template.migrate();
  await template.close();
  return async () => {
    await admin.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`).catch(() => {});
    await admin.end();
  };
}
