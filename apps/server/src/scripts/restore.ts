import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { refusePostgres, runCli } from './cli.js';
import { restoreEmbeddedDatabase } from './embedded-backup.js';
import { findBreaches, lendingCounts } from './invariants.js';

/** `npm run restore -- file`: the embedded database becomes the backup; the one it replaces is kept, renamed. */
runCli('restore', async (config, [file]) => {
  if (refusePostgres(config, 'pg_restore')) return 2;
  if (!file) {
    console.error('Name the backup to restore: npm run restore -- backups/labstock-….tar.gz');
    return 2;
  }
  const keptAs = await restoreEmbeddedDatabase(file, config.DATA_DIR);
  if (keptAs) console.log(`The database it replaces is kept as ${keptAs}.`);
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const counts = Object.entries(await lendingCounts(database.db)).map(([what, n]) => `${n} ${what}`);
    const breaches = await findBreaches(database.db, { clock: systemClock, config });
    console.log(`Restored ${file}: ${counts.join(', ')}; ${breaches.length} breach(es) of the lending invariants.`);
    return breaches.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
});
