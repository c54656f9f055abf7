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

/**
 * preparedPerDatabase for a query that comes in a few shapes (which filters a request sets, which column it sorts
 * by): each shape, named by `keyOf`, is built and prepared once, under `${name}_${key}`. `build` gets the first
 * request of the shape and must depend only on what all requests of that shape share.
 */
export function preparedPerShape<Shape, Query>(
  name: string,
  keyOf: (shape: Shape) => string,
  build: (executor: Executor, shape: Shape, statementName: string) => Query,
): (executor: Executor, shape: Shape) => Query {
  const shapes = new Map<string, (executor: Executor) => Query>();
  return (executor, shape) => {
    const key = keyOf(shape);
    let ofShape = shapes.get(key);
    if (!ofShape) {
      ofShape = preparedPerDatabase((each) => build(each, shape, `${name}_${key}`));
      shapes.set(key, ofShape);
    }
    return ofShape(executor);
  };
}
