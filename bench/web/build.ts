import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webApp = path.join(root, 'apps/web');
/** The bench's own build (with a manifest), so it neither needs nor disturbs apps/web/dist. */
export const benchDist = fileURLToPath(new URL('./dist', import.meta.url));
export const manifestPath = path.join(benchDist, '.vite/manifest.json');

/** What the build is made of; a build older than any of it is stale. */
const sources = [
  path.join(webApp, 'src'),
  path.join(webApp, 'public'),
  path.join(webApp, 'index.html'),
  path.join(webApp, 'blank.html'),
  path.join(webApp, 'vite.config.ts'),
  path.join(webApp, 'package.json'),
  path.join(root, 'packages/shared/src'),
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** A build from before the bench read source maps has none. */
const hasSourceMaps = () => readdirSync(path.join(benchDist, 'assets')).some((file) => file.endsWith('.js.map'));

/**
 * Builds the web app into bench/web/dist with Vite's manifest and source maps (hidden: the files stay byte for byte
 * what the app serves) when the sources changed since the last build.
 */
export function ensureWebBuild(log: (message: string) => void): string {
  const builtAt = existsSync(manifestPath) && hasSourceMaps() ? statSync(manifestPath).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestChange))) return benchDist;
  log('building the web app (vite build --manifest --sourcemap hidden)');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const args = ['build', '--manifest', '--sourcemap', 'hidden', '--outDir', benchDist, '--emptyOutDir'];
  const build = spawnSync(vite, args, {
    cwd: webApp,
    encoding: 'utf8',
    timeout: 10 * 60 * 1000,
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  return benchDist;
}
