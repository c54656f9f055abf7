import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.js';
import { lendingCounts } from '../../scripts/invariants.js';
import { call, LAB_ADMIN, type Lab, setUpLab } from '../lab-api.js';
import { type ProcessDatabase, processDatabase, runToEnd, startServer } from '../server-process.js';

// npm run backup / restore are for the embedded database; PostgreSQL has pg_dump and pg_restore.
describe('backup and restore of the embedded database', () => {
  let database: ProcessDatabase;
  let env: Record<string, string>;
  let lab: Lab;
  let folder: string;
  let backupFile: string;

  beforeAll(async () => {
    database = await processDatabase();
    env = { ...database.env, BOOTSTRAP_ADMINS: LAB_ADMIN };
    folder = mkdtempSync(path.join(tmpdir(), 'labstock-backups-'));
    backupFile = path.join(folder, 'lab.tar.gz');
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await database.dispose();
  });

  it('backs up a lab made through the API, but not while the server has the database open', async () => {
    const server = await startServer(env);
    try {
      lab = await setUpLab(server.url, { loaners: 2, components: 3 });
      const reserved = await call(server.url, 'POST', `/api/Reservations/${lab.componentTypeId}`, {
        token: lab.loaners[0]?.token,
      });
      expect(reserved.status).toBe(201);
      const refused = await runToEnd('scripts/backup.ts', env, [backupFile]);
      expect(refused).toMatchObject({ code: 2, output: expect.stringContaining('is in use by process') });
    } finally {
      await server.stop();
    }
    const backup = await runToEnd('scripts/backup.ts', env, [backupFile]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`to ${backupFile}`) });
  }, 180_000);

  it('restores it: what changed later is gone, the replaced database is kept, the server runs on the copy', async () => {
    const later = await database.open();
    await later.db.insert(categories).values({ name: 'Added after the backup' });
    await later.close();

    const restore = await runToEnd('scripts/restore.ts', env, [backupFile]);
    expect(restore.output).toContain('3 components, 1 open reservations, 0 active loans; 0 breach(es)');
    expect(restore.code).toBe(0);
    expect(readdirSync(env.DATA_DIR as string).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const server = await startServer(env);
    try {
      // The users, their tokens' key and the lending rows came back with the copy.
      const own = await call(server.url, 'GET', '/api/Reservations/User', { token: lab.loaners[0]?.token });
      expect(own).toMatchObject({
        status: 200,
        body: [expect.objectContaining({ loanerId: lab.loaners[0]?.loanerId })],
      });
      const list = await call(server.url, 'GET', '/api/Categories?pageNumber=0&pageSize=0', { token: lab.admin.token });
      expect((list.body as { name: string }[]).map((category) => category.name)).toEqual(['lab category']);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('refuses a damaged backup and leaves the database as it was', async () => {
    const damaged = path.join(folder, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(backupFile).subarray(0, 2000));
    const restore = await runToEnd('scripts/restore.ts', env, [damaged]);
    expect(restore.code).not.toBe(0);
    expect(existsSync(`${env.DATA_DIR}/pglite.restoring`)).toBe(false);
    const unchanged = await database.open();
    try {
      expect(await lendingCounts(unchanged.db)).toEqual({ components: 3, 'open reservations': 1, 'active loans': 0 });
    } finally {
      await unchanged.close();
    }
  }, 120_000);

  it('sends PostgreSQL users to pg_dump', async () => {
    const refused = await runToEnd('scripts/backup.ts', { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(refused).toMatchObject({ code: 2, output: expect.stringContaining('use pg_dump') });
  }, 60_000);
});
