import {
  type ActivityEntry,
  ActivityKind,
  BookingStatus,
  ComponentStatus,
  ExtensionStatus,
  type Loan,
  type Loaner,
  type NeverBookedRow,
  type Reservation,
  RoleName,
} from '@labstock/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../db/schema.js';
import { refreshTypeStock } from '../db/type-stock.js';
import { paginationOf, useSuiteApp } from '../testing/suite.js';
import type { TestUser } from '../testing/test-app.js';
import { COUNT_CAP } from './capped-total.js';

const LOG_COUNT_CAP = COUNT_CAP.log;

/** X-Pagination of a first page whose list was counted up to `cap` and holds more. */
const firstPageCappedAt = (cap: number, pageSize: number) => ({
  TotalCount: cap,
  PageSize: pageSize,
  CurrentPage: 1,
  TotalPages: cap / pageSize,
  TotalCountCapped: true,
});

describe('the logs at a large lab: a page total is counted up to a cap', () => {
  const t = useSuiteApp();

  /** `howMany` catalogue events, one a minute up to now, the newest with the highest id. */
  const logEvents = (howMany: number) =>
    t.db.execute(sql`
      insert into activity_log (at, kind)
      select now() - make_interval(mins => ${howMany}::int - g), ${ActivityKind.ComponentTypeAdded}
      from generate_series(1, ${howMany}) as g`);

  const activityPage = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/Activity?${query}`, user: t.admin });
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
    expect(capped.pagination).toEqual(firstPageCappedAt(LOG_COUNT_CAP, 50));
    expect(capped.entries).toHaveLength(50);

    // The last page the total covers holds rows, and so does the one after it: nothing is cut off.
    const last = await activityPage(`pageSize=50&pageNumber=${LOG_COUNT_CAP / 50}`);
    expect(last.entries).toHaveLength(50);
    const beyond = await activityPage(`pageSize=50&pageNumber=${LOG_COUNT_CAP / 50 + 1}`);
    expect(beyond.entries).toHaveLength(1);
  });

  it('counts a filtered list exactly when it is below the cap', async () => {
    const { pagination } = await activityPage(`pageSize=10&loanerId=${t.admin.loanerId}`);
    expect(pagination.TotalCountCapped).toBeUndefined();
    expect(pagination.TotalCount).toBeLessThan(LOG_COUNT_CAP);
  });

  it('counts the e-mail log the same way', async () => {
    const logEmails = (howMany: number) =>
      t.db.execute(sql`
        insert into email_logs (recipient_email, subject, body, status)
        select 'loaner' || g || '@example.org', 'Reminder', 'Please return', 1 from generate_series(1, ${howMany}) as g`);
    const emailLogs = async () => {
      const res = await t.inject({ method: 'GET', url: '/api/mail?pageSize=25', user: t.admin });
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

describe('searches and the never booked report at a large lab: a page total is counted up to a cap', () => {
  const t = useSuiteApp();
  /** Runs the lab's counter and its catalogue: sees every list below. */
  let staff: TestUser;
  const SEARCH_CAP = COUNT_CAP.search;
  /** One more loaner named Capwell than a search counts, each holding one reservation and one active loan. */
  const CAPWELLS = SEARCH_CAP + 1;

  beforeAll(async () => {
    staff = await t.createUser([RoleName.Admin, RoleName.Clerk]);
    await t.db.execute(sql`
      insert into loaners (au_id, first_name, last_name)
      select 'capwell' || g, 'Test', 'Capwell' from generate_series(1, ${CAPWELLS}) as g`);
    await t.db.execute(sql`insert into component_types (name) values ('Cap Probe')`);
    await t.db.execute(sql`
      insert into components (component_type_id, component_number, status)
      select (select id from component_types where name = 'Cap Probe'), g,
             case when g <= ${CAPWELLS} then ${ComponentStatus.ReservedLoaner}::smallint else ${ComponentStatus.Loaned}::smallint end
      from generate_series(1, 2 * ${CAPWELLS}) as g`);
    // The n-th Capwell reserves unit n and borrows unit CAPWELLS + n.
    const capwellNumber = sql`substring(loaners.au_id from 8)::int`;
    await t.db.execute(sql`
      insert into reservations (loaner_id, component_id, reservation_date)
      select loaners.id, components.id, now() - make_interval(mins => ${capwellNumber})
      from loaners join components on components.component_number = ${capwellNumber}
      join component_types on component_types.id = components.component_type_id and component_types.name = 'Cap Probe'
      where loaners.au_id like 'capwell%'`);
    await t.db.execute(sql`
      insert into loans (loaner_id, component_id, loan_date, return_date)
      select loaners.id, components.id, now(), current_date + ${capwellNumber}
      from loaners join components on components.component_number = ${CAPWELLS} + ${capwellNumber}
      join component_types on component_types.id = components.component_type_id and component_types.name = 'Cap Probe'
      where loaners.au_id like 'capwell%'`);
  });

  const list = async <Row>(url: string) => {
    const res = await t.inject({ method: 'GET', url, user: staff });
    expect(res.statusCode, res.body).toBe(200);
    return { pagination: paginationOf(res), rows: res.json<Row[]>() };
  };

  /** The last name of a listed user, or of the loaner of a listed reservation or loan. */
  const lastNameOf = (row: Loaner | Reservation | Loan) => ('loaner' in row ? row.loaner?.lastName : row.lastName);

  it.each([
    { list: 'Users', path: '/api/Loaners' },
    { list: 'Reservations', path: '/api/Reservations' },
    { list: 'Active loans', path: '/api/Loans' },
  ])('$list: a search that matches more than the cap says "more than" and pages on past it', async ({ path }) => {
    const first = await list<Loaner | Reservation | Loan>(`${path}?searchString=CAPWELL&pageSize=50`);
    expect(first.pagination).toEqual(firstPageCappedAt(SEARCH_CAP, 50));
    expect(first.rows.map(lastNameOf)).toEqual(Array(50).fill('Capwell'));

    // Every match is still there to page to: the 201st lies past the pages the total covers.
    const beyond = await list(`${path}?searchString=capwell&pageSize=50&pageNumber=${SEARCH_CAP / 50 + 1}`);
    expect(beyond.rows).toHaveLength(CAPWELLS - SEARCH_CAP);
  });

  it.each(['/api/Loaners', '/api/Reservations', '/api/Loans'])(
    '%s: a search that matches up to the cap is counted exactly',
    async (path) => {
      // capwell1, capwell10–19 and capwell100–199.
      const { pagination, rows } = await list(`${path}?searchString=capwell1&pageSize=10`);
      expect(pagination).toEqual({ TotalCount: 111, PageSize: 10, CurrentPage: 1, TotalPages: 12 });
      expect(rows).toHaveLength(10);
    },
  );

  it('orders a searched page the same whether the search matches many or few', async () => {
    const dates = (rows: Reservation[]) => rows.map((row) => row.reservationDate);
    const many = await list<Reservation>('/api/Reservations?searchString=capwell&pageSize=10');
    // The oldest reservations first: capwell201, capwell200, …
    expect(many.rows.map((row) => row.loaner?.auId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `capwell${CAPWELLS - i}`),
    );
    expect(dates(many.rows)).toEqual([...dates(many.rows)].sort());
    const latestFirst = await list<Loan>('/api/Loans?searchString=capwell&pageSize=10&sortDirection=desc');
    expect(latestFirst.rows.map((row) => row.loaner?.auId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `capwell${CAPWELLS - i}`),
    );
  });

  describe('never booked', () => {
    const REPORT_CAP = COUNT_CAP.report;
    const neverBooked = (query: string) =>
      list<NeverBookedRow>(`/api/ComponentTypes/neverbooked?date=2026-01-01${query}`);

    beforeAll(async () => {
      // One type more than the report counts, each with one unit nobody has lent, reserved or booked.
      await t.db.execute(sql`
        insert into component_types (name) select 'Idle Part ' || g from generate_series(1, ${REPORT_CAP + 1}) as g`);
      await t.db.execute(sql`
        insert into components (component_type_id, component_number, status)
        select id, 1, ${ComponentStatus.Available}::smallint from component_types where name like 'Idle Part %'`);
      // The report reads the stock as the type-stock job last refreshed it (decision 050).
      await refreshTypeStock(t.db);
    });

    it('counts a page of the report up to the cap and says there are more', async () => {
      const { pagination, rows } = await neverBooked('&pageSize=25');
      expect(pagination).toEqual(firstPageCappedAt(REPORT_CAP, 25));
      expect(rows).toHaveLength(25);
    });

    it("answers the spec's call, without page or order, with every row and their exact number", async () => {
      const { pagination, rows } = await neverBooked('');
      expect(rows.filter((row) => row.componentName.startsWith('Idle Part '))).toHaveLength(REPORT_CAP + 1);
      expect(pagination.TotalCount).toBe(rows.length);
      expect(pagination.TotalCountCapped).toBeUndefined();
    });
  });
});

describe("the counter's lists as they open at a large lab: a page total is counted up to a cap", () => {
  const t = useSuiteApp();
  const WORK_LIST_CAP = COUNT_CAP.workList;

  /**
   * One type with `howMany` more units lent (each loan with a request for a later return date), reserved and
   * booked, each by the suite's loaner: the Clerk's Active loans, Reservations, Bookings and Extension requests
   * each grow by `howMany` rows.
   */
  const lendMore = async (howMany: number) => {
    const [type] = await t.db
      .insert(componentTypes)
      .values({ name: `Queue Part of ${howMany} at ${Date.now()}` })
      .returning({ id: componentTypes.id });
    const typeId = sql`${type?.id}::integer`;
    await t.db.execute(sql`
      insert into components (component_type_id, component_number, status)
      select ${typeId}, g,
             case when g <= ${howMany} then ${ComponentStatus.Loaned}::smallint
                  else ${ComponentStatus.ReservedLoaner}::smallint end
      from generate_series(1, 2 * ${howMany}) as g`);
    const loanerId = sql`${t.loaner.loanerId}::integer`;
    await t.db.execute(sql`
      insert into loans (loaner_id, component_id, loan_date, return_date)
      select ${loanerId}, id, now(), current_date + 7
      from components where component_type_id = ${typeId} and component_number <= ${howMany}`);
    await t.db.execute(sql`
      insert into extension_requests (loan_id, previous_return_date, requested_return_date)
      select loans.id, loans.return_date, loans.return_date + 7
      from loans join components on components.id = loans.component_id where components.component_type_id = ${typeId}`);
    await t.db.execute(sql`
      insert into reservations (loaner_id, component_id, reservation_date)
      select ${loanerId}, id, now() from components where component_type_id = ${typeId} and component_number > ${howMany}`);
    await t.db.execute(sql`
      insert into bookings (loaner_id, booked_by, component_type_id, quantity, from_day, to_day, status)
      select ${loanerId}, ${loanerId}, ${typeId}, 1, current_date + 30, current_date + 31, ${BookingStatus.Booked}
      from generate_series(1, ${howMany})`);
  };

  const pagination = async (url: string, user = t.clerk) => {
    const res = await t.inject({ method: 'GET', url, user });
    expect(res.statusCode, res.body).toBe(200);
    return paginationOf(res);
  };

  const lists = [
    { list: 'Active loans', path: '/api/Loans' },
    { list: 'Reservations', path: '/api/Reservations' },
    { list: 'Bookings', path: '/api/Bookings' },
    { list: "Bookings' upcoming tab", path: `/api/Bookings?status=${BookingStatus.Booked}` },
    { list: 'Extension requests', path: `/api/Loans/extensions?status=${ExtensionStatus.Pending}` },
  ];

  it('counts every row up to the cap exactly, then says "more than" and pages on past it', async () => {
    await lendMore(WORK_LIST_CAP);
    for (const { list, path } of lists) {
      expect(await pagination(`${path}${path.includes('?') ? '&' : '?'}pageSize=50`), list).toEqual({
        TotalCount: WORK_LIST_CAP,
        PageSize: 50,
        CurrentPage: 1,
        TotalPages: WORK_LIST_CAP / 50,
      });
    }

    await lendMore(1);
    for (const { list, path } of lists) {
      const query = `${path}${path.includes('?') ? '&' : '?'}pageSize=50`;
      expect(await pagination(query), list).toEqual(firstPageCappedAt(WORK_LIST_CAP, 50));
      // The row past the cap is still there to page to.
      const beyond = await t.inject({
        method: 'GET',
        url: `${query}&pageNumber=${WORK_LIST_CAP / 50 + 1}`,
        user: t.clerk,
      });
      expect(beyond.json(), list).toHaveLength(1);
    }
  });

  it("counts a loaner's own lists exactly, however long", async () => {
    for (const path of ['/api/Loans/User', '/api/Reservations/User']) {
      const own = await pagination(`${path}?pageSize=50`, t.loaner);
      expect(own.TotalCount, path).toBeGreaterThan(WORK_LIST_CAP);
      expect(own.TotalCountCapped, path).toBeUndefined();
    }
  });
});
