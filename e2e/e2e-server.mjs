// Starts Labstock for the end-to-end journeys: the built web app on a fresh embedded database with the
// demo data (unless SEED_DEMO=false), the development sign-in (or OIDC_ISSUER's), and a known lab-sensor key.
// The data folder is removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'labstock-e2e-'));

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    // Loopback by address: a journey opens the app at 127.0.0.1 too (public-address.spec.ts), which 'localhost'
    // (the development sign-in's default) may not listen on where it resolves to ::1.
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ENV: 'Test',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    METRICS_API_KEY: 'e2e-metrics-key',
    // The development sign-in's groups claim maps as an organisation's would (a user signed in with lab-clerks).
    OIDC_ROLES_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'lab-clerks=Clerk,lab-admins=Admin',
    LOG_LEVEL: 'warn',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
