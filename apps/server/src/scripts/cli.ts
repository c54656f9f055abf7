import { type Config, loadConfig } from '../config.js';

/** Runs a command-line script: its answer is the exit code, a failure is one line on stderr and exit 2. */
export function runCli(name: string, main: (config: Config, args: string[]) => Promise<number>): void {
  Promise.resolve()
    .then(() => main(loadConfig(), process.argv.slice(2)))
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(2);
      },
    );
}

/** The backup scripts are for the embedded database; a PostgreSQL server has its own tools. */
export function refusePostgres(config: Config, tool: string): boolean {
  if (!config.DATABASE_URL) return false;
  console.error(`DATABASE_URL is set: use ${tool} for PostgreSQL (see docs/deployment.md).`);
  return true;
}
