// `npm start`: install what is missing, build the web app, then run Labstock on http://localhost:3000
// with the embedded database (./data) and the development sign-in, demo data seeded on the first run.
// package.json runs it with `exec`: the SIGTERM a process manager sends npm, which npm passes on, then reaches this
// process (and through it the server) rather than a shell that would die of it and leave both running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, onSupportedNode, root } from './ensure.mjs';

await onSupportedNode();

ensureInstalled();
ensureWebBuilt();
console.log('Starting Labstock…');

// Node with tsx's loader in one process, not the tsx CLI, whose own child would be one more to pass a signal on to.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
