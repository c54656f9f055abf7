import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A stopping process's part of the app: readiness turned off, and the requests it still owes an answer. */
export interface Draining {
  /** True from the stop signal on: readiness answers 503, so the proxy sends new requests elsewhere. */
  readonly started: boolean;
  /** Turns readiness off and resolves once no request is in flight. */
  begin(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/**
 * Counts the requests in flight (each until its connection has the whole answer or is gone) and, while the process
 * drains, asks every client to close its connection after the answer, so its next request reaches another replica.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let inFlight = 0;
  let started = false;
  let whenIdle: (() => void) | undefined;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) whenIdle?.();
  };

  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', settled);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (started) reply.header('connection', 'close');
  });
  app.decorate('draining', {
    get started() {
      return started;
    },
    begin() {
      started = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        whenIdle = resolve;
      });
    },
  });
});
