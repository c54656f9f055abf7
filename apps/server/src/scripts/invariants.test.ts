import { ActivityKind, ComponentStatus, ComponentTypeStatus, RoleName } from '@labstock/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  bookings,
  calibrations,
  components,
  componentTypeQualifications,
  componentTypes,
  extensionRequests,
  labRules,
  loanerRoles,
  loans,
  qualificationGrants,
  qualifications,
  reservations,
  roles,
  rulesAcceptances,
  stockMovements,
  trainingRequests,
  waitlistEntries,
} from '../db/schema.js';
import { markBookingsAtRisk } from '../modules/lending/bookings.service.js';
import { insertCalibration } from '../modules/lending/calibration.repo.js';
import {
  createLoan,
  createReservation,
  createTypeWithComponents,
  createWaitlistEntry,
} from '../modules/lending/lending-fixtures.js';
import { makeDefect } from '../modules/repairs/repairs.fixtures.js';
import { insertConsumable } from '../modules/stock/stock.fixtures.js';
import { processDatabase, runToEnd } from '../testing/server-process.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { findBreaches } from './invariants.js';

describe('lending invariants', () => {
  let t: TestApp;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());
  // Each case breaks the data on purpose; the next one starts from consistent data.
  afterEach(async () => {
    await t.db.delete(reservations);
    await t.db.delete(loans);
    await t.db.delete(bookings);
    await t.db.update(components).set({ status: ComponentStatus.Available });
  });

  const reservationDate = new Date('2026-03-10T10:00:00Z');
  const oneComponent = async () => (await createTypeWithComponents(t.db, 1)).componentIds[0] as number;
  const askedToExtend = (loanId: number) => ({
    loanId,
    previousReturnDate: '2026-04-01',
    requestedReturnDate: '2026-04-08',
  });
  const setStatus = (componentId: number, status: ComponentStatus) =>
    t.db.update(components).set({ status }).where(eq(components.id, componentId));

  it('finds nothing in consistent data', async () => {
    const [reserved, loaned] = (await createTypeWithComponents(t.db, 3)).componentIds as [number, number];
    await createReservation(t.db, { loanerId, componentId: reserved, reservationDate });
    await createLoan(t.db, { loanerId, componentId: loaned, returnDate: '2026-04-01' });
    expect(await findBreaches(t.db, t)).toEqual([]);
  });

  it.each([
    [
      'a component both reserved and on loan',
      async (componentId: number) => {
        await createReservation(t.db, { loanerId, componentId, reservationDate });
        await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
      },
      /has open reservation \d+ and active loan \d+/,
    ],
    [
      'ReservedLoaner without a reservation',
      (id: number) => setStatus(id, ComponentStatus.ReservedLoaner),
      /is ReservedLoaner without an open reservation/,
    ],
    [
      'a reservation of an Available component',
      async (componentId: number) => {
        await createReservation(t.db, { loanerId, componentId, reservationDate });
        await setStatus(componentId, ComponentStatus.Available);
      },
      /has an open reservation but status 0/,
    ],
    [
      'Loaned without a loan',
      (id: number) => setStatus(id, ComponentStatus.Loaned),
      /is Loaned without an active loan/,
    ],
    [
      'an active loan of a Defect component',
      async (componentId: number) => {
        await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
        await setStatus(componentId, ComponentStatus.Defect);
      },
      /has an active loan but status 4/,
    ],
    [
      'a reservation of a loaner who does not exist',
      async (componentId: number) => {
        // Foreign keys would refuse it: bypass them as a damaged or hand-restored database might.
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.insert(reservations).values({ loanerId: 999_999, componentId, reservationDate });
          await tx
            .update(components)
            .set({ status: ComponentStatus.ReservedLoaner })
            .where(eq(components.id, componentId));
        });
      },
      /reservation \d+ names a missing loaner 999999/,
    ],
    [
      'a component type whose category_ids lost step with its categories',
      async (componentId: number) => {
        // The triggers of migration 0008 keep the two in step: only a hand edit can part them.
        const [{ componentTypeId }] = (await t.db
          .select({ componentTypeId: components.componentTypeId })
          .from(components)
          .where(eq(components.id, componentId))) as [{ componentTypeId: number }];
        await t.db
          .update(componentTypes)
          .set({ categoryIds: [424_242] })
          .where(eq(componentTypes.id, componentTypeId));
      },
      /component type \d+ has category_ids \{424242\} but categories \{\}/,
    ],
    [
      "a reservation whose component_type_id is not its component's",
      async (componentId: number) => {
        // The triggers of migration 0009 put the value right on every write: switch them off as a restore might.
        const reservationId = await createReservation(t.db, { loanerId, componentId, reservationDate });
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.update(reservations).set({ componentTypeId: 424_242 }).where(eq(reservations.id, reservationId));
        });
      },
      /reservation \d+ has component_type_id 424242 but its component \d+ is of type \d+/,
    ],
    [
      'a request still waiting for a Clerk on a loan handed in',
      async (componentId: number) => {
        // The hand-in lapses the request in its transaction: only a hand edit leaves it waiting.
        const loanId = await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
        await t.db.insert(extensionRequests).values(askedToExtend(loanId));
        await t.db.update(loans).set({ returnedAt: reservationDate }).where(eq(loans.id, loanId));
      },
      /extension request \d+ waits for a Clerk, but its loan \d+ was handed in/,
    ],
    [
      'a lapsed request of a loan still out',
      async (componentId: number) => {
        const loanId = await createLoan(t.db, { loanerId, componentId, returnDate: '2026-04-01' });
        await t.db.insert(extensionRequests).values({ ...askedToExtend(loanId), lapsedAt: reservationDate });
      },
      /extension request \d+ lapsed, but its loan \d+ is still out/,
    ],
  ])('finds %s', async (_name, breakIt, expected) => {
    await breakIt(await oneComponent());
    const breaches = await findBreaches(t.db, t);
    expect(breaches.map((breach) => breach.detail)).toContainEqual(expect.stringMatching(expected));
  });
});

/** A case of a broken booking: its name, how to break a type with two components, and what check-db says. */
type BreakCase = [
  name: string,
  breakIt: (componentTypeId: number, componentIds: number[]) => Promise<unknown>,
  expected: RegExp,
];

// The test clock's today in the lab is 2026-03-10.
describe('booking invariants', () => {
  let t: TestApp;
  let loanerId: number;
  let otherLoanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
    otherLoanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(reservations);
    await t.db.delete(loans);
    await t.db.delete(bookings);
    await t.db.delete(waitlistEntries);
    await t.db.update(components).set({ status: ComponentStatus.Available });
  });

  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);

  /** A booking written as it stands, past the claim guard, as a bug or a hand edit would leave it. */
  const insertBooking = async (values: Partial<typeof bookings.$inferInsert> & { componentTypeId: number }) => {
    const [row] = await t.db
      .insert(bookings)
      .values({ loanerId, quantity: 1, fromDay: '2026-03-12', toDay: '2026-03-14', bookedBy: loanerId, ...values })
      .returning({ id: bookings.id });
    return row?.id as number;
  };

  /** A unit set aside for the booking: a held reservation naming it. */
  const setAside = async (bookingId: number, componentId: number, holder = loanerId) => {
    const reservationId = await createReservation(t.db, {
      loanerId: holder,
      componentId,
      reservationDate: new Date('2026-03-10T08:00:00Z'),
    });
    await t.db.update(reservations).set({ bookingId }).where(eq(reservations.id, reservationId));
    return reservationId;
  };

  it('finds nothing in bookings that fit, set aside and collected as lending leaves them', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 4);
    const [first, second, third] = componentIds as [number, number, number];
    const ready = await insertBooking({ componentTypeId, quantity: 2, fromDay: '2026-03-10', status: 'Ready' });
    await setAside(ready, first);
    const loanId = await createLoan(t.db, { loanerId, componentId: second, returnDate: '2026-03-14' });
    await t.db.update(loans).set({ bookingId: ready }).where(eq(loans.id, loanId));
    await insertBooking({ componentTypeId, quantity: 2, fromDay: '2026-03-15', toDay: '2026-03-20' });
    await createLoan(t.db, { loanerId: otherLoanerId, componentId: third, returnDate: '2026-03-30' });
    expect(await details()).toEqual([]);
  });

  it('finds a day a booking over-claims, until a booking of that day is marked at risk', async () => {
    const { componentTypeId } = await createTypeWithComponents(t.db, 2);
    const bookingId = await insertBooking({ componentTypeId, quantity: 3, fromDay: '2026-03-12', toDay: '2026-03-13' });
    expect(await details()).toContainEqual(
      `component type ${componentTypeId} is over-claimed on 2026-03-12 (available -1) and 1 more day(s), with no booking of those days marked at risk`,
    );
    await t.db.update(bookings).set({ atRisk: true }).where(eq(bookings.id, bookingId));
    expect(await details()).toEqual([]);
  });

  it('finds a type someone waits for with a unit reservable now, unless the lab keeps the type', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
    await createLoan(t.db, {
      loanerId: otherLoanerId,
      componentId: componentIds[0] as number,
      returnDate: '2026-03-30',
    });
    await createWaitlistEntry(t.db, { componentTypeId, loanerId });
    expect(await details()).toEqual([
      `component type ${componentTypeId} has 1 unit(s) reservable now while loaners wait for it`,
    ]);
    await t.db
      .update(componentTypes)
      .set({ status: ComponentTypeStatus.ReservedAdmin })
      .where(eq(componentTypes.id, componentTypeId));
    expect(await details()).toEqual([]);
  });

  it('counts a day the world broke (a unit went Defect) once the at-risk job has marked its booking', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    await insertBooking({ componentTypeId, fromDay: '2026-03-11', toDay: '2026-03-11' });
    expect(await details()).toEqual([]);
    await makeDefect(t.db, componentIds[0] as number);
    expect(await details()).toContainEqual(expect.stringMatching(/over-claimed on 2026-03-11 \(available -1\),/));
    await markBookingsAtRisk({ db: t.db, clock: t.clock, config: t.config });
    expect(await details()).toEqual([]);
  });

  it.each<BreakCase>([
    [
      'a unit set aside for another loaner than the booking’s',
      async (componentTypeId: number, [componentId]: number[]) => {
        const bookingId = await insertBooking({ componentTypeId, fromDay: '2026-03-10', status: 'Ready' });
        await setAside(bookingId, componentId as number, otherLoanerId);
      },
      /reservation \d+ sets component \d+ aside for booking \d+ of loaner \d+ but holds it for loaner \d+/,
    ],
    [
      'a unit set aside of another type than the booking’s',
      async (_componentTypeId: number, [componentId]: number[]) => {
        const other = await createTypeWithComponents(t.db, 1);
        const bookingId = await insertBooking({
          componentTypeId: other.componentTypeId,
          fromDay: '2026-03-10',
          status: 'Ready',
        });
        await setAside(bookingId, componentId as number);
      },
      /reservation \d+ sets component \d+ aside for booking \d+ of type \d+ but the component is of type \d+/,
    ],
    [
      'more units set aside and collected than booked',
      async (componentTypeId: number, [first, second]: number[]) => {
        const bookingId = await insertBooking({ componentTypeId, fromDay: '2026-03-10', status: 'Ready' });
        await setAside(bookingId, first as number);
        const loanId = await createLoan(t.db, { loanerId, componentId: second as number, returnDate: '2026-03-14' });
        await t.db.update(loans).set({ bookingId }).where(eq(loans.id, loanId));
      },
      /booking \d+ of 1 unit\(s\) has 1 set aside and 1 collected/,
    ],
    [
      'a loan collected for a booking of another loaner',
      async (componentTypeId: number, [componentId]: number[]) => {
        const bookingId = await insertBooking({ componentTypeId, fromDay: '2026-03-10', status: 'Ready' });
        const loanId = await createLoan(t.db, {
          loanerId: otherLoanerId,
          componentId: componentId as number,
          returnDate: '2026-03-14',
        });
        await t.db.update(loans).set({ bookingId }).where(eq(loans.id, loanId));
      },
      /loan \d+ collected for booking \d+ of loaner \d+ but went to loaner \d+/,
    ],
    [
      'a loan collected for a booking of another type',
      async (_componentTypeId: number, [componentId]: number[]) => {
        const other = await createTypeWithComponents(t.db, 1);
        const bookingId = await insertBooking({ componentTypeId: other.componentTypeId, fromDay: '2026-03-10' });
        const loanId = await createLoan(t.db, {
          loanerId,
          componentId: componentId as number,
          returnDate: '2026-03-14',
        });
        await t.db.update(loans).set({ bookingId }).where(eq(loans.id, loanId));
      },
      /loan \d+ collected for booking \d+ of type \d+ but is of type \d+/,
    ],
    ...(['Collected', 'Cancelled', 'Expired', 'Booked'] as const).map(
      (status) =>
        [
          `a ${status} booking still holding a set-aside unit`,
          async (componentTypeId: number, [componentId]: number[]) => {
            const bookingId = await insertBooking({ componentTypeId, fromDay: '2026-03-10', status });
            await setAside(bookingId, componentId as number);
          },
          new RegExp(`booking \\d+ is ${status} but holds 1 set-aside unit\\(s\\)`),
        ] satisfies BreakCase,
    ),
  ])('finds %s', async (_name, breakIt, expected) => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
    await breakIt(componentTypeId, componentIds);
    expect(await details()).toContainEqual(expect.stringMatching(expected));
  });
});

describe('npm run check-db', () => {
  it('exits 1 listing each breach, and 0 once the data is consistent again', async () => {
    const database = await processDatabase();
    try {
      const broken = await database.open();
      const [componentId] = (await createTypeWithComponents(broken.db, 1)).componentIds;
      await broken.db.update(components).set({ status: ComponentStatus.Loaned });
      await broken.close();

      const refused = await runToEnd('scripts/check-db.ts', database.env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`component ${componentId} is Loaned without an active loan`);

      const repaired = await database.open();
      await repaired.db.update(components).set({ status: ComponentStatus.Available });
      await repaired.close();
      const passed = await runToEnd('scripts/check-db.ts', database.env);
      expect(passed).toMatchObject({ code: 0, output: expect.stringContaining('Database consistent: 1 components') });
    } finally {
      await database.dispose();
    }
  }, 120_000);
});

describe('stock invariants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Each case breaks one type; the next starts from consistent data.
  afterEach(async () => {
    await t.db.delete(stockMovements);
    await t.db.delete(componentTypes);
  });

  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);
  const setStock = (componentTypeId: number, quantityInStock: number) =>
    t.db.update(componentTypes).set({ quantityInStock }).where(eq(componentTypes.id, componentTypeId));

  it('finds nothing when each stock is the sum of its movements', async () => {
    await insertConsumable(t.db, { quantityInStock: 40 });
    await insertConsumable(t.db);
    expect(await details()).toEqual([]);
  });

  it('finds a stock that is not the sum of its movements', async () => {
    const id = await insertConsumable(t.db, { quantityInStock: 40 });
    await setStock(id, 35);
    expect(await details()).toEqual([`component type ${id} has stock 35 but its movements sum to 40`]);
  });

  it('finds a movement whose stock after it is not the running sum', async () => {
    const id = await insertConsumable(t.db, { quantityInStock: 40 });
    const [issue] = await t.db
      .insert(stockMovements)
      .values({ componentTypeId: id, kind: 'Issue', quantity: -5, quantityAfter: 30 })
      .returning({ id: stockMovements.id });
    await setStock(id, 35);
    expect(await details()).toEqual([
      `stock movement ${issue?.id} of component type ${id} left 30 but the movements up to it sum to 35`,
    ]);
  });

  it('finds movements whose sum is below zero', async () => {
    const id = await insertConsumable(t.db);
    // The check constraint keeps quantity_after from going negative, not the sum of what a hand edit wrote.
    await t.db.insert(stockMovements).values({ componentTypeId: id, kind: 'Issue', quantity: -5, quantityAfter: 0 });
    expect(await details()).toContainEqual(`component type ${id} has stock 0 but its movements sum to -5`);
  });

  it('finds a lent type with stock or stock movements', async () => {
    const { componentTypeId: withStock } = await createTypeWithComponents(t.db, 0);
    await setStock(withStock, 3);
    const { componentTypeId: withMovement } = await createTypeWithComponents(t.db, 0);
    await t.db
      .insert(stockMovements)
      .values({ componentTypeId: withMovement, kind: 'Receive', quantity: 2, quantityAfter: 2 });
    expect(await details()).toEqual([
      `component type ${withStock} is lent but has stock 3 and 0 stock movement(s)`,
      `component type ${withMovement} is lent but has stock 0 and 1 stock movement(s)`,
    ]);
  });
});

// The test clock's today in the lab is 2026-03-10; a reservation made on it is held through 2026-03-18.
describe('calibration invariants', () => {
  let t: TestApp;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(reservations);
    await t.db.delete(loans);
    await t.db.delete(bookings);
    await t.db.delete(calibrations);
    await t.db.delete(activityLog);
    await t.db
      .update(components)
      .set({ status: ComponentStatus.Available, calibratedOn: null, calibrationDueOn: null });
  });

  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);
  /** A unit of a type calibrated every 365 days, recorded at `recordedAt` as calibrated on 2025-03-15: due 2026-03-15. */
  const unitDueOn15March = async (recordedAt = new Date('2025-03-15T12:00:00Z')) => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    await t.db
      .update(componentTypes)
      .set({ calibrationIntervalDays: 365 })
      .where(eq(componentTypes.id, componentTypeId));
    const componentId = componentIds[0] as number;
    const calibration = { calibratedOn: '2025-03-15', note: null, certificate: null, actorId: null };
    await insertCalibration(t.db, { componentId, ...calibration, createdAt: recordedAt });
    return { componentTypeId, componentId };
  };
  const loanTo20March = (componentId: number, loanDate = new Date('2026-03-09T10:00:00Z')) =>
    createLoan(t.db, { loanerId, componentId, returnDate: '2026-03-20', loanDate });

  it('finds nothing where the due day moved after the loan or the hold was made (the world, as a unit that broke)', async () => {
    const recordedLater = await unitDueOn15March(new Date('2026-03-10T09:00:00Z'));
    await loanTo20March(recordedLater.componentId);
    const shortenedLater = await unitDueOn15March();
    await loanTo20March(shortenedLater.componentId);
    await t.db.insert(activityLog).values({
      at: new Date('2026-03-10T09:00:00Z'),
      kind: ActivityKind.ComponentTypeEdited,
      componentTypeId: shortenedLater.componentTypeId,
      before: { calibrationIntervalDays: 400 },
      after: { calibrationIntervalDays: 365 },
    });
    const reservedBefore = await unitDueOn15March(new Date('2026-03-10T09:00:00Z'));
    await createReservation(t.db, {
      loanerId,
      componentId: reservedBefore.componentId,
      reservationDate: new Date('2026-03-10T08:00:00Z'),
    });
    // A loan that ends before the due day, and a unit never calibrated, hold nothing past one.
    const beforeDue = await unitDueOn15March();
    await createLoan(t.db, { loanerId, componentId: beforeDue.componentId, returnDate: '2026-03-14' });
    const [never] = (await createTypeWithComponents(t.db, 1)).componentIds;
    await loanTo20March(never as number);
    expect(await details()).toEqual([]);
  });

  it("finds an active loan that runs to its unit's due day, and again once extended after the due day moved", async () => {
    const { componentId } = await unitDueOn15March();
    const loanId = await loanTo20March(componentId);
    const breach = `loan ${loanId} of component ${componentId} runs to 2026-03-20, past its calibration due day 2026-03-15`;
    expect(await details()).toEqual([breach]);

    await t.db.update(calibrations).set({ createdAt: new Date('2026-03-09T12:00:00Z') });
    expect(await details()).toEqual([]);
    await t.db.insert(activityLog).values({
      at: new Date('2026-03-09T13:00:00Z'),
      kind: ActivityKind.LoanExtended,
      loanId,
      componentId,
    });
    expect(await details()).toEqual([breach]);
  });

  it("finds a reservation held through its unit's due day, and not a set-aside whose window ends before it", async () => {
    const { componentTypeId, componentId } = await unitDueOn15March();
    const reservationId = await createReservation(t.db, {
      loanerId,
      componentId,
      reservationDate: new Date('2026-03-10T08:00:00Z'),
    });
    expect(await details()).toEqual([
      `reservation ${reservationId} holds component ${componentId} through 2026-03-18, past its calibration due day 2026-03-15`,
    ]);

    // Set aside for a booking that first set units aside on 2026-03-05: held through 2026-03-13.
    const [booking] = await t.db
      .insert(bookings)
      .values({
        loanerId,
        componentTypeId,
        quantity: 1,
        fromDay: '2026-03-05',
        toDay: '2026-03-12',
        bookedBy: loanerId,
        status: 'Ready',
        readyAt: new Date('2026-03-05T08:00:00Z'),
      })
      .returning({ id: bookings.id });
    await t.db.update(reservations).set({ bookingId: booking?.id }).where(eq(reservations.id, reservationId));
    expect(await details()).toEqual([]);
  });

  it('finds a kept due day or latest calibration that is not what the calibrations and the interval make it', async () => {
    const { componentId } = await unitDueOn15March();
    await t.db.update(components).set({ calibrationDueOn: '2026-05-01' }).where(eq(components.id, componentId));
    expect(await details()).toEqual([
      `component ${componentId} keeps its calibration due day as 2026-05-01 but its calibration and interval make it 2026-03-15`,
    ]);
    await t.db
      .update(components)
      .set({ calibratedOn: '2025-01-01', calibrationDueOn: '2026-01-01' })
      .where(eq(components.id, componentId));
    expect(await details()).toEqual([
      `component ${componentId} keeps its latest calibration as 2025-01-01 but its calibrations recorded end on 2025-03-15`,
    ]);
  });
});

describe('lab rules invariants', () => {
  let t: TestApp;
  let loanerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
  });
  afterAll(() => t.close());
  // Each case writes its own rules; the next starts from none.
  afterEach(async () => {
    await t.db.delete(rulesAcceptances);
    await t.db.delete(labRules);
  });

  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);
  const day = (n: number) => new Date(`2026-03-${String(n).padStart(2, '0')}T10:00:00Z`);
  const writeVersions = (...texts: string[]) =>
    t.db.insert(labRules).values(texts.map((text, i) => ({ version: i + 1, text, createdAt: day(i + 1) })));
  const acceptAt = async (version: number, acceptedAt: Date) => {
    const [row] = await t.db
      .insert(rulesAcceptances)
      .values({ loanerId, version, acceptedAt, onPaper: false })
      .returning({ id: rulesAcceptances.id });
    return row?.id as number;
  };

  it('finds nothing in versions written in turn, a removal among them, and acceptances after them', async () => {
    await writeVersions('Wear safety glasses.', '', 'Wear safety glasses. No food.');
    await acceptAt(1, day(1));
    await acceptAt(3, day(5));
    expect(await details()).toEqual([]);
  });

  it('finds a gap in the versions, a version written before the one it follows, and one that changed nothing', async () => {
    await t.db.insert(labRules).values([
      { version: 1, text: 'Wear safety glasses.', createdAt: day(2) },
      { version: 2, text: 'No food.', createdAt: day(1) },
      { version: 3, text: 'No food.', createdAt: day(3) },
      { version: 5, text: 'Tidy up.', createdAt: day(4) },
    ]);
    expect(await details()).toEqual([
      'lab rules version 2 was written before version 1',
      'lab rules version 3 has the same text as version 2',
      'lab rules version 5 follows version 3',
    ]);
  });

  it('finds rules that start with a removal, or at a version after 1', async () => {
    await t.db.insert(labRules).values({ version: 1, text: '', createdAt: day(1) });
    expect(await details()).toEqual(['lab rules version 1 removes rules the lab never had']);
    await t.db.delete(labRules);
    await t.db.insert(labRules).values({ version: 2, text: 'Tidy up.', createdAt: day(1) });
    expect(await details()).toEqual(['lab rules version 2 is the first version written']);
  });

  it('finds an acceptance of the removal, and one dated before its version was written', async () => {
    await writeVersions('Wear safety glasses.', '');
    const early = await acceptAt(1, new Date('2026-03-01T09:59:59Z'));
    const ofRemoval = await acceptAt(2, day(3));
    expect(await details()).toEqual([
      `rules acceptance ${early} of loaner ${loanerId} was accepted before version 1 was written`,
      `rules acceptance ${ofRemoval} of loaner ${loanerId} names version 2, which removed the rules`,
    ]);
  });
});

describe('qualification invariants', () => {
  let t: TestApp;
  let loanerId: number;
  let qualificationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    loanerId = (await t.createUser([RoleName.Loaner])).loanerId;
    const [row] = await t.db
      .insert(qualifications)
      .values({ name: 'Soldering safety', validForDays: 30 })
      .returning({ id: qualifications.id });
    qualificationId = row?.id as number;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(qualificationGrants);
    await t.db.delete(trainingRequests);
    await t.db.delete(waitlistEntries);
  });
  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);
  const grantedAt = new Date('2026-03-01T10:00:00Z');

  it('finds nothing in grants and requests as the qualifications module leaves them', async () => {
    await t.db
      .insert(qualificationGrants)
      .values({ loanerId, qualificationId, grantedOn: '2026-03-01', expiresOn: '2026-03-31', grantedAt });
    await t.db.insert(trainingRequests).values({ loanerId, qualificationId, requestedAt: grantedAt });
    expect(await details()).toEqual([]);
  });

  it("finds a grant whose expiry is not its day plus its qualification's validity", async () => {
    const [grant] = await t.db
      .insert(qualificationGrants)
      .values({ loanerId, qualificationId, grantedOn: '2026-03-01', expiresOn: null, grantedAt })
      .returning({ id: qualificationGrants.id });
    expect(await details()).toEqual([
      `grant ${grant?.id} of qualification ${qualificationId} expires on never but its day and validity make it 2026-03-31`,
    ]);
  });

  it('finds an open training request of a qualification its loaner holds without end', async () => {
    const [withoutEnd] = await t.db
      .insert(qualifications)
      .values({ name: 'Fire safety', validForDays: null })
      .returning({ id: qualifications.id });
    const id = withoutEnd?.id as number;
    await t.db
      .insert(qualificationGrants)
      .values({ loanerId, qualificationId: id, grantedOn: '2026-03-01', grantedAt });
    const [request] = await t.db
      .insert(trainingRequests)
      .values({ loanerId, qualificationId: id, requestedAt: grantedAt })
      .returning({ id: trainingRequests.id });
    expect(await details()).toEqual([
      `training request ${request?.id} is open while loaner ${loanerId} holds qualification ${id} without end`,
    ]);
  });

  it('finds no fault in a reservable unit while only loaners lacking its qualification wait', async () => {
    const { componentTypeId } = await createTypeWithComponents(t.db, 1);
    await t.db.insert(componentTypeQualifications).values({ componentTypeId, qualificationId });
    await createWaitlistEntry(t.db, { componentTypeId, loanerId });
    expect(await details()).toEqual([]);
    await t.db
      .insert(qualificationGrants)
      .values({ loanerId, qualificationId, grantedOn: '2026-03-01', expiresOn: '2026-03-31', grantedAt });
    expect(await details()).toEqual([
      `component type ${componentTypeId} has 1 unit(s) reservable now while loaners wait for it`,
    ]);
  });
});

describe('role invariants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const details = async () => (await findBreaches(t.db, t)).map((breach) => breach.detail);
  const roleId = async (name: RoleName) =>
    (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]?.id as number;

  it('finds nothing in a Clerk from the organisation of a registered loaner, also given by hand', async () => {
    const { loanerId } = await t.createUser([RoleName.Loaner, RoleName.Clerk]);
    await t.db
      .update(loanerRoles)
      .set({ fromOrganisation: true })
      .where(and(eq(loanerRoles.loanerId, loanerId), eq(loanerRoles.roleId, await roleId(RoleName.Clerk))));
    expect(await details()).toEqual([]);
  });

  it('finds Loaner from the organisation, and a role from it of a loaner who does not hold Loaner by hand', async () => {
    const registered = await t.createUser([]);
    await t.db.insert(loanerRoles).values({
      loanerId: registered.loanerId,
      roleId: await roleId(RoleName.Loaner),
      byHand: false,
      fromOrganisation: true,
    });
    const unregistered = await t.createUser([]);
    await t.db.insert(loanerRoles).values({
      loanerId: unregistered.loanerId,
      roleId: await roleId(RoleName.Admin),
      byHand: false,
      fromOrganisation: true,
    });
    expect(await details()).toEqual([
      `loaner ${registered.loanerId} holds Loaner from the organisation`,
      `loaner ${unregistered.loanerId} holds Admin from the organisation without holding Loaner by hand`,
    ]);
  });
});
