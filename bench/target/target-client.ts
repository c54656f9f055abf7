import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TargetApi, TargetCall, TargetReady, TargetReply } from './protocol.js';

/** Seeding 100,000 types is the longest call; nothing may hang the run for longer. */
const CALL_TIMEOUT_MS = 15 * 60 * 1000;
const STARTUP_TIMEOUT_MS = 2 * 60 * 1000;

export interface Target {
  ready: TargetReady['ready'];
  call<K extends keyof TargetApi>(method: K, ...args: Parameters<TargetApi[K]>): ReturnType<TargetApi[K]>;
  stop(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** BENCH_CPU_PROFILE_DIR: the process under test writes a V8 CPU profile there when it ends (where its time goes). */
function profilingFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Forks target-process.ts (through tsx) with the given environment and waits until it listens. */
export async function startTarget(env: Record<string, string | undefined>): Promise<Target> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./target-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...profilingFlags()],
    env: { ...process.env, ...definedOnly(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;

  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      const error = new Error(`the target process exited (code ${code})`);
      for (const call of pending.values()) call.reject(error);
      reject(error);
    });
  });
  exited.catch(() => {});

  const ready = await withTimeout(
    Promise.race([
      new Promise<TargetReady['ready']>((resolve) => {
        child.on('message', (message: TargetReady | TargetReply) => {
          if ('ready' in message) return resolve(message.ready);
          const call = pending.get(message.id);
          pending.delete(message.id);
          if ('error' in message) call?.reject(new Error(message.error));
          else call?.resolve(message.result);
        });
      }),
      exited,
    ]),
    STARTUP_TIMEOUT_MS,
    'starting the target process',
  );

  return {
    ready,
    call(method, ...args) {
      const id = nextId++;
      const result = new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, method, args } as TargetCall);
      });
      return withTimeout(result, CALL_TIMEOUT_MS, `target call ${method}`) as ReturnType<TargetApi[typeof method]>;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.disconnect();
      await withTimeout(gone, 30_000, 'stopping the target process').catch(() => child.kill('SIGKILL'));
    },
  };
}
