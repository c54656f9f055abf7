import {
  type BookedAheadRow,
  BookingStatus,
  ComponentStatus,
  type FullyBookedRow,
  type NeverBookedRow,
  PAGINATION_HEADER,
  RoleName,
} from '@labstock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTypeStock } from '../../db/type-stock.js';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.js';
import { insertCategory, multipartForm } from '../component-types/component-types.fixtures.js';
import {
  insertBooking,
  insertComponents,
  insertComponentType,
  insertLoan,
  insertReservation,
} from './stock-fixtures.js';

const { Available, ReservedLoaner, ReservedAdmin, Loaned, Defect, Trashed, Lost, NeverReturned } = ComponentStatus;

const routes = [
  { method: 'GET', url: '/api/ComponentTypes/booked' },
  { method: 'GET', url: '/api/ComponentTypes/neverbooked?date=2025-03-10' },
  { method: 'GET', url: '/api/ComponentTypes/bookedahead' },
] as const;

interface Stock {
  arduinoId: number;
  multimeterId: number;
  oscilloscopeId: number;
  solderingIronId: number;
}

/**
 * Arduino Uno: one of every unavailable status, one on loan since February. Breadboard: one available, lent in
 * June 2025. Capacitor kit: no components. Multimeter: lent and back within the first half hour of
 * 1 February lab time (still 31 January in UTC). Oscilloscope: its only component reserved. Soldering iron:
 * broken and trashed, never lent, with an image.
 */
async function seedStock(t: TestApp, loaner: TestUser): Promise<Stock> {
  const type = (name: string, fields = {}) => insertComponentType(t.db, { name, ...fields });
  const [arduinoId, breadboardId, multimeterId, oscilloscopeId, solderingIronId] = [
    await type('Arduino Uno'),
    await type('Breadboard'),
    await type('Multimeter', { location: 'Shelf A' }),
    await type('Oscilloscope'),
    await type('Soldering iron', { location: 'Shelf B', imageEtag: 'etag-1' }),
  ];
  await type('Capacitor kit');

  const [arduinoOnLoan] = await insertComponents(t.db, arduinoId, [
    Loaned,
    Loaned,
    ReservedLoaner,
    Defect,
    Lost,
    Trashed,
    NeverReturned,
    ReservedAdmin,
    ReservedAdmin,
  ]);
  const [, breadboardLent] = await insertComponents(t.db, breadboardId, [Available, Available]);
  const [multimeter] = await insertComponents(t.db, multimeterId, [Available]);
  const [oscilloscope] = await insertComponents(t.db, oscilloscopeId, [ReservedLoaner]);
  await insertComponents(t.db, solderingIronId, [Defect, Defect, Trashed]);

  const lend = (componentId: number, loanDate: string, returnDate: string, returnedAt?: string) =>
    insertLoan(t.db, { loanerId: loaner.loanerId, componentId, loanDate, returnDate, returnedAt });
  await lend(arduinoOnLoan, '2026-02-01T09:00:00Z', '2026-04-01');
  await lend(breadboardLent, '2025-06-01T09:00:00Z', '2025-06-20', '2025-06-20T14:00:00Z');
  await lend(multimeter, '2026-01-31T23:30:00Z', '2026-02-01', '2026-01-31T23:45:00Z');
  await insertReservation(t.db, loaner.loanerId, oscilloscope);
  await refreshTypeStock(t.db);
  return { arduinoId, multimeterId, oscilloscopeId, solderingIronId };
}

describe('statistics', () => {
  let t: TestApp;
  let admin: TestUser;
  let stock: Stock;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser([RoleName.Admin]);
    stock = await seedStock(t, await t.createUser([RoleName.Loaner]));
  });
  afterAll(() => t.close());

  it.each(routes)('$url answers 401 without a token', async (route) => {
    const res = await t.inject(route);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it.each(routes)('$url answers 403 to a Clerk and to a Loaner', async (route) => {
    const clerk = await t.createUser([RoleName.Clerk]);
    const loaner = await t.createUser([RoleName.Loaner]);
    expect((await t.inject({ ...route, user: clerk })).statusCode).toBe(403);
    expect((await t.inject({ ...route, user: loaner })).statusCode).toBe(403);
  });

  describe('fully booked', () => {
    it('lists the types with components but none available, by name descending, with a count per status', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/ComponentTypes/booked', user: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<FullyBookedRow[]>()).toEqual([
        {
          componentTypeId: stock.solderingIronId,
          componentName: 'Soldering iron',
          image: null,
          imageUrl: `/api/ComponentTypes/${stock.solderingIronId}/image?v=etag-1`,
          totalNumberOfComponents: 3,
          numberOfDefectComponents: 2,
          numberOfLostComponents: 0,
          numberOfTrashedComponents: 1,
          numberOfNotReturnedComponents: 0,
          numberOfReservedToAdmin: 0,
          numberOfReservedToLoaner: 0,
        },
        {
          componentTypeId: stock.oscilloscopeId,
          componentName: 'Oscilloscope',
          image: null,
          imageUrl: null,
          totalNumberOfComponents: 1,
          numberOfDefectComponents: 0,
          numberOfLostComponents: 0,
          numberOfTrashedComponents: 0,
          numberOfNotReturnedComponents: 0,
          numberOfReservedToAdmin: 0,
          numberOfReservedToLoaner: 1,
        },
        {
          componentTypeId: stock.arduinoId,
          componentName: 'Arduino Uno',
          image: null,
          imageUrl: null,
          totalNumberOfComponents: 9,
          numberOfDefectComponents: 1,
          numberOfLostComponents: 1,
          numberOfTrashedComponents: 1,
          numberOfNotReturnedComponents: 1,
          numberOfReservedToAdmin: 2,
          numberOfReservedToLoaner: 1,
        },
      ]);
    });

    it('is reached whatever the case of the path', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/componenttypes/BOOKED', user: admin });
      expect(res.json<FullyBookedRow[]>()).toHaveLength(3);
    });

    it('shows a renamed type where its new name sorts, once the stock is summed anew', async () => {
      const categoryId = await insertCategory(t.db, 'Instruments');
      const rename = async (name: string) => {
        const form = await multipartForm({
          ComponentTypeId: String(stock.oscilloscopeId),
          ComponentName: name,
          Status: '0',
          SelectedCategories: String(categoryId),
        });
        expect((await t.inject({ method: 'PUT', url: '/api/ComponentTypes', user: admin, ...form })).statusCode).toBe(
          200,
        );
        await refreshTypeStock(t.db);
      };
      const names = async () =>
        (await t.inject({ method: 'GET', url: '/api/ComponentTypes/booked', user: admin }))
          .json<FullyBookedRow[]>()
          .map((row) => row.componentName);
      await rename('Zener diode tester');
      try {
        expect(await names()).toEqual(['Zener diode tester', 'Soldering iron', 'Arduino Uno']);
      } finally {
        await rename('Oscilloscope');
      }
      expect(await names()).toEqual(['Soldering iron', 'Oscilloscope', 'Arduino Uno']);
    });
  });

  describe('never booked', () => {
    const neverBookedSince = async (date: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/neverbooked?date=${date}`, user: admin });
      expect(res.statusCode).toBe(200);
      return res.json<NeverBookedRow[]>();
    };

    it('lists only never-lent types when the date is before every loan', async () => {
      expect(await neverBookedSince('2025-03-10')).toEqual([
        {
          componentTypeId: stock.solderingIronId,
          componentName: 'Soldering iron',
          image: null,
          imageUrl: `/api/ComponentTypes/${stock.solderingIronId}/image?v=etag-1`,
          location: 'Shelf B',
          numberOfComponents: 3,
        },
      ]);
    });

    it('adds a type whose last loan ended before the date, counting all its components', async () => {
      const rows = await neverBookedSince('2025-09-01');
      expect(rows.map((row) => [row.componentName, row.numberOfComponents])).toEqual([
        ['Breadboard', 2],
        ['Soldering iron', 3],
      ]);
    });

    it('reads the date as a lab calendar day: a loan at 00:30 lab time on 1 February counts for that day', async () => {
      expect((await neverBookedSince('2026-02-01')).map((row) => row.componentName)).toEqual([
        'Breadboard',
        'Soldering iron',
      ]);
      expect(await neverBookedSince('2026-02-02')).toContainEqual({
        componentTypeId: stock.multimeterId,
        componentName: 'Multimeter',
        image: null,
        imageUrl: null,
        location: 'Shelf A',
        numberOfComponents: 1,
      });
    });

    it('never lists a type that is on loan or reserved now, nor one without components', async () => {
      const names = (await neverBookedSince('2026-03-10')).map((row) => row.componentName);
      expect(names).toEqual(['Breadboard', 'Multimeter', 'Soldering iron']);
    });

    it('counts a booking, whatever became of it, for a period on or after the date as booked', async () => {
      const logicAnalyserId = await insertComponentType(t.db, { name: 'Logic analyser' });
      await insertComponents(t.db, logicAnalyserId, [Available]);
      const loaner = await t.createUser([RoleName.Loaner]);
      await insertBooking(t.db, {
        loanerId: loaner.loanerId,
        componentTypeId: logicAnalyserId,
        quantity: 1,
        fromDay: '2025-10-01',
        toDay: '2025-10-03',
        status: BookingStatus.Cancelled,
      });
      await refreshTypeStock(t.db);
      const names = async (date: string) => (await neverBookedSince(date)).map((row) => row.componentName);
      expect(await names('2025-10-03')).not.toContain('Logic analyser');
      expect(await names('2025-10-04')).toContain('Logic analyser');
    });

    it.each(['', '?date=', '?date=2025-02-30', '?date=10-03-2025', '?date=0000-01-01', '?date=yesterday'])(
      'answers 400 problem+json to %s',
      async (query) => {
        const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/neverbooked${query}`, user: admin });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      },
    );
  });

  describe('booked ahead', () => {
    interface BookedAhead {
      functionGeneratorId: number;
      powerSupplyId: number;
      signalProbeId: number;
    }
    let types: BookedAhead;

    const bookedAhead = async (query = '') => {
      const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/bookedahead${query}`, user: admin });
      expect(res.statusCode).toBe(200);
      return {
        rows: res.json<BookedAheadRow[]>(),
        total: JSON.parse(String(res.headers[PAGINATION_HEADER.toLowerCase()])).TotalCount,
      };
    };

    /**
     * The lab's today is 10 March 2026. Function generator: both units booked 12–14 March. Power supply: one of
     * three on loan to 20 March, the other two booked on 11 March, one more booked on 25 March. Signal probe: one
     * unit lendable, the other broken since two were booked for 16 March. Solder station: one of five booked.
     * Hot-air station: its only unit booked, but the booking was cancelled.
     */
    beforeAll(async () => {
      const loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
      const typeWith = async (name: string, statuses: readonly ComponentStatus[]) => {
        const id = await insertComponentType(t.db, { name });
        return { id, units: await insertComponents(t.db, id, statuses) };
      };
      const book = (
        componentTypeId: number,
        quantity: number,
        fromDay: string,
        toDay: string,
        status?: BookingStatus,
      ) => insertBooking(t.db, { loanerId, componentTypeId, quantity, fromDay, toDay, status });

      const functionGenerator = await typeWith('Function generator', [Available, Available]);
      await book(functionGenerator.id, 2, '2026-03-12', '2026-03-14');
      const powerSupply = await typeWith('Power supply', [Loaned, Available, Available]);
      const [onLoan] = powerSupply.units;
      if (onLoan === undefined) throw new Error('no unit to lend');
      await insertLoan(t.db, {
        loanerId,
        componentId: onLoan,
        loanDate: '2026-03-09T09:00:00Z',
        returnDate: '2026-03-20',
      });
      await book(powerSupply.id, 2, '2026-03-11', '2026-03-11');
      await book(powerSupply.id, 1, '2026-03-25', '2026-03-26');
      const signalProbe = await typeWith('Signal probe', [Available, Defect]);
      await book(signalProbe.id, 2, '2026-03-16', '2026-03-16');
      const solderStation = await typeWith('Solder station', [Available, Available, Available, Available, Available]);
      await book(solderStation.id, 1, '2026-03-11', '2026-03-13');
      const hotAir = await typeWith('Hot-air station', [Available]);
      await book(hotAir.id, 1, '2026-03-11', '2026-03-13', BookingStatus.Cancelled);
      types = {
        functionGeneratorId: functionGenerator.id,
        powerSupplyId: powerSupply.id,
        signalProbeId: signalProbe.id,
      };
      await refreshTypeStock(t.db);
    });

    it('lists the types their live bookings take to 0 or below within a week, soonest first, with that day', async () => {
      const { rows, total } = await bookedAhead();
      expect(rows).toEqual([
        {
          componentTypeId: types.powerSupplyId,
          componentName: 'Power supply',
          image: null,
          imageUrl: null,
          date: '2026-03-11',
          available: 0,
          bookedQuantity: 2,
          liveBookings: 1,
        },
        {
          componentTypeId: types.functionGeneratorId,
          componentName: 'Function generator',
          image: null,
          imageUrl: null,
          date: '2026-03-12',
          available: 0,
          bookedQuantity: 2,
          liveBookings: 1,
        },
        {
          componentTypeId: types.signalProbeId,
          componentName: 'Signal probe',
          image: null,
          imageUrl: null,
          date: '2026-03-16',
          available: -1,
          bookedQuantity: 2,
          liveBookings: 1,
        },
      ]);
      expect(total).toBe(3);
    });

    it("counts the live bookings of the days asked for: 8 weeks take in the power supply's later booking", async () => {
      const { rows } = await bookedAhead('?days=56');
      expect(rows.map((row) => [row.componentName, row.liveBookings])).toEqual([
        ['Power supply', 2],
        ['Function generator', 1],
        ['Signal probe', 1],
      ]);
    });

    it('looks at fewer days when asked: on the next two days only the power supply runs out', async () => {
      const { rows } = await bookedAhead('?days=2');
      expect(rows.map((row) => row.componentName)).toEqual(['Power supply']);
    });

    it('answers a page of the list with the total of the whole list', async () => {
      const { rows, total } = await bookedAhead('?pageNumber=2&pageSize=2');
      expect(rows.map((row) => row.componentName)).toEqual(['Signal probe']);
      expect(total).toBe(3);
    });

    it.each([
      { query: '?sortBy=available', names: ['Signal probe', 'Function generator', 'Power supply'] },
      { query: '?sortBy=available&descending=true', names: ['Power supply', 'Function generator', 'Signal probe'] },
      { query: '?sortBy=date&descending=true', names: ['Signal probe', 'Function generator', 'Power supply'] },
      { query: '?sortBy=componentName', names: ['Function generator', 'Power supply', 'Signal probe'] },
      {
        query: '?sortBy=componentName&descending=true',
        names: ['Signal probe', 'Power supply', 'Function generator'],
      },
      // Every type has 2 booked on its day and 1 live booking: the names alone order them.
      { query: '?sortBy=bookedQuantity', names: ['Function generator', 'Power supply', 'Signal probe'] },
      {
        query: '?sortBy=liveBookings&descending=true',
        names: ['Signal probe', 'Power supply', 'Function generator'],
      },
      { query: '?descending=true', names: ['Signal probe', 'Function generator', 'Power supply'] },
    ])('sorts the whole list before the page is cut: $query', async ({ query, names }) => {
      expect((await bookedAhead(query)).rows.map((row) => row.componentName)).toEqual(names);
      const { rows, total } = await bookedAhead(`${query}&pageNumber=2&pageSize=2`);
      expect(rows.map((row) => row.componentName)).toEqual(names.slice(2));
      expect(total).toBe(3);
    });

    it.each([
      '?days=0',
      '?days=57',
      '?days=seven',
      '?pageSize=0',
      '?sortBy=image',
      '?sortBy=componentTypeId',
      '?descending=yes',
    ])('answers 400 problem+json to %s', async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/bookedahead${query}`, user: admin });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });
});
