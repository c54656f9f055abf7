import {
  ActivityKind,
  type ComponentType,
  type Grant,
  type Qualification,
  type Reservation,
  RoleName,
  type TrainingRequest,
} from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activityLog,
  bookings,
  categoryQualifications,
  componentTypeQualifications,
  waitlistEntries,
} from '../../db/schema.js';
import { type AccessRoute, itIsForAdminsOnly, itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { insertCategory, insertComponent, multipartForm } from '../component-types/component-types.fixtures.js';
import {
  type LendingContext,
  markBookingsAtRisk,
  serveEveryWaitingList,
  setAsideForBookings,
} from '../lending/index.js';
import { createTypeWithComponents, createWaitlistEntry } from '../lending/lending-fixtures.js';

// The suite's lab day is 2026-03-10 (10:00 UTC, 11:00 in the lab).
const TODAY = '2026-03-10';
const NOW = `${TODAY}T10:00:00Z`;
const NEXT_WEEK = '2026-03-17';

describe('qualifications', () => {
  const t = useSuiteApp();
  const ctx = (): LendingContext => ({ db: t.db, clock: t.clock, config: t.config });
  beforeEach(() => t.clock.set(NOW));

  let counter = 0;
  /** A qualification defined by the Admin, valid for `validForDays` (null: without end). */
  const defineQualification = async (validForDays: number | null = 365, name = `Training ${++counter}`) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/Qualifications',
      user: t.admin,
      payload: { name, description: 'Safe use of the tool', validForDays },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Qualification>();
  };
  /** A type with `units` Available units that needs the qualification itself. */
  const typeRequiring = async (qualificationId: number, units = 1) => {
    const type = await createTypeWithComponents(t.db, units);
    await t.db.insert(componentTypeQualifications).values({ componentTypeId: type.componentTypeId, qualificationId });
    return type;
  };
  const grant = (loaner: TestUser, qualificationId: number, grantedOn?: string, user = t.clerk) =>
    t.inject({
      method: 'POST',
      url: `/api/Loaners/${loaner.loanerId}/qualifications`,
      user,
      payload: { qualificationId, ...(grantedOn && { grantedOn }) },
    });
  const grantOk = async (loaner: TestUser, qualificationId: number, grantedOn?: string) => {
    const res = await grant(loaner, qualificationId, grantedOn);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Grant>();
  };
  const grantsOf = (loaner: TestUser, user: TestUser = loaner) =>
    t.inject({ method: 'GET', url: `/api/Loaners/${loaner.loanerId}/qualifications`, user });
  const revoke = (loaner: TestUser, qualificationId: number) =>
    t.inject({
      method: 'DELETE',
      url: `/api/Loaners/${loaner.loanerId}/qualifications/${qualificationId}`,
      user: t.clerk,
    });
  const newLoaner = (firstName = 'Ada') => t.createUser([RoleName.Loaner], { firstName, lastName: 'Tester' });
  const reserve = (user: TestUser, componentTypeId: number) =>
    t.inject({ method: 'POST', url: `/api/Reservations/${componentTypeId}`, user });
  const join = (user: TestUser, componentTypeId: number) =>
    t.inject({ method: 'POST', url: `/api/Waitlist/${componentTypeId}`, user });
  const book = (user: TestUser, payload: object) => t.inject({ method: 'POST', url: '/api/Bookings', user, payload });
  const handOutFromShelf = (loaner: TestUser, componentId: number) =>
    t.inject({
      method: 'POST',
      url: '/api/Loans/available',
      user: t.clerk,
      payload: { componentId, loanerId: loaner.loanerId, handinDate: NEXT_WEEK },
    });
  const typeSeenBy = async (user: TestUser, componentTypeId: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/ComponentTypes/${componentTypeId}`, user });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ComponentType>();
  };
  const youNeed = (qualification: string, type: string) =>
    `You need ${qualification} to borrow ${type}. Ask for the training on the component's page or at the counter.`;
  const clerkIsTold = (loaner: string, qualification: string, type: string) =>
    `${loaner} needs ${qualification} to borrow ${type}. They can ask for the training on the component's page; grant it once they have had it.`;

  describe('access', () => {
    itNeedsAToken(t, [
      ['GET', '/api/Qualifications'],
      ['POST', '/api/Qualifications', { name: 'X' }],
      ['PUT', '/api/Qualifications', { qualificationId: 1, name: 'X' }],
      ['DELETE', '/api/Qualifications/1'],
      ['GET', '/api/Loaners/1/qualifications'],
      ['POST', '/api/Loaners/1/qualifications', { qualificationId: 1 }],
      ['DELETE', '/api/Loaners/1/qualifications/1'],
      ['POST', '/api/Qualifications/1/requests'],
      ['GET', '/api/Qualifications/requests'],
      ['PUT', '/api/Qualifications/requests/1', { grant: true }],
    ] satisfies AccessRoute[]);

    itIsForAdminsOnly(t, [
      ['POST', '/api/Qualifications', { name: 'Admins only' }],
      ['PUT', '/api/Qualifications', { qualificationId: 1, name: 'Admins only' }],
      ['DELETE', '/api/Qualifications/1'],
    ]);

    it("lets a Loaner read only their own grants, and neither grant, revoke nor see the lab's requests", async () => {
      const loaner = await newLoaner();
      const { qualificationId } = await defineQualification();
      expect((await grantsOf(loaner)).statusCode).toBe(200);
      const other = await grantsOf(t.loaner, loaner);
      expect(other.statusCode).toBe(403);
      expect(other.json().detail).toBe("Only a Clerk or an Admin can see another loaner's qualifications.");
      expect((await grant(loaner, qualificationId, undefined, loaner)).statusCode).toBe(403);
      const revokeOwn = await t.inject({
        method: 'DELETE',
        url: `/api/Loaners/${loaner.loanerId}/qualifications/${qualificationId}`,
        user: loaner,
      });
      expect(revokeOwn.statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url: '/api/Qualifications/requests', user: loaner })).statusCode).toBe(
        403,
      );
      const decide = { method: 'PUT', url: '/api/Qualifications/requests/1', user: loaner, payload: { grant: true } };
      expect((await t.inject(decide as never)).statusCode).toBe(403);
      // A Clerk and an Admin see anyone's.
      expect((await grantsOf(loaner, t.clerk)).statusCode).toBe(200);
      expect((await grantsOf(loaner, t.admin)).statusCode).toBe(200);
    });
  });

  describe('defined by an Admin', () => {
    it('adds, lists, edits and deletes a qualification; a name is taken whatever its case', async () => {
      const created = await defineQualification(30, 'Soldering safety');
      expect(created).toEqual({
        qualificationId: expect.any(Number),
        name: 'Soldering safety',
        description: 'Safe use of the tool',
        validForDays: 30,
      });
      const taken = await t.inject({
        method: 'POST',
        url: '/api/Qualifications',
        user: t.admin,
        payload: { name: 'SOLDERING SAFETY' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe('A qualification named "SOLDERING SAFETY" already exists.');

      const list = await t.inject({
        method: 'GET',
        url: '/api/Qualifications',
        user: t.loaner,
        query: { pageSize: '0', pageNumber: '0' },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json<Qualification[]>()).toContainEqual(created);

      const edit = { ...created, name: 'Soldering safety (lead-free)', validForDays: null };
      const edited = await t.inject({ method: 'PUT', url: '/api/Qualifications', user: t.admin, payload: edit });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toEqual(edit);
      const missing = { ...edit, qualificationId: 999_999 };
      expect(
        (await t.inject({ method: 'PUT', url: '/api/Qualifications', user: t.admin, payload: missing })).statusCode,
      ).toBe(404);

      const deleted = await t.inject({
        method: 'DELETE',
        url: `/api/Qualifications/${created.qualificationId}`,
        user: t.admin,
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        (await t.inject({ method: 'DELETE', url: `/api/Qualifications/${created.qualificationId}`, user: t.admin }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses a validity that is not 1 to 3650 days, and an empty name, as a 400', async () => {
      for (const payload of [{ name: 'X', validForDays: 0 }, { name: 'X', validForDays: 3651 }, { name: ' ' }]) {
        const res = await t.inject({ method: 'POST', url: '/api/Qualifications', user: t.admin, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('cannot be deleted while a category or a type requires it', async () => {
      const { qualificationId, name } = await defineQualification();
      const { componentTypeId } = await typeRequiring(qualificationId);
      const categoryId = await insertCategory(t.db, `Hot tools ${qualificationId}`);
      await t.db.insert(categoryQualifications).values({ categoryId, qualificationId });
      const url = `/api/Qualifications/${qualificationId}`;
      const refused = await t.inject({ method: 'DELETE', url, user: t.admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        `"${name}" is required by 1 category(ies) and 1 component type(s): remove it from them first.`,
      );
      await t.db
        .delete(componentTypeQualifications)
        .where(eq(componentTypeQualifications.componentTypeId, componentTypeId));
      await t.db.delete(categoryQualifications).where(eq(categoryQualifications.categoryId, categoryId));
      expect((await t.inject({ method: 'DELETE', url, user: t.admin })).statusCode).toBe(204);
    });
  });

  describe('required on categories and types', () => {
    it("answers a type's own and its categories' qualifications, with whether the caller holds each and until when", async () => {
      const own = await defineQualification(30, `Bench ${counter}`);
      const ofCategory = await defineQualification(null, `Category training ${counter}`);
      const unrelated = await defineQualification();
      const categoryId = await insertCategory(t.db, `Soldering ${counter}`);
      const noQualifications = await insertCategory(t.db, `Plain ${counter}`);
      const setCategory = await t.inject({
        method: 'PUT',
        url: '/api/Category',
        user: t.admin,
        payload: { categoryId, name: `Soldering ${counter}`, requiredQualificationIds: [ofCategory.qualificationId] },
      });
      expect(setCategory.statusCode, setCategory.body).toBe(200);
      expect(setCategory.json().requiredQualificationIds).toEqual([ofCategory.qualificationId]);

      const form = await multipartForm({
        ComponentName: `Soldering station ${counter}`,
        Status: '0',
        SelectedCategories: [String(categoryId), String(noQualifications)],
        RequiredQualifications: [String(own.qualificationId)],
      });
      const created = await t.inject({ method: 'POST', url: '/api/ComponentTypes', user: t.admin, ...form });
      expect(created.statusCode, created.body).toBe(201);
      const { componentTypeId } = created.json<ComponentType>();
      await insertComponent(t.db, componentTypeId, 1);

      const loaner = await newLoaner();
      await grantOk(loaner, own.qualificationId, '2026-03-01');
      await grantOk(loaner, unrelated.qualificationId);
      const seen = await typeSeenBy(loaner, componentTypeId);
      expect(seen.requiredQualifications).toEqual([
        { qualificationId: own.qualificationId, name: own.name, held: true, expiresOn: '2026-03-31', own: true },
        {
          qualificationId: ofCategory.qualificationId,
          name: ofCategory.name,
          held: false,
          expiresOn: null,
          own: false,
        },
      ]);
      // The list says the same, for whoever asks.
      const list = await t.inject({
        method: 'GET',
        url: '/api/ComponentTypes',
        user: t.loaner,
        query: { searchString: seen.componentName },
      });
      expect(list.json<ComponentType[]>()[0]?.requiredQualifications.map((needed) => needed.held)).toEqual([
        false,
        false,
      ]);

      // The category's requirement reaches its type: refused until it is granted too.
      const refused = await reserve(loaner, componentTypeId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        detail: youNeed(ofCategory.name, seen.componentName),
        missingQualifications: [{ qualificationId: ofCategory.qualificationId, name: ofCategory.name }],
      });
      await grantOk(loaner, ofCategory.qualificationId);
      expect((await reserve(loaner, componentTypeId)).statusCode).toBe(201);
      expect((await typeSeenBy(loaner, componentTypeId)).requiredQualifications.map((needed) => needed.held)).toEqual([
        true,
        true,
      ]);
    });

    it('refuses a required qualification that does not exist, on a type and on a category, as a 400', async () => {
      const categoryId = await insertCategory(t.db, `Missing ${counter++}`);
      const form = await multipartForm({
        ComponentName: 'Nothing required',
        Status: '0',
        SelectedCategories: [String(categoryId)],
        RequiredQualifications: ['999999'],
      });
      const type = await t.inject({ method: 'POST', url: '/api/ComponentTypes', user: t.admin, ...form });
      expect(type.statusCode).toBe(400);
      expect(type.json().errors.RequiredQualifications).toEqual(['Qualification 999999 does not exist.']);
      const category = await t.inject({
        method: 'PUT',
        url: '/api/Category',
        user: t.admin,
        payload: { categoryId, name: 'Missing', requiredQualificationIds: [999_999] },
      });
      expect(category.statusCode).toBe(400);
    });
  });

  describe('granted and revoked', () => {
    it("grants from today by default until the validity's end, renews on a second grant, and revokes", async () => {
      const loaner = await newLoaner();
      const { qualificationId, name } = await defineQualification(30);
      const first = await grantOk(loaner, qualificationId);
      expect(first).toEqual({
        qualificationId,
        name,
        grantedOn: TODAY,
        expiresOn: '2026-04-09',
        grantedBy: 'Test User 2',
      });
      const renewed = await grantOk(loaner, qualificationId, '2026-03-09');
      expect(renewed.expiresOn).toBe('2026-04-08');
      expect((await grantsOf(loaner)).json()).toEqual([renewed]);

      expect((await revoke(loaner, qualificationId)).statusCode).toBe(204);
      expect((await grantsOf(loaner)).json()).toEqual([]);
      const again = await revoke(loaner, qualificationId);
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe('The loaner does not hold this qualification.');

      const logged = await t.db
        .select({ kind: activityLog.kind, before: activityLog.before, after: activityLog.after })
        .from(activityLog)
        .where(eq(activityLog.loanerId, loaner.loanerId))
        .orderBy(activityLog.id);
      expect(logged).toEqual([
        {
          kind: ActivityKind.QualificationGranted,
          before: null,
          after: { qualification: name, grantedOn: TODAY, expiresOn: '2026-04-09' },
        },
        {
          kind: ActivityKind.QualificationGranted,
          before: { qualification: name, grantedOn: TODAY, expiresOn: '2026-04-09' },
          after: { qualification: name, grantedOn: '2026-03-09', expiresOn: '2026-04-08' },
        },
        {
          kind: ActivityKind.QualificationRevoked,
          before: { qualification: name, grantedOn: '2026-03-09', expiresOn: '2026-04-08' },
          after: null,
        },
      ]);
    });

    it('refuses a grant from a day after today as a 400, and an unknown loaner or qualification as a 404', async () => {
      const loaner = await newLoaner();
      const { qualificationId } = await defineQualification();
      const ahead = await grant(loaner, qualificationId, '2026-03-11');
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().errors.grantedOn).toEqual([
        'A qualification cannot be granted from a day after today (10-03-2026).',
      ]);
      expect((await grant(loaner, 999_999)).statusCode).toBe(404);
      const nobody = await t.inject({
        method: 'POST',
        url: '/api/Loaners/999999/qualifications',
        user: t.clerk,
        payload: { qualificationId },
      });
      expect(nobody.statusCode).toBe(404);
      expect(
        (await t.inject({ method: 'GET', url: '/api/Loaners/999999/qualifications', user: t.clerk })).statusCode,
      ).toBe(404);
    });

    it("moves every grant's expiry when the Admin changes the validity", async () => {
      const loaner = await newLoaner();
      const qualification = await defineQualification(30);
      await grantOk(loaner, qualification.qualificationId, '2026-03-01');
      const edit = { ...qualification, validForDays: 10 };
      expect(
        (await t.inject({ method: 'PUT', url: '/api/Qualifications', user: t.admin, payload: edit })).statusCode,
      ).toBe(200);
      expect((await grantsOf(loaner)).json<Grant[]>()[0]?.expiresOn).toBe('2026-03-11');
      const withoutEnd = { ...qualification, validForDays: null };
      await t.inject({ method: 'PUT', url: '/api/Qualifications', user: t.admin, payload: withoutEnd });
      expect((await grantsOf(loaner)).json<Grant[]>()[0]?.expiresOn).toBeNull();
    });

    it('counts up to the day before it expires: on its expiry day it no longer does', async () => {
      const { qualificationId } = await defineQualification(30);
      const { componentTypeId, name } = await typeRequiring(qualificationId, 2);
      const expiresToday = await newLoaner();
      const expiresTomorrow = await newLoaner();
      expect((await grantOk(expiresToday, qualificationId, '2026-02-08')).expiresOn).toBe(TODAY);
      expect((await grantOk(expiresTomorrow, qualificationId, '2026-02-09')).expiresOn).toBe('2026-03-11');

      const refused = await reserve(expiresToday, componentTypeId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(new RegExp(`^You need .* to borrow ${name}\\.`));
      expect((await typeSeenBy(expiresToday, componentTypeId)).requiredQualifications[0]).toMatchObject({
        held: false,
        expiresOn: TODAY,
      });
      expect((await reserve(expiresTomorrow, componentTypeId)).statusCode).toBe(201);
    });

    it('refuses a revoked loaner from then on', async () => {
      const loaner = await newLoaner();
      const { qualificationId } = await defineQualification(null);
      const { componentTypeId, componentIds } = await typeRequiring(qualificationId, 2);
      await grantOk(loaner, qualificationId);
      expect((await handOutFromShelf(loaner, componentIds[0] as number)).statusCode).toBe(201);
      await revoke(loaner, qualificationId);
      expect((await handOutFromShelf(loaner, componentIds[1] as number)).statusCode).toBe(409);
      expect((await reserve(loaner, componentTypeId)).statusCode).toBe(409);
    });
  });

  describe('checked at every door of lending', () => {
    it('refuses to reserve, book and join a waiting list without it, naming what is missing', async () => {
      const loaner = await newLoaner();
      const qualification = await defineQualification();
      const { componentTypeId, name } = await typeRequiring(qualification.qualificationId, 1);
      const missingQualifications = [{ qualificationId: qualification.qualificationId, name: qualification.name }];
      const told = { detail: youNeed(qualification.name, name), missingQualifications };

      const reserved = await reserve(loaner, componentTypeId);
      expect(reserved.statusCode).toBe(409);
      expect(reserved.json()).toMatchObject(told);
      const booked = await book(loaner, { componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-13' });
      expect(booked.statusCode).toBe(409);
      expect(booked.json()).toMatchObject(told);
      // A Clerk booking for the loaner is told about the loaner.
      const forThem = await book(t.clerk, {
        componentTypeId,
        quantity: 1,
        from: '2026-03-12',
        to: '2026-03-13',
        loanerId: loaner.loanerId,
      });
      expect(forThem.statusCode).toBe(409);
      expect(forThem.json().detail).toBe(clerkIsTold('Ada Tester', qualification.name, name));

      // The only unit is taken by someone qualified: the loaner may not wait for the next either.
      const holder = await newLoaner('Bo');
      await grantOk(holder, qualification.qualificationId);
      expect((await reserve(holder, componentTypeId)).statusCode).toBe(201);
      const joined = await join(loaner, componentTypeId);
      expect(joined.statusCode).toBe(409);
      expect(joined.json()).toMatchObject(told);

      await grantOk(loaner, qualification.qualificationId);
      expect((await join(loaner, componentTypeId)).statusCode).toBe(201);
    });

    it('refuses a booking whose first day comes after the grant expires', async () => {
      const loaner = await newLoaner();
      const qualification = await defineQualification(30);
      const { componentTypeId } = await typeRequiring(qualification.qualificationId, 1);
      await grantOk(loaner, qualification.qualificationId, '2026-02-12'); // expires on 2026-03-14
      expect(
        (await book(loaner, { componentTypeId, quantity: 1, from: '2026-03-14', to: '2026-03-15' })).statusCode,
      ).toBe(409);
      expect(
        (await book(loaner, { componentTypeId, quantity: 1, from: '2026-03-13', to: '2026-03-15' })).statusCode,
      ).toBe(201);
    });

    it('refuses a hand-out from the shelf and of a reservation, worded for the Clerk', async () => {
      const loaner = await newLoaner('Cy');
      const qualification = await defineQualification();
      const { componentTypeId, componentIds, name } = await typeRequiring(qualification.qualificationId, 2);
      const shelf = await handOutFromShelf(loaner, componentIds[0] as number);
      expect(shelf.statusCode).toBe(409);
      expect(shelf.json()).toMatchObject({
        detail: clerkIsTold('Cy Tester', qualification.name, name),
        missingQualifications: [{ qualificationId: qualification.qualificationId, name: qualification.name }],
      });

      await grantOk(loaner, qualification.qualificationId);
      const { reservationId, component } = (await reserve(loaner, componentTypeId)).json<Reservation>();
      await revoke(loaner, qualification.qualificationId);
      const held = await t.inject({
        method: 'POST',
        url: '/api/Loans',
        user: t.clerk,
        payload: {
          reservationId,
          componentId: component.componentId,
          loanerId: loaner.loanerId,
          handinDate: NEXT_WEEK,
        },
      });
      expect(held.statusCode).toBe(409);
      expect(held.json().missingQualifications).toEqual([
        { qualificationId: qualification.qualificationId, name: qualification.name },
      ]);
    });

    it("refuses the counter's whole batch when a type in it needs what the loaner lacks", async () => {
      const loaner = await newLoaner('Di');
      const first = await defineQualification(null, `Laser cutter ${counter}`);
      const second = await defineQualification(null, `Fume hood ${counter}`);
      const needsFirst = await typeRequiring(first.qualificationId, 1);
      const needsBoth = await typeRequiring(second.qualificationId, 1);
      await t.db
        .insert(componentTypeQualifications)
        .values({ componentTypeId: needsBoth.componentTypeId, qualificationId: first.qualificationId });
      const free = await createTypeWithComponents(t.db, 1);
      const componentIds = [free.componentIds[0], needsFirst.componentIds[0], needsBoth.componentIds[0]];
      const batch = () =>
        t.inject({
          method: 'POST',
          url: '/api/Loans/batch',
          user: t.clerk,
          payload: { loanerId: loaner.loanerId, handinDate: NEXT_WEEK, componentIds },
        });
      await grantOk(loaner, second.qualificationId);
      const refused = await batch();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        detail: `Di Tester needs ${first.name} to borrow ${needsFirst.name}, and ${first.name} to borrow ${needsBoth.name}. They can ask for the training on the component's page; grant it once they have had it.`,
        missingQualifications: [{ qualificationId: first.qualificationId, name: first.name }],
      });
      await grantOk(loaner, first.qualificationId);
      const handedOut = await batch();
      expect(handedOut.statusCode, handedOut.body).toBe(201);
      expect(handedOut.json()).toHaveLength(3);
    });

    it('passes over a waiting loaner without it, who keeps their place, and serves the next qualified one', async () => {
      const qualification = await defineQualification();
      const { componentTypeId } = await typeRequiring(qualification.qualificationId, 1);
      const unqualified = await newLoaner('Ed');
      const qualified = await newLoaner('Fi');
      await grantOk(qualified, qualification.qualificationId);
      // The first in line lost the qualification after joining.
      await createWaitlistEntry(t.db, { componentTypeId, loanerId: unqualified.loanerId });
      await createWaitlistEntry(t.db, { componentTypeId, loanerId: qualified.loanerId });

      expect(await serveEveryWaitingList(ctx())).toBe(1);
      const served = await t.inject({ method: 'GET', url: '/api/Reservations/User', user: qualified });
      expect(served.json()).toHaveLength(1);
      expect((await t.inject({ method: 'GET', url: '/api/Reservations/User', user: unqualified })).json()).toEqual([]);
      const waiting = await t.db
        .select({ loanerId: waitlistEntries.loanerId })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.componentTypeId, componentTypeId));
      expect(waiting).toEqual([{ loanerId: unqualified.loanerId }]);
    });

    it('lets a qualified loaner reserve while only loaners without it wait', async () => {
      const qualification = await defineQualification();
      const { componentTypeId } = await typeRequiring(qualification.qualificationId, 1);
      const waiting = await newLoaner();
      await createWaitlistEntry(t.db, { componentTypeId, loanerId: waiting.loanerId });
      const qualified = await newLoaner();
      await grantOk(qualified, qualification.qualificationId);
      expect((await reserve(qualified, componentTypeId)).statusCode).toBe(201);
    });

    it("refuses a booking's collection after its booker's grant expired, and marks the booking at risk", async () => {
      const qualification = await defineQualification(30);
      const { componentTypeId } = await typeRequiring(qualification.qualificationId, 1);
      const booker = await newLoaner('Gus');
      await grantOk(booker, qualification.qualificationId, '2026-02-15'); // expires on 2026-03-17
      const booked = await book(booker, { componentTypeId, quantity: 1, from: '2026-03-12', to: '2026-03-20' });
      expect(booked.statusCode, booked.body).toBe(201);
      const { bookingId } = booked.json<{ bookingId: number }>();
      const atRisk = async () =>
        (await t.db.select({ atRisk: bookings.atRisk }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.atRisk;
      await markBookingsAtRisk(ctx());
      expect(await atRisk()).toBe(false);

      // Collected from its first day: on 2026-03-17 the grant has expired.
      t.clock.set('2026-03-17T06:00:00Z');
      await setAsideForBookings(ctx());
      const [setAside] = (await t.inject({ method: 'GET', url: '/api/Reservations/User', user: booker })).json<
        Reservation[]
      >();
      expect(setAside).toBeDefined();
      const collect = await t.inject({
        method: 'POST',
        url: '/api/Loans',
        user: t.clerk,
        payload: {
          reservationId: setAside?.reservationId,
          componentId: setAside?.component.componentId,
          loanerId: booker.loanerId,
          handinDate: '2026-03-20',
        },
      });
      expect(collect.statusCode).toBe(409);
      expect(collect.json().missingQualifications).toEqual([
        { qualificationId: qualification.qualificationId, name: qualification.name },
      ]);
      await markBookingsAtRisk(ctx());
      expect(await atRisk()).toBe(true);

      // Renewed: no longer at risk, and collected.
      await grantOk(booker, qualification.qualificationId, '2026-03-17');
      await markBookingsAtRisk(ctx());
      expect(await atRisk()).toBe(false);
    });

    it('marks a booking at risk at once when its booker will not hold the qualification on its first day', async () => {
      const qualification = await defineQualification(30);
      const { componentTypeId } = await typeRequiring(qualification.qualificationId, 1);
      const booker = await newLoaner();
      await grantOk(booker, qualification.qualificationId, '2026-03-01');
      const booked = await book(booker, { componentTypeId, quantity: 1, from: '2026-03-20', to: '2026-03-21' });
      expect(booked.statusCode, booked.body).toBe(201);
      // The Admin shortens the validity: the grant now ends on 2026-03-11, before the booking starts.
      await t.inject({
        method: 'PUT',
        url: '/api/Qualifications',
        user: t.admin,
        payload: { ...qualification, validForDays: 10 },
      });
      await markBookingsAtRisk(ctx());
      const [row] = await t.db
        .select({ atRisk: bookings.atRisk })
        .from(bookings)
        .where(eq(bookings.id, booked.json().bookingId));
      expect(row?.atRisk).toBe(true);
    });
  });

  describe('training requests', () => {
    const ask = (user: TestUser, qualificationId: number) =>
      t.inject({ method: 'POST', url: `/api/Qualifications/${qualificationId}/requests`, user });
    const decide = (id: number, payload: object) =>
      t.inject({ method: 'PUT', url: `/api/Qualifications/requests/${id}`, user: t.clerk, payload });
    const listed = async (status?: string) =>
      (
        await t.inject({
          method: 'GET',
          url: '/api/Qualifications/requests',
          user: t.clerk,
          query: { pageSize: '100', ...(status && { status }) },
        })
      ).json<TrainingRequest[]>();

    it('is asked for once by a Loaner, and granting it makes their grant from today', async () => {
      const loaner = await newLoaner();
      const qualification = await defineQualification(30);
      const asked = await ask(loaner, qualification.qualificationId);
      expect(asked.statusCode, asked.body).toBe(201);
      const request = asked.json<TrainingRequest>();
      expect(request).toMatchObject({ qualificationId: qualification.qualificationId, status: 'Open', reason: null });
      const twice = await ask(loaner, qualification.qualificationId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe('You have already asked for this training: the lab will get back to you.');
      expect(
        (await listed('Open')).find((row) => row.trainingRequestId === request.trainingRequestId)?.loaner?.loanerId,
      ).toBe(loaner.loanerId);

      const granted = await decide(request.trainingRequestId, { grant: true });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json()).toMatchObject({ status: 'Granted', decidedAt: expect.any(String) });
      expect((await grantsOf(loaner)).json()).toEqual([
        expect.objectContaining({
          qualificationId: qualification.qualificationId,
          grantedOn: TODAY,
          expiresOn: '2026-04-09',
        }),
      ]);
      expect((await decide(request.trainingRequestId, { grant: false })).statusCode).toBe(409);
      expect((await listed('Open')).some((row) => row.trainingRequestId === request.trainingRequestId)).toBe(false);
    });

    it('is declined with a reason, and may be asked for again', async () => {
      const loaner = await newLoaner();
      const { qualificationId } = await defineQualification();
      const request = (await ask(loaner, qualificationId)).json<TrainingRequest>();
      const declined = await decide(request.trainingRequestId, { grant: false, reason: 'The next course is in May.' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'Declined', reason: 'The next course is in May.' });
      expect((await listed('Declined')).some((row) => row.trainingRequestId === request.trainingRequestId)).toBe(true);
      expect((await grantsOf(loaner)).json()).toEqual([]);
      expect((await ask(loaner, qualificationId)).statusCode).toBe(201);
    });

    it('is closed by a grant made at the counter, and refused to one who holds it without end', async () => {
      const loaner = await newLoaner();
      const qualification = await defineQualification(null);
      const request = (await ask(loaner, qualification.qualificationId)).json<TrainingRequest>();
      await grantOk(loaner, qualification.qualificationId);
      expect((await listed()).find((row) => row.trainingRequestId === request.trainingRequestId)?.status).toBe(
        'Granted',
      );
      const held = await ask(loaner, qualification.qualificationId);
      expect(held.statusCode).toBe(409);
      expect(held.json().detail).toBe(`You already hold ${qualification.name}, without end.`);
      expect((await ask(loaner, 999_999)).statusCode).toBe(404);
      expect((await decide(999_999, { grant: true })).statusCode).toBe(404);
    });
  });
});
