import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoDataIfEmpty } from './db/seed.js';
import { type Scheduler, startScheduler } from './jobs/scheduler.js';
import { systemClock } from './lib/clock.js';

/** Starts Labstock: migrate, seed the embedded demo on first run, listen, and close gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.seedDemo) await seedDemoDataIfEmpty(database.db, config);
  const app = await buildApp({ config, database, logger: true });
  let scheduler: Scheduler | undefined;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await scheduler?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS === 'on') scheduler = startScheduler({ db: database.db, clock: systemClock, config }, app.log);
  app.log.info(
    `Labstock is running at ${config.publicUrl} (${database.driver} database, ${config.embeddedIdp ? 'development sign-in' : `sign-in by ${config.issuer}`})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
