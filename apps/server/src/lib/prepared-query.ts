import type { Executor } from '../db/client.js';

/**
 * A query of a hot read path, built once per database and prepared by name on each PostgreSQL connection:
 * building drizzle queries anew for every request took a sixth of the server's CPU under load. `build` must
 * give a query with placeholders and `.prepare(name)`. In a transaction it is built for that transaction.
 */
export function preparedPerDatabase<Query>(build: (executor: Executor) => Query): (executor: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (executor) => {
    let query = built.get(executor);
    if (!query) {
      query = build(executor);
      built.set(executor, query);
    }
    return query;
  };
}
