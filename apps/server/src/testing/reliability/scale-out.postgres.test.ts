import { ComponentStatus } from '@labstock/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { components, componentTypes, reservations } from '../../db/schema.js';
import { reservationExpiryJob } from '../../jobs/reservation-expiry.js';
import { call, LAB_ADMIN, type Lab, setUpLab } from '../lab-api.js';
import { type ProcessDatabase, processDatabase, runToEnd, type ServerProcess, startServer } from '../server-process.js';

const COMPONENTS = 16;

/** The handled counts the expiry job logged. */
function expiryRunsLogged(server: ServerProcess): number[] {
  return server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { job?: string; handled?: number })
    .filter((entry) => entry.job === reservationExpiryJob.name && entry.handled !== undefined)
    .map((entry) => entry.handled as number);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The embedded database belongs to one process: replicas need PostgreSQL, so this runs in the postgres project only.
describe('two server processes on one PostgreSQL database', () => {
  let database: ProcessDatabase;
  let handle: DatabaseHandle;
  let lab: Lab;
  let servers: ServerProcess[] = [];
  const env = () => ({
    ...database.env,
    BOOTSTRAP_ADMINS: LAB_ADMIN,
    JWT_SECRET: 'one-secret-shared-by-every-replica-of-the-lab',
  });

  beforeAll(async () => {
    database = await processDatabase();
    handle = await database.open();
    // A lab whose every component was reserved nine days ago: the expiry job's work when the replicas start.
    const setup = await startServer(env());
    try {
      lab = await setUpLab(setup.url, { loaners: 4, components: COMPONENTS });
      for (let i = 0; i < COMPONENTS; i++) {
        const loaner = lab.loaners[i % lab.loaners.length];
        const res = await call(setup.url, 'POST', `/api/Reservations/${lab.componentTypeId}`, { token: loaner?.token });
        expect(res.status).toBe(201);
      }
    } finally {
      await setup.stop();
    }
    await handle.db.update(reservations).set({ reservationDate: sql`now() - interval '9 days'` });
    servers = await Promise.all([startServer({ ...env(), JOBS: 'on' }), startServer({ ...env(), JOBS: 'on' })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await handle?.close();
    await database?.dispose();
  });

  it('expires each old reservation once, whichever replica’s job gets the lock', async () => {
    await until(async () => (await handle.db.select().from(reservations)).length === 0);
    const statuses = await handle.db.select({ status: components.status }).from(components);
    expect(statuses.every(({ status }) => status === ComponentStatus.Available)).toBe(true);
    const handled = servers.flatMap(expiryRunsLogged);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(COMPONENTS);
  }, 120_000);

  it('shows on each replica at once a change to the catalogue made elsewhere, though each remembers its pages', async () => {
    const loaner = lab.loaners[0];
    const found = (server: ServerProcess) =>
      call(server.url, 'GET', '/api/ComponentTypes?pageNumber=1&pageSize=24&searchString=quokka', {
        token: loaner?.token,
      }).then((answer) => (answer.body as { componentTypeId: number }[]).map((type) => type.componentTypeId));
    // Each replica remembers the empty page; then another process renames the type.
    expect(await Promise.all(servers.map(found))).toEqual([[], []]);
    await handle.db
      .update(componentTypes)
      .set({ name: 'Quokka probe' })
      .where(eq(componentTypes.id, lab.componentTypeId));
    await until(async () => {
      const pages = await Promise.all(servers.map(found));
      return pages.every((ids) => ids.length === 1 && ids[0] === lab.componentTypeId);
    }, 5_000);
  });

  it('never books one component twice when both replicas take reservations at once', async () => {
    const attempts = Array.from({ length: COMPONENTS * 2 }, (_, i) => {
      const server = servers[i % servers.length] as ServerProcess;
      const loaner = lab.loaners[i % lab.loaners.length];
      return call(server.url, 'POST', `/api/Reservations/${lab.componentTypeId}`, { token: loaner?.token });
    });
    const answers = await Promise.all(attempts);
    const booked = answers
      .filter((a) => a.status === 201)
      .map((a) => (a.body as { component: { componentId: number } }).component.componentId);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(COMPONENTS);
    expect(new Set(booked).size).toBe(COMPONENTS);
    expect(booked).toHaveLength(COMPONENTS);

    const check = await runToEnd('scripts/check-db.ts', database.env);
    expect(check).toMatchObject({ code: 0, output: expect.stringContaining(`${COMPONENTS} open reservations`) });
  }, 120_000);
});
