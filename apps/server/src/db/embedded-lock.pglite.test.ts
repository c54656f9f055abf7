import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessDatabase, processDatabase } from '../testing/server-process.js';
import { embeddedDatabaseDir } from './client.js';

// A property of the embedded database alone: the postgres project has nothing to add.
describe('the embedded database belongs to one process at a time', () => {
  let database: ProcessDatabase;
  beforeAll(async () => {
    database = await processDatabase();
  });
  afterAll(() => database.dispose());

  it('refuses a second opening while the first is open, naming who has it, and opens once it is closed', async () => {
    const first = await database.open();
    await expect(database.open()).rejects.toThrow(`is in use by process ${process.pid}`);
    await first.close();
    const second = await database.open();
    await second.close();
  });

  it('takes over the lock left by a process that crashed', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${embeddedDatabaseDir(database.env.DATA_DIR as string)}.lock`, String(gone));
    const reopened = await database.open();
    await reopened.close();
  });
});
