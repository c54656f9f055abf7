import { performance } from 'node:perf_hooks';

/** One call drizzle made to the driver, kept whole (text, params, row mode, type parsers) so it can be replayed. */
export interface RecordedStatement {
  args: unknown[];
  text: string;
  startedAt: number;
  endedAt: number;
  /** An INSERT … RETURNING "id": the new rows' ids, which later statements (or the cycle's next request) may use. */
  returnedIds?: string[];
}

/**
 * The ids a replay's INSERTs gave, by the ids they answered when recorded: the statements replayed after them use
 * the new rows, as the app's did (a reservation deleted, a loan handed back).
 */
export type NewIds = Map<string, unknown>;

/** The driver object drizzle calls: a node-postgres Pool or a PGlite instance. */
export interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

/** A node-postgres Pool: a transaction runs on a connection of its own, taken with connect(). */
interface Pool extends Queryable {
  connect: (...args: unknown[]) => Promise<Queryable & { release(): void }>;
}

/** PGlite: a transaction runs in transaction(callback), its statements on the callback's own query. */
interface Transactional extends Queryable {
  transaction: (callback: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}

/**
 * The statements of one transaction, in order, as one entry: on PostgreSQL with drizzle's own begin and commit
 * (replayed on one connection of the pool), on PGlite without (replayed inside PGlite's transaction()).
 */
export interface RecordedTransaction {
  transaction: RecordedStatement[];
  startedAt: number;
  endedAt: number;
}

export type RecordedEntry = RecordedStatement | RecordedTransaction;

const isPool = (client: Queryable): client is Pool => typeof (client as Partial<Pool>).connect === 'function';

interface QueryResult {
  rows: unknown[];
  fields?: { name: string }[];
}

/** The "id" column of a result (rows as arrays or as objects), as text; undefined when it has none. */
function idsOf(result: unknown): string[] | undefined {
  const { rows, fields } = result as QueryResult;
  const column = fields?.findIndex((field) => field.name === 'id') ?? -1;
  if (column < 0) return undefined;
  return rows.map((row) => String(Array.isArray(row) ? row[column] : (row as { id: unknown }).id));
}

/** A parameter with the new ids in place of the recorded ones: an array (`= any($1)`) element by element. */
function withNewIds(value: unknown, ids: NewIds): unknown {
  if (Array.isArray(value)) return value.map((element) => withNewIds(element, ids));
  const recorded = String(value);
  return ids.has(recorded) ? ids.get(recorded) : value;
}

/** Replays one statement with the new ids in place of the recorded ones, noting the ids its INSERT gives. */
export async function replayStatement(connection: Queryable, statement: RecordedStatement, ids: NewIds) {
  const [query, params, ...rest] = statement.args;
  const args =
    ids.size > 0 && Array.isArray(params)
      ? [query, params.map((value) => withNewIds(value, ids)), ...rest]
      : statement.args;
  const result = await connection.query(...(args as never[]));
  if (statement.returnedIds) {
    const answered = idsOf(result) ?? [];
    for (const [i, recorded] of statement.returnedIds.entries()) ids.set(recorded, answered[i]);
  }
  return result;
}

/** Replays a recorded transaction as bare as it can run: its statements on one connection, in their order. */
export async function replayTransaction(
  client: Queryable,
  { transaction }: RecordedTransaction,
  ids: NewIds = new Map(),
): Promise<void> {
  const replay = async (connection: Queryable) => {
    for (const statement of transaction) await replayStatement(connection, statement, ids);
  };
  if (!isPool(client)) {
    await (client as Transactional).transaction(replay);
    return;
  }
  const connection = await client.connect();
  try {
    await replay(connection);
  } finally {
    connection.release();
  }
}

/** Wraps the connection's query so each statement it runs lands in `into`; returns the undo. */
function recordOn(connection: Queryable, into: RecordedStatement[]): () => void {
  const original = connection.query;
  connection.query = async function recording(this: unknown, ...args: never[]) {
    const startedAt = performance.now();
    const answer = await original.apply(this, args);
    into.push(recorded(args, answer, startedAt));
    return answer;
  } as Queryable['query'];
  return () => {
    connection.query = original;
  };
}

/**
 * recordStatements for a request that writes: the statements outside transactions one by one, and each
 * transaction the request ran (drizzle's db.transaction) as one entry, so a ceiling can replay it as a transaction.
 */
export async function recordWithTransactions<T>(
  client: Queryable,
  action: () => Promise<T>,
): Promise<{ result: T; entries: RecordedEntry[] }> {
  const transactions: RecordedTransaction[] = [];
  const undo: (() => void)[] = [];
  const begin = () => {
    const entry: RecordedTransaction = { transaction: [], startedAt: performance.now(), endedAt: 0 };
    transactions.push(entry);
    return entry;
  };
  if (isPool(client)) {
    const connect = client.connect;
    // pool.query takes its connection with a callback: only drizzle's transaction calls connect() bare.
    client.connect = async function connecting(this: unknown, ...args: unknown[]) {
      if (args.length > 0) return connect.apply(this, args);
      const connection = await connect.apply(this, args);
      const entry = begin();
      const stop = recordOn(connection, entry.transaction);
      const release = connection.release;
      connection.release = function released(this: unknown, ...rest: unknown[]) {
        entry.endedAt = performance.now();
        stop();
        connection.release = release;
        return release.apply(this, rest as []);
      };
      return connection;
    } as Pool['connect'];
    undo.push(() => {
      client.connect = connect;
    });
  } else {
    const transactional = client as Transactional;
    const transaction = transactional.transaction;
    transactional.transaction = function transacting(this: unknown, callback) {
      return transaction.call(this, async (tx) => {
        const entry = begin();
        const stop = recordOn(tx, entry.transaction);
        try {
          return await callback(tx);
        } finally {
          entry.endedAt = performance.now();
          stop();
        }
      });
    };
    undo.push(() => {
      transactional.transaction = transaction;
    });
  }
  try {
    const { result, statements } = await recordStatements(client, action);
    const entries: RecordedEntry[] = [...statements, ...transactions].sort((a, b) => a.startedAt - b.startedAt);
    return { result, entries };
  } finally {
    for (const step of undo) step();
  }
}

/** PGlite is called as query(text, params, options), node-postgres as query({ text, … }, params). */
function textOf(args: unknown[]): string {
  const [first] = args;
  return typeof first === 'string' ? first : (first as { text: string }).text;
}

function recorded(args: unknown[], answer: unknown, startedAt: number): RecordedStatement {
  const text = textOf(args);
  const returnedIds = /^\s*insert\b/i.test(text) ? idsOf(answer) : undefined;
  return { args, text, startedAt, endedAt: performance.now(), ...(returnedIds && { returnedIds }) };
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
    statements.push(recorded(args, answer, startedAt));
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
export function stepsOf<Entry extends RecordedEntry>(statements: Entry[]): Entry[][] {
  const steps: Entry[][] = [];
  for (const statement of statements) {
    const current = steps.at(-1);
    const firstEnd = current ? Math.min(...current.map((s) => s.endedAt)) : -Infinity;
    if (current && statement.startedAt < firstEnd) current.push(statement);
    else steps.push([statement]);
  }
  return steps;
}
