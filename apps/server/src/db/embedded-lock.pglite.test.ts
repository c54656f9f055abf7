import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessDatabase, processDatabase, runToEnd } from '../testing/server-process.js';
import { embeddedDatabaseDir } from './client.js';
import { lockEmbeddedDatabase } from './embedded-lock.js';

const lockOpener = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../testing/lock-opener.ts');

// A property of the embedded database alone: the postgres project has nothing to add.
describe('the embedded database belongs to one process at a time', () => {
  let database: ProcessDatabase;
  let lockFile: string;
  beforeAll(async () => {
    database = await processDatabase();
    lockFile = `${embeddedDatabaseDir(database.env.DATA_DIR as string)}.lock`;
  });
  afterAll(() => database.dispose());

  it('refuses a second opening while the first is open, naming who has it, and opens once it is closed', async () => {
    const first = await database.open();
    await expect(database.open()).rejects.toThrow(`is in use by process ${process.pid}`);
    await first.close();
    const second = await database.open();
    await second.close();
  });

  it('takes over the lock left by a process that crashed', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, String(gone));
    const reopened = await database.open();
    await reopened.close();
  });

  it('opens although the lock names this very process, as after a restart in a container that reused its id', async () => {
    writeFileSync(lockFile, String(process.pid));
    const reopened = await database.open();
    await reopened.close();
  });

  it('opens although the lock names a live process that is not a Labstock', async () => {
    const unrelated = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile, String(unrelated.pid));
      const reopened = await database.open();
      await reopened.close();
    } finally {
      unrelated.kill();
    }
  });

  it('is free again when a server fails to start because its port is taken', async () => {
    const busy = await listenAnywhere();
    try {
      const port = String((busy.address() as { port: number }).port);
      const failed = await runToEnd('server.ts', {
        ...database.env,
        HOST: '127.0.0.1',
        PORT: port,
        JOBS: 'off',
        SEED_DEMO: 'false',
      });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('EADDRINUSE');
    } finally {
      busy.close();
    }
    expect(readFileSync(lockFile, 'utf8')).toBe('');
    const reopened = await database.open();
    await reopened.close();
  });
});

describe('openers racing for the embedded database', () => {
  const OPENERS = 8;
  const TRIALS = 25;
  let folder: string;
  let openers: Opener[];
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'labstock-lock-race-'));
    openers = Array.from({ length: OPENERS }, () => startOpener(path.join(folder, 'pglite')));
  });
  afterAll(() => {
    for (const opener of openers) opener.child.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it(`gives the lock to exactly one of ${OPENERS} simultaneous openers, trial after trial`, async () => {
    const holders: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // A stale lock each time: it names a process that is gone.
      writeFileSync(path.join(folder, 'pglite.lock'), String(spawnSync(process.execPath, ['-e', '']).pid));
      const answers = await Promise.all(openers.map((opener) => opener.say('lock')));
      holders.push(answers.filter((answer) => answer === 'held').length);
      await Promise.all(openers.map((opener) => opener.say('release')));
    }
    expect(holders).toEqual(Array(TRIALS).fill(1));
  }, 120_000);

  it('is free as soon as its holder is killed', async () => {
    const holder = startOpener(path.join(folder, 'pglite'));
    expect(await holder.say('lock')).toBe('held');
    expect(() => lockEmbeddedDatabase(path.join(folder, 'pglite'))).toThrow(`by process ${holder.child.pid}`);
    holder.child.kill('SIGKILL');
    await new Promise((resolve) => holder.child.once('exit', resolve));
    lockEmbeddedDatabase(path.join(folder, 'pglite'))();
  });
});

interface Opener {
  child: ChildProcess;
  /** Sends a command and answers the opener's reply. */
  say(command: 'lock' | 'release'): Promise<string>;
}

function startOpener(dataDir: string): Opener {
  const child = spawn(process.execPath, ['--import', 'tsx', lockOpener, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: Interface = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const replies: ((line: string) => void)[] = [];
  lines.on('line', (line) => replies.shift()?.(line));
  return {
    child,
    say: (command) =>
      new Promise((resolve) => {
        replies.push(resolve);
        child.stdin?.write(`${command}\n`);
      }),
  };
}

function listenAnywhere(): Promise<Server> {
  const server = createServer();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
