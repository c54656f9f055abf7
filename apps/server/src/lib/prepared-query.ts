import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { withCompiledRowMapper } from './compiled-row-mapper.js';

/** The parts of a drizzle database or transaction this module reads: one dialect per database, its connection. */
interface DrizzleInternals {
  dialect?: object;
  session?: { client?: unknown };
}

const internalsMoved = 'drizzle no longer keeps the fields lib/prepared-query.ts reads';

function internalsOf(executor: Executor): { database: object; connection: unknown } {
  const { dialect, session } = executor as unknown as DrizzleInternals;
  if (!dialect || !session?.client) throw new Error(internalsMoved);
  return { database: dialect, connection: session.client };
}

/**
 * The same prepared query on another connection. A drizzle prepared query keeps the connection it runs on (a pool,
 * a pooled client in a transaction, PGlite or its transaction) in the `client` field its `execute` reads; nothing
 * else differs between the query prepared on the database and on one of its transactions.
 */
function onConnection<Query extends object>(query: Query, connection: unknown): Query {
  const current = (query as { client?: unknown }).client;
  if (current === undefined) throw new Error(internalsMoved);
  if (current === connection) return query;
  const moved: Query = Object.create(query);
  (moved as { client: unknown }).client = connection;
  return moved;
}

/**
 * A query of a hot read or write path, built once per database and prepared by name on each PostgreSQL connection:
 * building drizzle queries anew for every request took a sixth of the server's CPU under load, and a third of an
 * extension's when every transaction built its own. `build` must give a query with placeholders and
 * `.prepare(name)`, and may use nothing of its executor but the builders: in a transaction, the query built once
 * runs on the transaction's connection.
 */
export function preparedPerDatabase<Query extends object>(
  build: (executor: Executor) => Query,
): (executor: Executor) => Query {
  // Keyed by the database's dialect, which its transactions share.
  const built = new WeakMap<object, Query>();
  return (executor) => {
    const { database, connection } = internalsOf(executor);
    let query = built.get(database);
    if (!query) {
      query = withCompiledRowMapper(build(executor));
      built.set(database, query);
    }
    return onConnection(query, connection);
  };
}

/**
 * preparedPerDatabase for a query that comes in a few shapes (which filters a request sets, which column it sorts
 * by): each shape, named by `keyOf`, is built and prepared once, under `${name}_${key}`. `build` gets the first
 * request of the shape and must depend only on what all requests of that shape share.
 */
export function preparedPerShape<Shape, Query extends object>(
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

/**
 * A placeholder for a column's new value in a prepared UPDATE, encoded as the column encodes its values (a Date as
 * its instant); drizzle's types take no placeholder in `set`.
 */
export function placeholderFor(name: string, column: Column): SQL {
  return sql`${sql.param(sql.placeholder(name), column)}`;
}
