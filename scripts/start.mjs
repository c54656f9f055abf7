// `npm start`: install what is missing, build the web app, then run Labstock on http://localhost:3000
// with the embedded database (./data) and the development sign-in, demo data seeded on the first run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, onSupportedNode, root } from './ensure.mjs';

await onSupportedNode();

ensureInstalled();
ensureWebBuilt();

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
