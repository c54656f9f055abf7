import type { Socket } from 'node:net';
import Fastify from 'fastify';
import { trackInFlight } from './in-flight.js';
import {
  type NewIds,
  type Queryable,
  type RecordedEntry,
  replayStatement,
  replayTransaction,
} from './statement-recorder.js';

/** What one ceiling route replays: the app's statements (and transactions) step by step, then its JSON document. */
export interface CeilingRoute {
  steps: RecordedEntry[][];
  statusCode: number;
  /** Undefined for an answer without a body (204). */
  body: unknown;
  headers: Record<string, string>;
  /**
   * The second request of a write cycle (a reserve's delete, a hand-out's hand-in): it uses the rows the
   * connection's previous request created, by the ids that request's INSERTs gave in its replay.
   */
  usesPreviousIds?: boolean;
}

export interface Ceiling {
  url: string;
  routes: Map<string, CeilingRoute>;
  inFlight: () => number;
  close(): Promise<void>;
}

/**
 * The ceiling of a read scenario: a bare Fastify route (no auth hook, no schemas, no ORM) that runs the same SQL
 * through the bare driver — in the same steps, so statements the service ran together run together, and a
 * transaction's statements as one transaction on one connection — and answers the same JSON. It is as fast as
 * this request can be with this SQL on this machine.
 */
export async function startCeiling(client: Queryable): Promise<Ceiling> {
  const routes = new Map<string, CeilingRoute>();
  const app = Fastify({ logger: false });
  const inFlight = trackInFlight(app);
  // autocannon sends a connection's requests one after the other: a cycle's ids go from one to the next.
  const idsOf = new WeakMap<Socket, NewIds>();
  app.get<{ Params: { name: string } }>('/ceiling/:name', async (request, reply) => {
    const route = routes.get(request.params.name);
    if (!route) return reply.code(404).send();
    const socket = request.raw.socket;
    const ids: NewIds = (route.usesPreviousIds && idsOf.get(socket)) || new Map();
    for (const step of route.steps) {
      await Promise.all(
        step.map((entry) =>
          'transaction' in entry ? replayTransaction(client, entry, ids) : replayStatement(client, entry, ids),
        ),
      );
    }
    idsOf.set(socket, ids);
    return reply.code(route.statusCode).headers(route.headers).send(route.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the ceiling server has no TCP address');
  return { url: `http://127.0.0.1:${address.port}`, routes, inFlight, close: () => app.close() };
}
