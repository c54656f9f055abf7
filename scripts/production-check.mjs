// `node scripts/production-check.mjs` (CI, before `npm test`): the production process as an operator runs it. Builds
// the web app and the server, starts `node --enable-source-maps apps/server/dist/server.js` on the embedded database
// in a fresh data folder, waits until it is ready, drives the journey of journey.mjs through it (page, health,
// /metrics checked by promtool, a sign-in), then stops it with SIGTERM and expects exit code 0 within the shutdown
// deadline. Node built-ins only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, onSupportedNode, root, runOrExit } from './ensure.mjs';
import { driveJourney, freePort, waitUntilReady } from './journey.mjs';

await onSupportedNode();
ensureInstalled();
ensureWebBuilt();
runOrExit('npm', ['run', 'build', '-w', '@labstock/server']);

const SHUTDOWN_DEADLINE_SECONDS = 10;

const port = await freePort();
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

let ended = false;
exited.then(() => {
  ended = true;
});
const readyAfterMs = await waitUntilReady(url, () => ended).catch((error) => fail(error.message));
const journey = await driveJourney(url).catch((error) => fail(error.message));

const signalledAt = Date.now();
server.kill('SIGTERM');
const deadline = new Promise((resolve) => setTimeout(resolve, (SHUTDOWN_DEADLINE_SECONDS + 2) * 1000, 'deadline'));
const exit = await Promise.race([exited, deadline]);
if (exit === 'deadline') fail(`still running past its ${SHUTDOWN_DEADLINE_SECONDS} s shutdown deadline`);
if (exit.code !== 0) fail(`SIGTERM ended it with ${exit.signal ?? `exit code ${exit.code}`}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `Production check passed: ready in ${(readyAfterMs / 1000).toFixed(1)} s, ${journey}, ` +
    `stopped by SIGTERM in ${Date.now() - signalledAt} ms with exit code 0.`,
);
