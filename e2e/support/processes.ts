import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers 2xx, failing early when the process that should answer it has exited. */
export async function waitForAnswer(url: string, server: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${server.spawnfile} exited with ${server.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${url} within ${seconds} s`);
}

/** Stops a child process with SIGTERM and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
