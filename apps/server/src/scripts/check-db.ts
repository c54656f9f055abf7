import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { runCli } from './cli.js';
import { findBreaches, lendingCounts } from './invariants.js';

/**
 * `npm run check-db`: checks the lending and catalogue invariants of the database the server would use (DATABASE_URL, or the
 * embedded one in DATA_DIR, which needs the server stopped). Lists every breach and exits 1 when there is one.
 */
runCli('check-db', async (config) => {
  // The checks read whole tables: no statement timeout.
  const pool = { ...config.databasePool, statementTimeoutSeconds: 0 };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pool });
  try {
    const breaches = await findBreaches(database.db, { clock: systemClock, config });
    const counts = Object.entries(await lendingCounts(database.db)).map(([what, n]) => `${n} ${what}`);
    if (breaches.length === 0) {
      console.log(`Database consistent: ${counts.join(', ')}.`);
      return 0;
    }
    console.error(`Database inconsistent: ${breaches.length} breach(es) in ${counts.join(', ')}.`);
    for (const { rule, detail } of breaches) console.error(`  ${detail} (rule: ${rule})`);
    return 1;
  } finally {
    await database.close();
  }
});
