import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests a server is still working on. When autocannon stops, it closes its connections but the
 * server goes on with the requests already received; the next measurement must not start before they are done.
 */
export function trackInFlight(app: FastifyInstance): () => number {
  const inFlight = new Set<string>();
  // Requests still waiting for their body. One whose body autocannon cut off when it stopped waits for ever,
  // unanswered (no onSend comes), and does no work: it does not keep the servers busy.
  const awaitingBody = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request.id);
    done();
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    awaitingBody.add(request.id);
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    awaitingBody.delete(request.id);
    done();
  });
  // onSend runs for every reply, also one whose client has gone (onResponse does not).
  app.addHook('onSend', (request, _reply, payload, done) => {
    inFlight.delete(request.id);
    awaitingBody.delete(request.id);
    done(null, payload);
  });
  return () => inFlight.size - awaitingBody.size;
}

/** Resolves once every counter reads 0, checking every 20 ms, for at most `timeoutMs`. */
export async function whenIdle(counters: (() => number)[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (counters.some((inFlight) => inFlight() > 0)) {
    if (Date.now() > deadline) throw new Error(`the servers were still busy after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
