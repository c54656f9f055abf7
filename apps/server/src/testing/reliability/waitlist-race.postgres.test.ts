import { RoleName, type WaitlistEntry } from '@labstock/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { loanerRoles, loaners, reservations, roles, waitlistEntries } from '../../db/schema.js';
import { systemClock } from '../../lib/clock.js';
import { createProductTokenSigner } from '../../lib/product-token.js';
import { createTypeWithComponents } from '../../modules/lending/lending-fixtures.js';
import { findBreaches } from '../../scripts/invariants.js';
import { call } from '../lab-api.js';
import { type ProcessDatabase, processDatabase, type ServerProcess, startServer } from '../server-process.js';

const LOANERS = 50;

// Two replicas need PostgreSQL: the embedded database belongs to one process.
describe('one waiting list served by two server processes at once', () => {
  let database: ProcessDatabase;
  let handle: DatabaseHandle;
  let servers: ServerProcess[] = [];
  const JWT_SECRET = 'one-secret-shared-by-every-replica-of-the-lab';
  const config = loadConfig({ JWT_SECRET, DATA_DIR: '/nonexistent' });
  const lab = { clock: systemClock, config };
  const signer = createProductTokenSigner(JWT_SECRET, 60);

  beforeAll(async () => {
    database = await processDatabase();
    handle = await database.open();
    const env = { ...database.env, JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000' };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await handle?.close();
    await database?.dispose();
  });

  /** Users written straight to the database, each with a product token both servers accept. */
  async function users(count: number, role: RoleName, prefix: string) {
    const rows = await handle.db
      .insert(loaners)
      .values(
        Array.from({ length: count }, (_, i) => ({
          firstName: 'Queue',
          lastName: `${prefix} ${i}`,
          auId: `${prefix}${i}`,
          studentNo: `s${i}`,
          mobileNo: '12345678',
          email: `${prefix}${i}@uni.example`,
        })),
      )
      .returning({ loanerId: loaners.id, auId: loaners.auId });
    const [roleRow] = await handle.db.select().from(roles).where(eq(roles.name, role));
    if (!roleRow) throw new Error(`no role ${role}`);
    await handle.db.insert(loanerRoles).values(rows.map((row) => ({ loanerId: row.loanerId, roleId: roleRow.id })));
    return Promise.all(rows.map(async (row) => ({ ...row, token: await signer.issue({ ...row, roles: [role] }) })));
  }

  const serverUrl = (i: number) => (servers[i % servers.length] as ServerProcess).url;

  it('hands units freed two at a time, one on each server, to the loaners in the order they joined, once each', async () => {
    const [admin] = await users(1, RoleName.Admin, 'queueadmin');
    const waiting = await users(LOANERS, RoleName.Loaner, 'queuer');
    const { componentTypeId } = await createTypeWithComponents(handle.db, 0);

    const joined = await Promise.all(
      waiting.map((user, i) => call(serverUrl(i), 'POST', `/api/Waitlist/${componentTypeId}`, { token: user.token })),
    );
    expect(joined.map((answer) => answer.status)).toEqual(waiting.map(() => 201));
    const positions = joined.map((answer) => (answer.body as WaitlistEntry).position);
    expect([...positions].sort((a, b) => a - b)).toEqual(waiting.map((_, i) => i + 1));
    const inJoinOrder = await handle.db
      .select({ loanerId: waitlistEntries.loanerId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.componentTypeId, componentTypeId))
      .orderBy(asc(waitlistEntries.id));

    // Each pair of units is added at once, one through each server: both serve the list right after their commit.
    for (let number = 1; number <= LOANERS; number += 2) {
      const added = await Promise.all(
        [number, number + 1].map((componentNumber, i) =>
          call(serverUrl(i), 'POST', '/api/Component', {
            token: admin?.token,
            json: { componentTypeId, componentNumber },
          }),
        ),
      );
      expect(added.map((answer) => answer.status)).toEqual([201, 201]);
    }

    const served = await handle.db
      .select({ loanerId: reservations.loanerId, fromWaitlist: reservations.fromWaitlist })
      .from(reservations)
      .where(
        inArray(
          reservations.loanerId,
          waiting.map((user) => user.loanerId),
        ),
      )
      .orderBy(asc(reservations.id));
    expect(served.map((row) => row.loanerId)).toEqual(inJoinOrder.map((row) => row.loanerId));
    expect(served.every((row) => row.fromWaitlist)).toBe(true);
    expect(await handle.db.$count(waitlistEntries)).toBe(0);
    expect(await findBreaches(handle.db, lab)).toEqual([]);
  }, 120_000);
});
