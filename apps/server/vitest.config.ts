import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. A file named
 * `*.pglite.test.ts` or `*.postgres.test.ts` tests what only that database has, and runs in its project alone.
 */
// One template database per run; the global setup (main process) and the workers agree on its name.
process.env.LABSTOCK_TEST_RUN ??= String(process.pid);
const runId = process.env.LABSTOCK_TEST_RUN;
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true as const,
    test: {
      name: 'pglite',
      env: { LABSTOCK_TEST_DB: 'pglite' },
      exclude: [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'postgres',
            env: { LABSTOCK_TEST_DB: 'postgres', LABSTOCK_TEST_RUN: runId },
            exclude: [...configDefaults.exclude, 'src/**/*.pglite.test.ts'],
            globalSetup: ['./src/testing/postgres-global-setup.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Vitest's default leaves a core idle on a two-core machine; the files wait on the database often enough to share it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    env: { LABSTOCK_TEST_RUN: runId },
    projects,
  },
});
