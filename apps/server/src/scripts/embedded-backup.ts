import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { embeddedDatabaseDir } from '../db/client.js';
import { lockEmbeddedDatabase } from '../db/embedded-lock.js';

/** A timestamp for file names: 2026-03-10T10-00-00-000Z. */
export const fileStamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');

/** Runs `work` on the embedded database in `dir`, opened by this process alone. */
async function withEmbedded<T>(dir: string, options: { loadDataDir?: Blob }, work: (client: PGlite) => Promise<T>) {
  const unlock = lockEmbeddedDatabase(dir);
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, ...options });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Writes a consistent copy of the embedded database of DATA_DIR to `file` (a gzipped tar of its folder).
 * Refused while a server has the database open: PGlite is one process's, so the copy is taken with it stopped.
 */
export async function backUpEmbeddedDatabase(dataDir: string, file: string): Promise<void> {
  const dir = embeddedDatabaseDir(dataDir);
  if (!existsSync(dir)) throw new Error(`There is no embedded database in ${dir}.`);
  const dump = await withEmbedded(dir, {}, (client) => client.dumpDataDir('gzip'));
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Replaces the embedded database of DATA_DIR with the backup in `file`. The backup is loaded into a new folder
 * first, so a damaged file changes nothing; the database it replaces is kept beside it, renamed. Answers that name.
 */
export async function restoreEmbeddedDatabase(file: string, dataDir: string): Promise<string | undefined> {
  const dir = embeddedDatabaseDir(dataDir);
  const dump = new Blob([readFileSync(file)]);
  const incoming = `${dir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(dir);
  try {
    await withEmbedded(incoming, { loadDataDir: dump }, (client) => client.query('select 1'));
    const keptAs = existsSync(dir) ? `${dir}.before-restore-${fileStamp()}` : undefined;
    if (keptAs) renameSync(dir, keptAs);
    renameSync(incoming, dir);
    return keptAs;
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    unlock();
  }
}
