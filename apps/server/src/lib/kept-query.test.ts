import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loaners } from '../db/schema.js';
import { useSuiteApp } from '../testing/suite.js';
import { keptQueries } from './kept-query.js';

describe('kept queries', () => {
  const t = useSuiteApp();

  it('are built once per database and variant, and answer each call with its own values', async () => {
    const keptLoaner = keptQueries('kept-query-test-loaner');
    const built: string[] = [];
    const byAuId = () =>
      keptLoaner(t.db, 'by-au-id', (statementName) => {
        built.push(statementName);
        return t.db
          .select({ auId: loaners.auId })
          .from(loaners)
          .where(eq(loaners.auId, sql.placeholder('auId')))
          .prepare(statementName);
      });

    const admin = await byAuId().execute({ auId: t.admin.auId });
    const clerk = await byAuId().execute({ auId: t.clerk.auId });
    const nobody = await byAuId().execute({ auId: 'au000000' });

    expect([admin, clerk, nobody]).toEqual([[{ auId: t.admin.auId }], [{ auId: t.clerk.auId }], []]);
    expect(built).toEqual(['kept-query-test-loaner:by-au-id']);
  });

  it('refuse a second family of the same name, whose statements would be taken for the first', () => {
    keptQueries('kept-query-test-twice');
    expect(() => keptQueries('kept-query-test-twice')).toThrow(/two families of kept queries are named/);
  });
});
