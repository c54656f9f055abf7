import { statSync } from 'node:fs';
import path from 'node:path';
import { embeddedDatabaseDir } from '../db/client.js';
import { refusePostgres, runCli } from './cli.js';
import { backUpEmbeddedDatabase, fileStamp } from './embedded-backup.js';

/** `npm run backup [-- file]`: a consistent copy of the embedded database, taken with the server stopped. */
runCli('backup', async (config, [file]) => {
  if (refusePostgres(config, 'pg_dump')) return 2;
  const target = file ?? path.join('backups', `labstock-${fileStamp()}.tar.gz`);
  await backUpEmbeddedDatabase(config.DATA_DIR, target);
  const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${embeddedDatabaseDir(config.DATA_DIR)} to ${target} (${megabytes} MB).`);
  return 0;
});
