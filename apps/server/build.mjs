// `npm run build -w @labstock/server`: the production server, built ahead of time into dist/ so that it runs with
// `node --enable-source-maps apps/server/dist/server.js`, no tsx or npm in the process. The installed dependencies
// stay outside the bundle; the shared package (TypeScript source) goes in. The migrations are copied beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@labstock/shared']);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  // Chunks, so that the development sign-in's provider (imported only when it is used) stays out of the start.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !bundled.has(name)),
  logLevel: 'warning',
});
// client.ts finds the migrations beside its own module, which is now dist/server.js.
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
