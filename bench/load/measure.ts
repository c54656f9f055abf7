import autocannon from 'autocannon';

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
}

export interface Figures {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

/** One autocannon run of `seconds` with `connections` concurrent connections. */
export async function measure(target: LoadTarget, connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: target.requests,
    setupClient: target.setupClient,
    // A request that takes this long counts as an error; the run still ends on time.
    timeout: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}
