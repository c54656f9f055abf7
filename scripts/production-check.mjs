// `node scripts/production-check.mjs` (CI, before `npm test`): the production process as an operator runs it. Builds
// the web app and the server, starts `node --enable-source-maps apps/server/dist/server.js` on the embedded database
// in a fresh data folder, waits until it is ready, asks for a page and for /api/health, has Prometheus's promtool
// check its /metrics, then stops it with SIGTERM and expects exit code 0 within the shutdown deadline. Node built-ins
// only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, onSupportedNode, root, runOrExit } from './ensure.mjs';

await onSupportedNode();
ensureInstalled();
ensureWebBuilt();
runOrExit('npm', ['run', 'build', '-w', '@labstock/server']);

const READY_WITHIN_MS = 120_000;
const SHUTDOWN_DEADLINE_SECONDS = 10;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'labstock-production-check-'));
const output = [];
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SHUTDOWN_DEADLINE_SECONDS: String(SHUTDOWN_DEADLINE_SECONDS),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

function fail(reason) {
  console.error(
    `Production check failed: ${reason}\n--- the server's last output ---\n${output.join('').slice(-4000)}`,
  );
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const get = (pathname) => fetch(`${url}${pathname}`).catch(() => undefined);

const startedAt = Date.now();
let ended = false;
exited.then(() => {
  ended = true;
});
while (!(await get('/api/ready'))?.ok) {
  if (ended) fail('the server ended before it was ready');
  if (Date.now() - startedAt > READY_WITHIN_MS) fail(`not ready within ${READY_WITHIN_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const readyAfterMs = Date.now() - startedAt;

const page = await get('/');
if (page?.status !== 200 || !page.headers.get('content-type')?.startsWith('text/html')) {
  fail(`GET / answered ${page?.status} ${page?.headers.get('content-type')}, not the web app's page`);
}
const health = await get('/api/health');
if (health?.status !== 200) fail(`GET /api/health answered ${health?.status}`);

// Asked from this machine without PROMETHEUS_TOKEN: answered, in the text format Prometheus reads.
const metrics = await get('/metrics');
if (metrics?.status !== 200) fail(`GET /metrics answered ${metrics?.status}`);
const check = spawnSync('promtool', ['check', 'metrics'], { input: await metrics.text(), encoding: 'utf8' });
if (check.error) fail(`promtool is needed to check /metrics (apt-get install -y prometheus): ${check.error.message}`);
if (check.status !== 0) fail(`promtool check metrics found problems:\n${check.stdout}${check.stderr}`);

const signalledAt = Date.now();
server.kill('SIGTERM');
const deadline = new Promise((resolve) => setTimeout(resolve, (SHUTDOWN_DEADLINE_SECONDS + 2) * 1000, 'deadline'));
const exit = await Promise.race([exited, deadline]);
if (exit === 'deadline') fail(`still running past its ${SHUTDOWN_DEADLINE_SECONDS} s shutdown deadline`);
if (exit.code !== 0) fail(`SIGTERM ended it with ${exit.signal ?? `exit code ${exit.code}`}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `Production check passed: ready in ${(readyAfterMs / 1000).toFixed(1)} s, page, health and metrics answered, ` +
    `stopped by SIGTERM in ${Date.now() - signalledAt} ms with exit code 0.`,
);
