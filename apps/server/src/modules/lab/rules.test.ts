import { ActivityKind, RoleName } from '@labstock/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, rulesAcceptances } from '../../db/schema.js';
import { itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { createTypeWithComponents } from '../lending/lending-fixtures.js';
import { rulesNotAcceptedBy } from './rules-accepted.js';

describe("accepting the lab's rules", () => {
  const t = useSuiteApp();
  const lab = { name: 'Elektroniklaboratoriet', noticeEmail: null };
  /** Writes the rules as the Admin; answers the version now current (undefined: no rules). */
  const writeRules = async (rulesText: string): Promise<number | undefined> => {
    const res = await t.inject({ method: 'PUT', url: '/api/Lab', user: t.admin, payload: { ...lab, rulesText } });
    expect(res.statusCode).toBe(200);
    return res.json().rules?.version;
  };
  const accept = (version: number, user: TestUser) =>
    t.inject({ method: 'POST', url: '/api/Loaners/Loaner/rules', user, payload: { version } });
  const recordOnPaper = (loanerId: number, version: number, user: TestUser = t.clerk) =>
    t.inject({ method: 'POST', url: `/api/Loaners/${loanerId}/rules`, user, payload: { version } });
  const acceptedVersionOf = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/Loaners/Loaner', user })).json().rulesAcceptedVersion;
  const newLoaner = () => t.createUser([RoleName.Loaner], { firstName: 'Ada', lastName: 'Lovelace' });
  const expectConflict = (res: Awaited<ReturnType<typeof accept>>, detail: string) => {
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  };
  const noRules = 'The lab has no rules to accept just now.';
  const changed = (current: number) =>
    `The lab's rules have changed: version ${current} is the one to read and accept.`;

  itNeedsAToken(t, [
    ['POST', '/api/Loaners/Loaner/rules', { version: 1 }],
    ['POST', '/api/Loaners/1/rules', { version: 1 }],
  ]);

  it('refuses an acceptance while the lab has no rules', async () => {
    expectConflict(await accept(1, t.loaner), noRules);
    expectConflict(await recordOnPaper(t.loaner.loanerId, 1), noRules);
    expect(await acceptedVersionOf(t.loaner)).toBeNull();
  });

  it("records a Loaner's acceptance of the current version in their profile", async () => {
    const version = (await writeRules('Wear safety glasses.')) as number;
    const loaner = await newLoaner();
    const res = await accept(version, loaner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await acceptedVersionOf(loaner)).toBe(version);
  });

  it('refuses an old version, and keeps the old acceptance once the rules change', async () => {
    const loaner = await newLoaner();
    const first = (await writeRules('Wear safety glasses.')) as number;
    expect((await accept(first, loaner)).statusCode).toBe(204);
    const second = (await writeRules('Wear safety glasses. No food.')) as number;
    expect(second).toBe(first + 1);
    expectConflict(await accept(first, loaner), changed(second));
    expectConflict(await accept(second + 1, loaner), changed(second));
    expect(await acceptedVersionOf(loaner)).toBe(first);
    expect((await accept(second, loaner)).statusCode).toBe(204);
    expect(await acceptedVersionOf(loaner)).toBe(second);
    const kept = await t.db
      .select({ version: rulesAcceptances.version })
      .from(rulesAcceptances)
      .where(eq(rulesAcceptances.loanerId, loaner.loanerId))
      .orderBy(asc(rulesAcceptances.version));
    expect(kept).toEqual([{ version: first }, { version: second }]);
  });

  it('refuses an acceptance once the Admin removed the rules', async () => {
    const version = (await writeRules('Wear safety glasses.')) as number;
    expect(await writeRules('')).toBeUndefined();
    expectConflict(await accept(version, t.loaner), noRules);
    expectConflict(await accept(version + 1, t.loaner), noRules);
  });

  it("lets a Clerk or an Admin record an acceptance made on paper, which the counter's lookup shows", async () => {
    const version = (await writeRules('Wear safety glasses at the bench.')) as number;
    const [byClerk, byAdmin] = [await newLoaner(), await newLoaner()];
    expect((await recordOnPaper(byClerk.loanerId, version)).statusCode).toBe(204);
    expect((await recordOnPaper(byAdmin.loanerId, version, t.admin)).statusCode).toBe(204);
    expect(await acceptedVersionOf(byClerk)).toBe(version);
    const lookup = await t.inject({ method: 'GET', url: `/api/Loaners/auid/${byAdmin.auId}`, user: t.clerk });
    expect(lookup.json()).toMatchObject({ loanerId: byAdmin.loanerId, rulesAcceptedVersion: version });
    const [paper] = await t.db.select().from(rulesAcceptances).where(eq(rulesAcceptances.loanerId, byClerk.loanerId));
    expect(paper).toMatchObject({ version, onPaper: true, recordedBy: t.clerk.loanerId });
  });

  it('lets only Clerks and Admins record on paper, for a loaner who exists', async () => {
    const version = (await writeRules('Wear safety glasses at the bench.')) as number;
    const other = await newLoaner();
    for (const loanerId of [other.loanerId, t.loaner.loanerId]) {
      const res = await recordOnPaper(loanerId, version, t.loaner);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(await acceptedVersionOf(other)).toBeNull();
    const missing = await recordOnPaper(999_999, version);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No loaner with id 999999');
  });

  it('refuses a version that is not a positive whole number with a 400 naming it', async () => {
    for (const version of [0, -1, 1.5, '1', null]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/Loaners/Loaner/rules',
        user: t.loaner,
        payload: { version },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('version');
    }
  });

  it('records the change and each acceptance in the activity log, an acceptance accepted again once', async () => {
    const before = (await writeRules('Wear safety glasses at the bench.')) as number;
    const version = (await writeRules('Tidy the bench when you leave.')) as number;
    const [inApp, onPaper] = [await newLoaner(), await newLoaner()];
    expect((await accept(version, inApp)).statusCode).toBe(204);
    expect((await accept(version, inApp)).statusCode).toBe(204);
    expect((await recordOnPaper(inApp.loanerId, version)).statusCode).toBe(204);
    expect((await recordOnPaper(onPaper.loanerId, version)).statusCode).toBe(204);
    const entries = (kind: ActivityKind) =>
      t.db
        .select({
          actorId: activityLog.actorId,
          loanerId: activityLog.loanerId,
          before: activityLog.before,
          after: activityLog.after,
        })
        .from(activityLog)
        .where(eq(activityLog.kind, kind))
        .orderBy(asc(activityLog.id));
    expect((await entries(ActivityKind.RulesChanged)).at(-1)).toEqual({
      actorId: t.admin.loanerId,
      loanerId: null,
      before: { rulesVersion: before, rulesText: 'Wear safety glasses at the bench.' },
      after: { rulesVersion: version, rulesText: 'Tidy the bench when you leave.' },
    });
    expect((await entries(ActivityKind.RulesAccepted)).slice(-2)).toEqual([
      { actorId: inApp.loanerId, loanerId: inApp.loanerId, before: null, after: { rulesVersion: version } },
      {
        actorId: t.clerk.loanerId,
        loanerId: onPaper.loanerId,
        before: null,
        after: { rulesVersion: version, onPaper: true },
      },
    ]);
  });
});

describe("lending and the lab's rules", () => {
  const t = useSuiteApp({ loaner: { firstName: 'Ada', lastName: 'Lovelace' } });
  const writeRules = async (rulesText: string) => {
    const payload = { name: 'Elektroniklaboratoriet', rulesText };
    const res = await t.inject({ method: 'PUT', url: '/api/Lab', user: t.admin, payload });
    return res.json().rules?.version as number | undefined;
  };
  const accept = (version: number) =>
    t.inject({ method: 'POST', url: '/api/Loaners/Loaner/rules', user: t.loaner, payload: { version } });
  const required = () => t.db.transaction((tx) => rulesNotAcceptedBy(tx, t.loaner.loanerId));
  const reserve = (componentTypeId: number) =>
    t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user: t.loaner });
  const handOutFromShelf = (componentId: number) =>
    t.inject({
      method: 'POST',
      url: '/api/Loans/available',
      user: t.clerk,
      payload: { componentId, loanerId: t.loaner.loanerId, handinDate: '2026-03-17' },
    });
  const studentIsTold = (version: number) =>
    `Accept the lab's rules before you borrow: read them (version ${version}) in Labstock and accept them.`;
  let version: number;

  it('requires nothing while the lab has no rules', async () => {
    expect(await required()).toBeUndefined();
    const { componentTypeId } = await createTypeWithComponents(t.db, 1);
    expect((await reserve(componentTypeId)).statusCode).toBe(201);
  });

  describe('once the lab has rules', () => {
    beforeAll(async () => {
      version = (await writeRules('Wear safety glasses.')) as number;
    });

    it('refuses a reserve, a booking and a place in line until the loaner accepts the current version', async () => {
      expect(await required()).toEqual({ version });
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      const noneOnTheShelf = await createTypeWithComponents(t.db, 0);
      const refusals = [
        await reserve(componentTypeId),
        await t.inject({
          method: 'POST',
          url: '/api/Bookings',
          user: t.loaner,
          payload: { componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-13' },
        }),
        // A type with none on the shelf, so that waiting is what the loaner may ask for.
        await t.inject({ method: 'POST', url: `/api/Waitlist/${noneOnTheShelf.componentTypeId}`, user: t.loaner }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ detail: studentIsTold(version), rulesNotAccepted: true });
      }
      expect((await accept(version)).statusCode).toBe(204);
      expect(await required()).toBeUndefined();
      expect((await reserve(componentTypeId)).statusCode).toBe(201);
    });

    it("refuses a Clerk's hand-out to a loaner who accepted only an older version, naming them, until it is recorded on paper", async () => {
      const newer = (await writeRules('Wear safety glasses. No food.')) as number;
      expect(await required()).toEqual({ version: newer });
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const refused = await handOutFromShelf(componentIds[0] as number);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        detail:
          'Ada Lovelace has not accepted the lab rules: they can accept them in Labstock, or you record their acceptance on paper.',
        rulesNotAccepted: true,
      });
      const onPaper = await t.inject({
        method: 'POST',
        url: `/api/Loaners/${t.loaner.loanerId}/rules`,
        user: t.clerk,
        payload: { version: newer },
      });
      expect(onPaper.statusCode).toBe(204);
      expect((await handOutFromShelf(componentIds[0] as number)).statusCode).toBe(201);
    });

    it('requires nothing once the Admin removed the rules', async () => {
      await writeRules('Tidy the bench when you leave.');
      expect(await writeRules('')).toBeUndefined();
      expect(await required()).toBeUndefined();
      const { componentTypeId } = await createTypeWithComponents(t.db, 1);
      expect((await reserve(componentTypeId)).statusCode).toBe(201);
    });
  });
});
