import { RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { loaners } from '../../db/schema.js';
import {
  insertCategory,
  insertComponents,
  insertComponentType,
} from '../../modules/component-types/component-types.fixtures.js';
import { createLoan, createReservation } from '../../modules/lending/lending-fixtures.js';
import { bearer, ssoToken } from '../../modules/loaners/loaners.fixtures.js';
import type { TestApp } from '../test-app.js';

/** Who calls: each with the credentials such a caller has. */
export const callers = [
  'anonymous',
  'loaner',
  'clerk',
  'admin',
  'deletedUser',
  'ssoUser',
  'sensor',
  'scraper',
] as const;
export type Caller = (typeof callers)[number];

/** Callers with a product token of a registered user, who get 403 (not 401) from a route of other roles. */
export const productCallers: readonly Caller[] = ['loaner', 'clerk', 'admin'];

/** The rows the access table's requests point at. */
export interface ApiFixtures {
  headers: Record<Caller, Record<string, string>>;
  /** Loaner id of each signed-in caller. */
  loanerIds: Record<'loaner' | 'clerk' | 'admin', number>;
  /** A loaner who is none of the callers, holding a reservation, an active loan and a calendar feed. */
  other: { loanerId: number; auId: string; reservationId: number; loanId: number; calendarSecret: string };
  categoryId: number;
  /** A type with one Available, one reserved and one loaned component: in use, so it cannot be deleted. */
  typeId: number;
  availableComponentId: number;
  reservedComponentId: number;
  /** An id no row has. */
  missingId: number;
}

const MISSING_ID = 2_000_000_000;
const CALENDAR_SECRET = 'matrix-calendar-feed-secret';

/**
 * Callers holding exactly one role each (decision 002), the token of a deleted Admin, an SSO token of an
 * unregistered user, the sensor's key and Prometheus's token, and a catalogue and lending rows to point requests at.
 */
export async function createApiFixtures(t: TestApp): Promise<ApiFixtures> {
  const [loaner, clerk, admin, other, deleted] = await Promise.all([
    t.createUser([RoleName.Loaner]),
    t.createUser([RoleName.Clerk]),
    t.createUser([RoleName.Admin]),
    t.createUser([RoleName.Loaner], { firstName: 'Other', lastName: 'Loaner' }),
    t.createUser([RoleName.Admin]),
  ]);
  await t.db.delete(loaners).where(eq(loaners.id, deleted.loanerId));

  const categoryId = await insertCategory(t.db, 'Matrix category');
  const typeId = await insertComponentType(t.db, { name: 'Matrix type', categoryIds: [categoryId] });
  const [availableComponentId, reservedComponentId, loanedComponentId] = (await insertComponents(
    t.db,
    typeId,
    [1, 2, 3],
  )) as [number, number, number];
  const reservationId = await createReservation(t.db, {
    loanerId: other.loanerId,
    componentId: reservedComponentId,
    reservationDate: t.clock.now(),
  });
  // Due after the test clock's today: not overdue, so the reminder sends nothing.
  const loanId = await createLoan(t.db, {
    loanerId: other.loanerId,
    componentId: loanedComponentId,
    returnDate: '2026-04-01',
  });
  await t.db.update(loaners).set({ calendarSecret: CALENDAR_SECRET }).where(eq(loaners.id, other.loanerId));

  return {
    headers: {
      anonymous: {},
      loaner: loaner.headers,
      clerk: clerk.headers,
      admin: admin.headers,
      deletedUser: deleted.headers,
      ssoUser: bearer(await ssoToken(t, 'au777001@uni.example')),
      sensor: { 'x-api-key': t.config.METRICS_API_KEY as string },
      scraper: bearer(t.config.PROMETHEUS_TOKEN as string),
    },
    loanerIds: { loaner: loaner.loanerId, clerk: clerk.loanerId, admin: admin.loanerId },
    other: { loanerId: other.loanerId, auId: other.auId, reservationId, loanId, calendarSecret: CALENDAR_SECRET },
    categoryId,
    typeId,
    availableComponentId,
    reservedComponentId,
    missingId: MISSING_ID,
  };
}
