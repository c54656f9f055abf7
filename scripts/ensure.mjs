// Shared steps of `npm start` and `npm test`: run on a supported Node.js, install what is missing and build the web
// app when stale. Node built-ins only: this runs before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/** The Node.js major that Labstock runs on (package.json's `engines`). */
const SUPPORTED_NODE_MAJOR = 24;

/**
 * Resolves at once on Node.js 24 or newer. On an older Node.js it fetches Node.js 24 from the npm registry once
 * (the `node-<platform>-<arch>` package, into node_modules/.cache), runs this same script again under it with its
 * folder first on PATH — so npm, tsx, Vitest, Playwright and the server all run on it — and ends with its exit code.
 */
export function onSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= SUPPORTED_NODE_MAJOR) return Promise.resolve();
  const binaryPackage = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, 'node_modules', '.cache', `node-${SUPPORTED_NODE_MAJOR}`);
  const bin = path.join(prefix, 'node_modules', binaryPackage, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(
      `Node.js ${process.versions.node} is past its end of life: fetching Node.js ${SUPPORTED_NODE_MAJOR} from the npm registry once…`,
    );
    runOrExit(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${binaryPackage}@${SUPPORTED_NODE_MAJOR}`,
      ],
      { stdio: ['inherit', 'ignore', 'inherit'] },
    );
  }
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The newest modification time of any file below `dir` (node_modules and dist skipped). */
function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * npm install on a fresh clone, and again when a package.json or the lock file changed since the last install, in
 * one line. (npm install, not npm ci: the lock file lists only this platform's optional binaries, which npm ci
 * refuses.)
 */
export function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const manifests = [
    'package.json',
    'packages/shared/package.json',
    'apps/server/package.json',
    'apps/web/package.json',
    'e2e/package.json',
    'bench/package.json',
  ];
  const newestManifest = Math.max(mtime(lock), ...manifests.map((m) => mtime(path.join(root, m))));
  if (existsSync(installed) && mtime(installed) >= newestManifest) return;
  console.log('Installing dependencies…');
  // npm's summary (stdout) left out; its errors still show.
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: ['inherit', 'ignore', 'inherit'],
  });
}

/**
 * Builds the web app when dist is missing or older than its sources, in one line: Vite's listing of every chunk it
 * wrote is left out (warnings and errors still show).
 */
export function ensureWebBuilt() {
  const builtAt = mtime(path.join(root, 'apps/web/dist/index.html'));
  const sourcesAt = Math.max(newestIn(path.join(root, 'apps/web')), newestIn(path.join(root, 'packages/shared/src')));
  if (builtAt >= sourcesAt) return;
  console.log('Building the web app…');
  runOrExit('npm', ['run', 'build', '--silent', '-w', '@labstock/web', '--', '--logLevel', 'warn']);
}
