import { performance } from 'node:perf_hooks';

/** One call drizzle made to the driver, kept whole (text, params, row mode, type parsers) so it can be replayed. */
export interface RecordedStatement {
  args: unknown[];
  text: string;
  startedAt: number;
  endedAt: number;
}

/** The driver object drizzle calls: a node-postgres Pool or a PGlite instance. */
export interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

/** PGlite is called as query(text, params, options), node-postgres as query({ text, … }, params). */
function textOf(args: unknown[]): string {
  const [first] = args;
  return typeof first === 'string' ? first : (first as { text: string }).text;
}

/**
 * Records every statement the driver runs while `action` runs (the server is otherwise idle then),
 * so that a ceiling can replay exactly the SQL one request issued.
 */
export async function recordStatements<T>(
  client: Queryable,
  action: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const original = client.query;
  client.query = async function recording(this: unknown, ...args: never[]) {
    const startedAt = performance.now();
    const answer = await original.apply(this, args);
    statements.push({ args, text: textOf(args), startedAt, endedAt: performance.now() });
    return answer;
  } as Queryable['query'];
  try {
    return { result: await action(), statements: statements.sort((a, b) => a.startedAt - b.startedAt) };
  } finally {
    client.query = original;
  }
}

/**
 * Statements that were in flight together (Promise.all in the service) form one step; a statement that
 * started after one of the current step's statements had finished may depend on it, so it opens a new step.
 */
export function stepsOf(statements: RecordedStatement[]): RecordedStatement[][] {
  const steps: RecordedStatement[][] = [];
  for (const statement of statements) {
    const current = steps.at(-1);
    const firstEnd = current ? Math.min(...current.map((s) => s.endedAt)) : -Infinity;
    if (current && statement.startedAt < firstEnd) current.push(statement);
    else steps.push([statement]);
  }
  return steps;
}
