import { type ActivityEntry, ActivityKind, RoleName } from '@labstock/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginationOf } from '../testing/suite.js';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.js';
import { LOG_COUNT_CAP } from './log-total.js';

describe('the logs at a large lab: a page total is counted up to a cap', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
  });
  afterAll(() => t.close());

  /** `howMany` catalogue events, one a minute up to now, the newest with the highest id. */
  const logEvents = (howMany: number) =>
    t.db.execute(sql`
      insert into activity_log (at, kind)
      select now() - make_interval(mins => ${howMany}::int - g), ${ActivityKind.ComponentTypeAdded}
      from generate_series(1, ${howMany}) as g`);

  const activityPage = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/Activity?${query}`, user: admin });
    expect(res.statusCode, res.body).toBe(200);
    return { pagination: paginationOf(res), entries: res.json<ActivityEntry[]>() };
  };

  it('gives the exact total up to the cap, and "at least the cap" beyond it, while every page still answers', async () => {
    await logEvents(LOG_COUNT_CAP);
    const exact = await activityPage('pageSize=50');
    expect(exact.pagination).toEqual({
      TotalCount: LOG_COUNT_CAP,
      PageSize: 50,
      CurrentPage: 1,
      TotalPages: LOG_COUNT_CAP / 50,
    });

    await logEvents(1);
    const capped = await activityPage('pageSize=50');
    expect(capped.pagination).toEqual({
      TotalCount: LOG_COUNT_CAP,
      PageSize: 50,
      CurrentPage: 1,
      TotalPages: LOG_COUNT_CAP / 50,
      TotalCountCapped: true,
    });
    expect(capped.entries).toHaveLength(50);

    // The last page the total covers holds rows, and so does the one after it: nothing is cut off.
    const last = await activityPage(`pageSize=50&pageNumber=${LOG_COUNT_CAP / 50}`);
    expect(last.entries).toHaveLength(50);
    const beyond = await activityPage(`pageSize=50&pageNumber=${LOG_COUNT_CAP / 50 + 1}`);
    expect(beyond.entries).toHaveLength(1);
  });

  it('counts a filtered list exactly when it is below the cap', async () => {
    const { pagination } = await activityPage(`pageSize=10&loanerId=${admin.loanerId}`);
    expect(pagination.TotalCountCapped).toBeUndefined();
    expect(pagination.TotalCount).toBeLessThan(LOG_COUNT_CAP);
  });

  it('counts the e-mail log the same way', async () => {
    const logEmails = (howMany: number) =>
      t.db.execute(sql`
        insert into email_logs (recipient_email, subject, body, status)
        select 'loaner' || g || '@example.org', 'Reminder', 'Please return', 1 from generate_series(1, ${howMany}) as g`);
    const emailLogs = async () => {
      const res = await t.inject({ method: 'GET', url: '/api/mail?pageSize=25', user: admin });
      expect(res.statusCode, res.body).toBe(200);
      return paginationOf(res);
    };
    await logEmails(LOG_COUNT_CAP);
    expect(await emailLogs()).toMatchObject({ TotalCount: LOG_COUNT_CAP });
    expect((await emailLogs()).TotalCountCapped).toBeUndefined();
    await logEmails(1);
    expect(await emailLogs()).toMatchObject({ TotalCount: LOG_COUNT_CAP, TotalCountCapped: true });
  });
});
