import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransactionConflict } from '../lib/postgres-errors.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { Database, Transaction } from './client.js';
import { inRetryingTransaction } from './retrying-transaction.js';
import { categories } from './schema.js';

/** PostgreSQL's own error for a transaction it chose as a deadlock's victim (or a serialisation failure's). */
const rolledBackFor = (sqlState: '40P01' | '40001') =>
  sql.raw(`do $$ begin raise exception 'a concurrent transaction won' using errcode = '${sqlState}'; end $$`);

describe('a transaction PostgreSQL rolls back for a conflict with another', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        // A change that conflicts every time it runs, as one caught in a lasting storm of rivals would.
        app.post('/api/probe/contended', { config: { access: 'public' } }, async () =>
          inRetryingTransaction(t.db, (tx) => tx.execute(rolledBackFor('40P01'))),
        );
      },
    });
  });
  afterAll(() => t.close());

  /** A transaction's work that adds the category, failing as told on its first runs; counts its runs. */
  function addingCategory(name: string, failures: ('40P01' | '40001')[]) {
    const work = async (tx: Transaction) => {
      work.runs += 1;
      await tx.insert(categories).values({ name });
      const failure = failures[work.runs - 1];
      if (failure) await tx.execute(rolledBackFor(failure));
      return work.runs;
    };
    work.runs = 0;
    return work;
  }
  const countNamed = (name: string) => t.db.$count(categories, eq(categories.name, name));

  it('runs it again after a deadlock and a serialisation failure, and keeps only the run that committed', async () => {
    const work = addingCategory('Retried after two rivals', ['40P01', '40001']);
    expect(await inRetryingTransaction(t.db, work)).toBe(3);
    expect(await countNamed('Retried after two rivals')).toBe(1);
  });

  it('gives up after three runs with the conflict, having written nothing', async () => {
    const work = addingCategory('Never committed', ['40P01', '40P01', '40P01', '40P01']);
    const failed = await inRetryingTransaction(t.db, work).catch((error: unknown) => error);
    expect(isTransactionConflict(failed)).toBe(true);
    expect(work.runs).toBe(3);
    expect(await countNamed('Never committed')).toBe(0);
  });

  it('does not run again for any other error', async () => {
    await t.db.insert(categories).values({ name: 'Taken once' });
    const work = addingCategory('Taken once', []);
    await expect(inRetryingTransaction(t.db, work)).rejects.toThrow();
    expect(work.runs).toBe(1);
  });

  it('inside a caller’s transaction leaves the conflict to the caller', async () => {
    const work = addingCategory('Inside a job', ['40P01', '40P01']);
    const failed = await t.db
      .transaction((tx) => inRetryingTransaction(tx as unknown as Database, work))
      .catch((error: unknown) => error);
    expect(isTransactionConflict(failed)).toBe(true);
    expect(work.runs).toBe(1);
  });

  it('answers 503 with Retry-After, as a problem, when the conflict outlasts the runs', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/probe/contended' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({
      status: 503,
      detail: 'Others are changing the same items right now. Try again in a moment.',
    });
  });
});
