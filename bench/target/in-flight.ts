import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests a server is still working on. When autocannon stops, it closes its connections but the
 * server goes on with the requests already received; the next measurement must not start before they are done.
 */
export function trackInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    inFlight++;
    done();
  });
  // onSend runs for every reply, also one whose client has gone (onResponse does not).
  app.addHook('onSend', (_request, _reply, payload, done) => {
    inFlight--;
    done(null, payload);
  });
  return () => inFlight;
}

/** Resolves once every counter reads 0, checking every 20 ms, for at most `timeoutMs`. */
export async function whenIdle(counters: (() => number)[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (counters.some((inFlight) => inFlight() > 0)) {
    if (Date.now() > deadline) throw new Error(`the servers were still busy after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
