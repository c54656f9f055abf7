import { BookingStatus, ComponentStatus } from '@labstock/shared';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { bookings, components, reservations } from '../../db/schema.js';
import { systemClock } from '../../lib/clock.js';
import { labToday } from '../../lib/lab-date.js';
import { setAsideForBookings } from '../../modules/lending/bookings.service.js';
import { findBreaches } from '../../scripts/invariants.js';
import { call, LAB_ADMIN, type Lab, setUpLab } from '../lab-api.js';
import { type ProcessDatabase, processDatabase, type ServerProcess, startServer } from '../server-process.js';
import { raceForOneType } from './booking-race.js';

// Two replicas need PostgreSQL: the embedded database belongs to one process.
describe('bookings, reservations and hand-outs of one type on two server processes at once', () => {
  let database: ProcessDatabase;
  let handle: DatabaseHandle;
  let servers: ServerProcess[] = [];
  const JWT_SECRET = 'one-secret-shared-by-every-replica-of-the-lab';
  const config = loadConfig({ JWT_SECRET, DATA_DIR: '/nonexistent' });
  const lab = { clock: systemClock, config };

  beforeAll(async () => {
    database = await processDatabase();
    handle = await database.open();
    const env = {
      ...database.env,
      BOOTSTRAP_ADMINS: LAB_ADMIN,
      JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await handle?.close();
    await database?.dispose();
  });

  it('never leaves a day over-claimed, and refuses each request that does not fit with a 409 problem', async () => {
    const url = (servers[0] as ServerProcess).url;
    const race = await setUpLab(url, { loaners: 4, components: 6 }, 'race');
    const { answers, unexplained } = await raceForOneType(
      race,
      (lane, path, from, json) => call((servers[lane] as ServerProcess).url, 'POST', path, { token: from.token, json }),
      { today: labToday(lab), rounds: 8, lanes: servers.length },
    );
    expect(unexplained).toEqual([]);
    // The type runs out: bookings are taken and refused, so the guard was put to work. Whether a hand-out finds a
    // unit before the bookings claim every day depends on the interleaving: it only must not answer otherwise.
    const statuses = (path: string) => new Set(answers.filter((a) => a.request.includes(path)).map((a) => a.status));
    expect(statuses('/api/Bookings')).toEqual(new Set([201, 409]));
    expect([...statuses('/api/Loans/')].filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(await findBreaches(handle.db, lab)).toEqual([]);
  }, 120_000);

  it('sets each booking’s units aside once when two servers run the set-aside at once', async () => {
    const aside: Lab = await setUpLab((servers[1] as ServerProcess).url, { loaners: 3, components: 6 }, 'aside');
    const today = labToday(lab);
    const booked = await Promise.all(
      [2, 3, 1].map(async (quantity, i) => {
        const loaner = aside.loaners[i] as Lab['clerk'];
        const answer = await call((servers[i % 2] as ServerProcess).url, 'POST', '/api/Bookings', {
          token: loaner.token,
          json: { componentTypeId: aside.componentTypeId, quantity, from: today, to: today },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        return { bookingId: (answer.body as { bookingId: number }).bookingId, loanerId: loaner.loanerId, quantity };
      }),
    );

    // Each call through a pool of its own, as two server processes would, past the job's advisory lock. The
    // first test's bookings from today are due too: each run answers what it set aside, and none twice.
    const setAsideCount = async () => handle.db.$count(reservations, isNotNull(reservations.bookingId));
    const before = await setAsideCount();
    const second = await database.open();
    try {
      const runs = await Promise.all(
        [handle, second, handle, second].map((pool) =>
          setAsideForBookings({ db: pool.db, clock: systemClock, config }),
        ),
      );
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe((await setAsideCount()) - before);
    } finally {
      await second.close();
    }

    const ids = booked.map((booking) => booking.bookingId);
    const setAside = await handle.db
      .select({
        bookingId: reservations.bookingId,
        loanerId: reservations.loanerId,
        componentId: reservations.componentId,
      })
      .from(reservations)
      .where(inArray(reservations.bookingId, ids));
    for (const { bookingId, loanerId, quantity } of booked) {
      expect(setAside.filter((row) => row.bookingId === bookingId && row.loanerId === loanerId)).toHaveLength(quantity);
    }
    expect(new Set(setAside.map((row) => row.componentId)).size).toBe(6);
    const states = await handle.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, ids));
    expect(states.map((row) => row.status)).toEqual(ids.map(() => BookingStatus.Ready));
    const statuses = await handle.db
      .select({ status: components.status })
      .from(components)
      .where(eq(components.componentTypeId, aside.componentTypeId));
    expect(statuses.map((row) => row.status)).toEqual(aside.componentIds.map(() => ComponentStatus.ReservedLoaner));
    expect(await findBreaches(handle.db, lab)).toEqual([]);
  }, 120_000);
});
