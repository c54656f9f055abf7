import autocannon from 'autocannon';
import type { CpuSeconds } from './cpu.js';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds run first and thrown away (JIT, connection pools, caches). */
  warmup: number;
}

export interface LoadTarget {
  url: string;
  /** Absent when setupClient gives every connection its own. */
  requests?: autocannon.Request[];
  /** Gives each connection its own requests (e.g. its own loaner). */
  setupClient?: (client: autocannon.Client) => void;
  /** Puts back what a run cut short left behind (e.g. loans still out), once the servers have settled. */
  afterRun?: () => Promise<unknown>;
}

export interface Figures {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** CPU milliseconds per request of the server under test, and of PostgreSQL when it runs on this machine. */
  serverCpuMs?: number;
  databaseCpuMs?: number;
}

/** What one run saw: every response's latency (ms), and the errors. */
export interface Sample {
  seconds: number;
  latencies: number[];
  errors: number;
  /** What the run cost the server and the database (see cpu.ts), when it could be read. */
  cpu?: CpuSeconds;
}

/** One autocannon run of `seconds` with `connections` concurrent connections. */
export function runLoad(target: LoadTarget, connections: number, seconds: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration: seconds,
        requests: target.requests,
        setupClient: target.setupClient,
        // A request that takes this long counts as an error; the run still ends on time.
        timeout: 10,
      },
      (error, result) =>
        error ? reject(error) : resolve({ seconds: result.duration, latencies, errors: result.errors + result.non2xx }),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}

/** The figures of one or more runs of the same target taken together. */
export function figuresOf(samples: Sample[]): Figures {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const cpuMsPerRequest = (of: (cpu: CpuSeconds) => number | undefined) => {
    const used = samples.map((sample) => sample.cpu && of(sample.cpu));
    if (latencies.length === 0 || used.some((value) => value === undefined)) return undefined;
    const total = used.reduce((sum: number, value) => sum + (value ?? 0), 0);
    return Math.round((total / latencies.length) * 1000 * 100) / 100;
  };
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    requests: latencies.length,
    serverCpuMs: cpuMsPerRequest((cpu) => cpu.server),
    databaseCpuMs: cpuMsPerRequest((cpu) => cpu.database),
  };
}
