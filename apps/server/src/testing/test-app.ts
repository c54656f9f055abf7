import type { Writable } from 'node:stream';
import type { RoleName } from '@labstock/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { loanerRoles, loaners, roles } from '../db/schema.js';
import type { AdjustableClock } from '../lib/clock.js';
import { createProductTokenSigner } from '../lib/product-token.js';
import { createTestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A clock tests can set and move. */
export class TestClock implements AdjustableClock {
  constructor(private current = new Date('2026-03-10T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(instant: Date | string) {
    this.current = new Date(instant);
  }
  advanceDays(days: number) {
    this.current = new Date(this.current.getTime() + days * 24 * 60 * 60 * 1000);
  }
}

export interface TestUser {
  loanerId: number;
  auId: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject. */
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  /** Creates a registered loaner holding exactly these roles and returns a product token for them. */
  createUser(roleNames: RoleName[], fields?: Partial<typeof loaners.$inferInsert>): Promise<TestUser>;
  /** A valid product token for an AU id that has no loaner (unregistered or deleted). */
  tokenFor(auId: string, roleNames?: RoleName[]): Promise<string>;
  inject(options: InjectOptions & { user?: TestUser }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let userCounter = 0;

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  /** Adds routes or hooks before the app is sealed (e.g. probe routes of plugin tests). */
  extend?: (app: FastifyInstance) => void;
  /** Turns the logger on, writing its lines here. */
  logStream?: Writable;
  /** The database to run on, e.g. another test app's through `openSameDatabase` (closed with this app); default: a fresh one. */
  database?: DatabaseHandle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    APP_ENV: 'Test',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://localhost:3999',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST: '/nonexistent-web-dist',
    METRICS_API_KEY: 'test-metrics-key',
    PROMETHEUS_TOKEN: 'test-prometheus-token',
    JOBS: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
    LENDING_WRITES_PER_MINUTE: '100000',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({ config, database, clock, logStream: options.logStream });
  options.extend?.(app);
  await app.ready();
  const signer = createProductTokenSigner(TEST_JWT_SECRET, 60);
  const db = database.db;

  const createUser: TestApp['createUser'] = async (roleNames, fields = {}) => {
    userCounter += 1;
    const auId = fields.auId ?? `au${String(900000 + userCounter)}${process.pid % 1000}`;
    const [row] = await db
      .insert(loaners)
      .values({
        firstName: 'Test',
        lastName: `User ${userCounter}`,
        studentNo: `s${userCounter}`,
        staffInitials: `s${userCounter}`,
        mobileNo: '12345678',
        email: `${auId}@uni.example`,
        ...fields,
        auId,
      })
      .returning();
    if (!row) throw new Error('could not create test user');
    if (roleNames.length > 0) {
      const roleRows = await db.select().from(roles).where(inArray(roles.name, roleNames));
      await db.insert(loanerRoles).values(roleRows.map((r) => ({ loanerId: row.id, roleId: r.id })));
    }
    const token = await signer.issue({ loanerId: row.id, auId, roles: roleNames });
    return { loanerId: row.id, auId, token, headers: { authorization: `Bearer ${token}` } };
  };

  return {
    app,
    db,
    database,
    config,
    clock,
    createUser,
    tokenFor: (auId, roleNames = []) => signer.issue({ auId, roles: roleNames }),
    inject: ({ user, ...rest }) =>
      app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(user ? user.headers : {}) } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
