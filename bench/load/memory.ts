import { readFile } from 'node:fs/promises';

export const MB = 1024 * 1024;
/** How often the server's memory is read while a one-shot scenario runs. */
const SAMPLE_MS = 50;

/** The resident memory of a process on this machine (Linux: /proc/<pid>/status). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes * 1024;
}

/** A process's resident memory before some work, and its highest while the work ran. */
export interface MemoryGrowth {
  rssBeforeMegabytes: number;
  rssPeakMegabytes: number;
  rssGrowthMegabytes: number;
}

/** Runs `work` while the process's resident memory is sampled; answers the work's result and the growth. */
export async function withMemorySampled<T>(pid: number, work: () => Promise<T>): Promise<[T, MemoryGrowth]> {
  const before = await residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    residentBytes(pid).then(
      (bytes) => {
        peak = Math.max(peak, bytes);
      },
      () => {},
    );
  }, SAMPLE_MS);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, await residentBytes(pid));
  return [
    result,
    { rssBeforeMegabytes: before / MB, rssPeakMegabytes: peak / MB, rssGrowthMegabytes: (peak - before) / MB },
  ];
}

export const memoryGrowthText = (memory: MemoryGrowth) =>
  `server RSS ${memory.rssBeforeMegabytes.toFixed(0)} → ${memory.rssPeakMegabytes.toFixed(0)} MB (+${memory.rssGrowthMegabytes.toFixed(0)} MB)`;
