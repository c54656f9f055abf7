import {
  ComponentStatus,
  type FullyBookedRow,
  fullyBookedSortColumns,
  type NeverBookedRow,
  neverBookedSortColumns,
} from '@labstock/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTypeStock } from '../../db/type-stock.js';
import { type AccessRoute, itIsForAdminsOnly, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import { insertComponents, insertComponentType } from './stock-fixtures.js';

const { Available, ReservedLoaner, ReservedAdmin, Defect, Trashed, Lost, NeverReturned } = ComponentStatus;

/** Names that sort alike in every collation; Bravo twice, so only the id tells the two apart. */
const NAMES = ['Alpha', 'Bravo', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'];

/** Some of each status for type `i`, none Available: counts that differ from type to type and often tie. */
function unavailableStatuses(i: number): ComponentStatus[] {
  const some = (status: ComponentStatus, n: number) => Array<ComponentStatus>(n).fill(status);
  return [
    ...some(Defect, i % 3),
    ...some(Lost, i % 2),
    ...some(Trashed, (i + 1) % 3),
    ...some(NeverReturned, i % 4 === 0 ? 1 : 0),
    ...some(ReservedAdmin, i % 5 === 1 ? 2 : 0),
    ...some(ReservedLoaner, 1 + (i % 2)),
  ];
}

/** Ascending as PostgreSQL sorts: NULL after every value. */
function compareCells(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The ids of `rows` sorted by `column`, the id breaking ties, both in the one direction. */
function idsInOrder<Row extends { componentTypeId: number }>(
  rows: readonly Row[],
  column: keyof Row,
  descending: boolean,
): number[] {
  const sign = descending ? -1 : 1;
  return [...rows]
    .sort(
      (a, b) =>
        sign *
        (compareCells(a[column] as string | number | null, b[column] as string | number | null) ||
          a.componentTypeId - b.componentTypeId),
    )
    .map((row) => row.componentTypeId);
}

const neverBookedUrl = '/api/ComponentTypes/neverbooked?date=2025-03-10';

describe('statistics by page and sorted', () => {
  const t = useSuiteApp();

  /**
   * 11 types with none available (the fully booked list) and 11 with a unit or more available besides; nothing
   * has been lent, reserved or booked, so all 22 are never booked. Every fourth type has no location.
   */
  beforeAll(async () => {
    for (const [i, name] of NAMES.entries()) {
      const location = i % 4 === 0 ? null : `Shelf ${'CAB'[i % 3]}`;
      const fullyBooked = await insertComponentType(t.db, { name: `${name} kit`, location });
      await insertComponents(t.db, fullyBooked, unavailableStatuses(i));
      const lendable = await insertComponentType(t.db, { name: `${name} board`, location });
      await insertComponents(t.db, lendable, [Available, ...unavailableStatuses(i + 1)]);
    }
    await refreshTypeStock(t.db);
  });

  const list = async <Row>(url: string) => {
    const res = await t.inject({ method: 'GET', url, user: t.admin });
    expect(res.statusCode).toBe(200);
    return { rows: res.json<Row[]>(), pagination: paginationOf(res) };
  };

  const tables = [
    { url: '/api/ComponentTypes/booked?', columns: fullyBookedSortColumns, total: 11 },
    { url: `${neverBookedUrl}&`, columns: neverBookedSortColumns, total: 22 },
  ] as const;

  describe.each(tables)('$url', ({ url, columns, total }) => {
    type Row = FullyBookedRow | NeverBookedRow;
    let whole: Row[];
    beforeAll(async () => {
      whole = (await list<Row>(url)).rows;
    });

    it("answers the spec's call, without page or order, with the whole list and its total", async () => {
      const { rows, pagination } = await list<Row>(url);
      expect(rows).toHaveLength(total);
      expect(pagination).toEqual({ TotalCount: total, PageSize: total, CurrentPage: 1, TotalPages: 1 });
    });

    it.each(columns.flatMap((column) => [false, true].map((descending) => ({ column, descending }))))(
      'sorts by $column, descending $descending, the id breaking ties',
      async ({ column, descending }) => {
        const { rows } = await list<Row>(`${url}pageSize=50&sortBy=${column}&descending=${descending}`);
        expect(rows.map((row) => row.componentTypeId)).toEqual(idsInOrder(whole, column as keyof Row, descending));
      },
    );

    it.each([false, true])(
      'pages through a column full of ties, descending %s, with every type once',
      async (descending) => {
        const order = `sortBy=${columns.at(-1)}&descending=${descending}`;
        const first = await list<Row>(`${url}pageNumber=1&pageSize=10&${order}`);
        const second = await list<Row>(`${url}pageNumber=2&pageSize=10&${order}`);
        expect(first.pagination).toEqual({
          TotalCount: total,
          PageSize: 10,
          CurrentPage: 1,
          TotalPages: Math.ceil(total / 10),
        });
        expect(second.pagination.CurrentPage).toBe(2);
        expect([...first.rows, ...second.rows].map((row) => row.componentTypeId)).toEqual(
          idsInOrder(whole, columns.at(-1) as keyof Row, descending).slice(0, 20),
        );
      },
    );

    it('counts the whole list for a page past its end', async () => {
      const { rows, pagination } = await list<Row>(`${url}pageNumber=9&pageSize=25`);
      expect(rows).toEqual([]);
      expect(pagination).toEqual({ TotalCount: total, PageSize: 25, CurrentPage: 9, TotalPages: 1 });
    });

    it('takes a page size alone as its first page, and a page number alone as a page of 10', async () => {
      expect((await list<Row>(`${url}pageSize=25`)).pagination.CurrentPage).toBe(1);
      expect((await list<Row>(`${url}pageNumber=2`)).pagination.PageSize).toBe(10);
    });

    it.each([
      'sortBy=image',
      'sortBy=componentTypeId',
      'sortBy=',
      'descending=yes',
      'pageSize=0',
      'pageSize=20',
      'pageSize=100',
      'pageSize=ten',
      'pageNumber=0',
    ])('answers 400 problem+json to %s', async (query) => {
      const res = await t.inject({ method: 'GET', url: `${url}${query}`, user: t.admin });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });

  it('sorts the fully booked list by name descending when not told, as the spec does', async () => {
    const { rows } = await list<FullyBookedRow>('/api/ComponentTypes/booked?pageSize=10');
    expect(rows.map((row) => row.componentName).slice(0, 3)).toEqual(['Juliet kit', 'India kit', 'Hotel kit']);
  });

  const pagedRoutes: AccessRoute[] = [
    ['GET', '/api/ComponentTypes/booked?pageNumber=1&pageSize=10&sortBy=componentName&descending=true'],
    ['GET', `${neverBookedUrl}&pageNumber=1&pageSize=10&sortBy=location&descending=false`],
  ];
  itNeedsAToken(t, pagedRoutes);
  itIsForAdminsOnly(t, pagedRoutes);
});
