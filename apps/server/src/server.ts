import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { seedDemoDataIfEmpty } from './db/seed.js';
import { checkDeployment } from './deployment-checks.js';
import { type Scheduler, startScheduler } from './jobs/scheduler.js';
import { type Clock, RunningAdjustableClock, systemClock } from './lib/clock.js';

/**
 * Starts Labstock: migrate, seed the embedded demo on first run, listen, and on SIGTERM or SIGINT stop within
 * SHUTDOWN_DEADLINE_SECONDS: readiness off, the requests in flight and the jobs' runs finished, the database closed.
 */
async function main() {
  const config = loadConfig();
  const { refusals, warnings } = checkDeployment(config);
  if (refusals.length > 0) throw new Error(`Labstock refuses to start:\n${refusals.map((r) => `  ${r}`).join('\n')}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pool: config.databasePool,
  });
  // A failed start (a port in use) lets go of the database at once, the embedded database's lock with it.
  // The journeys of APP_ENV=Test move the clock of the app and the jobs alike (decision 021).
  const clock = config.APP_ENV === 'Test' ? new RunningAdjustableClock() : systemClock;
  const app = await serve(config, database, clock).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let scheduler: Scheduler | undefined;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = config.SHUTDOWN_DEADLINE_SECONDS;
    setTimeout(() => {
      app.log.error(`shutdown did not finish within SHUTDOWN_DEADLINE_SECONDS (${deadline} s): stopping now`);
      process.exit(1);
    }, deadline * 1000);
    // Still listening while the requests in flight finish: readiness says 503, so the proxy stops sending.
    await Promise.all([scheduler?.stop(), app.draining.begin()]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  for (const warning of warnings) app.log.warn(warning);
  if (config.JOBS === 'on') scheduler = startScheduler({ db: database.db, clock, config }, app.log);
  app.log.info(
    `Labstock is running at ${config.publicUrl} (${database.driver} database, ${config.embeddedIdp ? 'development sign-in' : `sign-in by ${config.issuer}`})`,
  );
}

async function serve(config: Config, database: DatabaseHandle, clock: Clock): Promise<FastifyInstance> {
  await database.migrate();
  if (config.seedDemo) await seedDemoDataIfEmpty(database.db, config);
  const app = await buildApp({ config, database, clock, logger: true });
  const level = app.log.level;
  try {
    await app.ready();
    // Fastify names every address it listens on; the one line main() writes names the address browsers use.
    app.log.level = 'warn';
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    app.log.level = level;
  }
  return app;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
