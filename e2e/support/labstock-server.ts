import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcess, waitForAnswer } from './processes';

/**
 * A Labstock of its own for a journey with a third-party issuer: the e2e server (e2e-server.mjs) at `port`, with
 * the sign-in settings on top of its own.
 */
export async function startLabstock(port: number, settings: Record<string, string>): Promise<ChildProcess> {
  const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const server = spawn(process.execPath, [path.join(e2eDir, 'e2e-server.mjs')], {
    cwd: e2eDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...settings, E2E_PORT: String(port) },
  });
  try {
    await waitForAnswer(`http://localhost:${port}/api/health`, server, 120);
    return server;
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
}
