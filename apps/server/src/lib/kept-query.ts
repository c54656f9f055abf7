import type { Database } from '../db/client.js';

/**
 * Reads that a hot path runs on every request, built by drizzle once per database and kept as drizzle's own
 * prepared query (`.prepare(name)`), values given as placeholders (decision 051): building a query with drizzle
 * costs the server about as much as PostgreSQL takes to answer it. A kept query runs on the database's pool, never
 * inside a transaction.
 */

const reservedNames = new Set<string>();

/**
 * The kept queries of one family, `name` unique among all of them (checked as the module loads). A family keeps
 * one query per variant, built on the first call with that variant: the variant names the query's shape (which
 * optional filters it has), so the same variant must always build the same query.
 */
export function keptQueries(name: string) {
  if (reservedNames.has(name)) throw new Error(`two families of kept queries are named ${name}`);
  reservedNames.add(name);
  const byDatabase = new WeakMap<Database, Map<string, unknown>>();
  return <Prepared>(db: Database, variant: string, build: (statementName: string) => Prepared): Prepared => {
    let kept = byDatabase.get(db);
    if (!kept) {
      kept = new Map();
      byDatabase.set(db, kept);
    }
    if (!kept.has(variant)) kept.set(variant, build(variant === '' ? name : `${name}:${variant}`));
    return kept.get(variant) as Prepared;
  };
}

/** A variant's name from a query's shape: the parts it has, in the shape's order. */
export function variantOf<Shape extends { [part in keyof Shape]: boolean }>(shape: Shape): string {
  return Object.entries(shape)
    .filter(([, has]) => has)
    .map(([part]) => part)
    .join(':');
}
