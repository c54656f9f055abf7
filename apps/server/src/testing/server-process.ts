import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DatabaseHandle, embeddedDatabaseDir, openDatabase, openPostgres } from '../db/client.js';
import { freePort } from '../modules/mail/smtp-sink.js';
import { createPostgresDatabase, migratedPgliteDump, testDatabaseKind } from './test-database.js';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverSrc, '../../..');

/** A fresh database for server processes, of the kind this test project runs on. */
export interface ProcessDatabase {
  /** The variables that point a server process at it: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** Opens it in this process (for the embedded database: only while no server process has it open). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function processDatabase(): Promise<ProcessDatabase> {
  if (testDatabaseKind === 'postgres') {
    const { url, drop } = await createPostgresDatabase();
    return { env: { DATABASE_URL: url }, open: async () => openPostgres(url), dispose: drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labstock-process-'));
  // Copied from the migrated database of this worker: no initdb and no migrations at the first boot.
  const seeded = await PGlite.create({
    dataDir: embeddedDatabaseDir(dataDir),
    loadDataDir: await migratedPgliteDump(),
    extensions: { pg_trgm },
  });
  await seeded.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A TypeScript entry point of the server (`server.ts`, `scripts/…`) run as its own process with tsx. */
export interface NodeProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: string[];
  exited: Promise<Exit>;
}

function runServerScript(script: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  // Node with tsx's loader in one process, not the tsx CLI: its child would outlive a SIGKILL sent to it.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverSrc, script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, output, exited };
}

/** Runs a script to its end. */
export async function runToEnd(script: string, env: Record<string, string>, args: string[] = []) {
  const run = runServerScript(script, env, args);
  const exit = await run.exited;
  return { ...exit, output: run.output.join('') };
}

export interface ServerProcess extends NodeProcess {
  url: string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts the real server (`server.ts`) on 127.0.0.1 with jobs and demo data off unless `env` says otherwise,
 * and resolves once it answers ready. `env` names the database: DATA_DIR or DATABASE_URL.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  // The server prints no address when asked for port 0: pick one for it.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run = runServerScript('server.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_ENV: 'Test',
    // A test server on PostgreSQL signs in through the development provider too (decision 014).
    DEV_SIGN_IN: 'true',
    JOBS: 'off',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent-web-dist',
    // The reliability bursts write as fast as they can with a few loaners, which the per-user budget would refuse.
    LENDING_WRITES_PER_MINUTE: '1000000',
    ...env,
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
    return run.exited;
  };
  const server = { ...run, url, stop };
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  run.exited.then(() => {
    ended = true;
  });
  while (!ended && Date.now() < deadline) {
    if (await isReady(url)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop('SIGKILL');
  throw new Error(`the server did not get ready:\n${run.output.join('').slice(-3000)}`);
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/ready`)).ok;
  } catch {
    return false;
  }
}

/**
 * A JSON POST whose body arrives in two parts with `between` run in the gap: the request is in flight
 * (headers read, body pending) while it runs. Answers the status line's code.
 */
export function postInTwoParts(
  server: ServerProcess,
  path: string,
  token: string,
  json: unknown,
  between: () => Promise<void>,
) {
  const body = JSON.stringify(json);
  const { hostname, port } = new URL(server.url);
  return new Promise<number>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 4),
    );
    between().then(() => socket.write(body.slice(4)), reject);
  });
}
