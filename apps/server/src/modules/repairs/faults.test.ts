import { ActivityKind, ComponentStatus, MAX_PAGE_SIZE, RoleName } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, bookings, components, repairTickets } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { type AccessRoute, itNeedsAToken, useSuiteApp } from '../../testing/suite.js';
import type { TestUser } from '../../testing/test-app.js';
import { multipartForm } from '../component-types/component-types.fixtures.js';
import { markBookingsAtRisk } from '../lending/bookings.service.js';
import {
  componentStatusOf,
  createLoan,
  createReservation,
  createTypeWithComponents,
} from '../lending/lending-fixtures.js';

const faultsUrl = (componentId: number) => `/api/Component/${componentId}/faults`;

describe('fault reports', () => {
  const t = useSuiteApp({ loaner: { firstName: 'Rita', lastName: 'Reporter' } });
  let borrower: TestUser;
  beforeAll(async () => {
    borrower = await t.createUser([RoleName.Loaner], { firstName: 'Bo', lastName: 'Borrower' });
  });

  const report = (componentId: number, payload: object, user: TestUser = t.loaner) =>
    t.inject({ method: 'POST', url: faultsUrl(componentId), payload, user });
  const ticketsOf = (componentId: number) =>
    t.db.select().from(repairTickets).where(eq(repairTickets.componentId, componentId));
  const inventory = async (componentTypeId: number, user: TestUser = t.clerk) => {
    const res = await t.inject({ method: 'GET', url: '/api/Component', query: { Id: String(componentTypeId) }, user });
    return res.json() as { componentId: number; status: number; openFaults: number }[];
  };
  const kindsLogged = async (componentId: number) =>
    (
      await t.db
        .select({ kind: activityLog.kind })
        .from(activityLog)
        .where(eq(activityLog.componentId, componentId))
        .orderBy(activityLog.id)
    ).map((row) => row.kind);
  const png = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();

  describe('access and bad input', () => {
    itNeedsAToken(t, [['POST', faultsUrl(1), { description: 'Broken' }]] satisfies AccessRoute[]);

    it('refuses a report without a description as a 400 problem naming the field, JSON or form', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const id = componentIds[0] as number;
      const json = await report(id, { description: '   ' });
      expect(json.statusCode).toBe(400);
      expect(json.headers['content-type']).toContain('application/problem+json');
      expect(json.json().errors).toEqual({ description: ['Describe the fault.'] });
      const form = await multipartForm({ ImageFile: { bytes: await png(), filename: 'fault.png', type: 'image/png' } });
      const multipart = await t.inject({ method: 'POST', url: faultsUrl(id), user: t.loaner, ...form });
      expect(multipart.statusCode).toBe(400);
      expect(multipart.json().errors).toEqual({ Description: ['Describe the fault.'] });
      expect(await componentStatusOf(t.db, id)).toBe(ComponentStatus.Available);
    });

    it('refuses a form whose description is longer than a form field may be', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const form = await multipartForm({ Description: 'x'.repeat(9000) });
      const res = await t.inject({
        method: 'POST',
        url: faultsUrl(componentIds[0] as number),
        user: t.loaner,
        ...form,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ Description: ['At most 2000 characters.'] });
    });

    it('refuses a photo that is not an image, and changes nothing', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const id = componentIds[0] as number;
      const form = await multipartForm({
        Description: 'Cracked screen',
        ImageFile: { bytes: Buffer.from('not a picture'), filename: 'fault.png', type: 'image/png' },
      });
      const res = await t.inject({ method: 'POST', url: faultsUrl(id), user: t.loaner, ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ImageFile: ['The image must be a JPEG, PNG or WebP file.'] });
      expect(await componentStatusOf(t.db, id)).toBe(ComponentStatus.Available);
    });

    it('answers 404 for a component that does not exist, 400 for an id that is not one', async () => {
      expect((await report(999_999, { description: 'Broken' })).statusCode).toBe(404);
      expect((await report(Number.NaN, { description: 'Broken' })).statusCode).toBe(400);
    });

    it.each([ComponentStatus.Trashed, ComponentStatus.Lost, ComponentStatus.NeverReturned])(
      'refuses a report on a unit gone from the lab (status %s) with a 409',
      async (status) => {
        const { componentIds } = await createTypeWithComponents(t.db, 1);
        const id = componentIds[0] as number;
        await t.db.update(components).set({ status }).where(eq(components.id, id));
        const res = await report(id, { description: 'Broken' });
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toMatch(/not in the lab/);
        expect(await ticketsOf(id)).toEqual([]);
      },
    );
  });

  it('takes a unit on the shelf out of lending at once and opens its repair ticket with the report', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 2);
    const id = componentIds[0] as number;
    const res = await report(id, { description: '  The display flickers  ' });
    expect(res.statusCode).toBe(201);
    const [ticket] = await ticketsOf(id);
    expect(res.json()).toEqual({
      faultReportId: expect.any(Number),
      componentId: id,
      description: 'The display flickers',
      imageUrl: null,
      createdAt: '2026-03-10T10:00:00.000Z',
      repairTicketId: ticket?.id,
    });
    expect(ticket).toMatchObject({ status: 'Open', closedAt: null });
    expect(await componentStatusOf(t.db, id)).toBe(ComponentStatus.Defect);
    expect((await inventory(componentTypeId)).map(({ status, openFaults }) => ({ status, openFaults }))).toEqual([
      { status: ComponentStatus.Defect, openFaults: 1 },
      { status: ComponentStatus.Available, openFaults: 0 },
    ]);
    expect(await kindsLogged(id)).toEqual([
      ActivityKind.ComponentStatusChanged,
      ActivityKind.FaultReported,
      ActivityKind.RepairOpened,
    ]);
    expect(await findBreaches(t.db, t)).toEqual([]);
  });

  it('names the reporter to a Clerk or Admin who reports, not to a Loaner', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 2);
    const byClerk = await report(componentIds[0] as number, { description: 'Loose knob' }, t.clerk);
    expect(byClerk.json().reportedBy).toEqual({
      loanerId: t.clerk.loanerId,
      name: expect.any(String),
      auId: t.clerk.auId,
    });
    const byLoaner = await report(componentIds[1] as number, { description: 'Loose knob' }, t.loaner);
    expect(byLoaner.json()).not.toHaveProperty('reportedBy');
  });

  it('adds a second report on a Defect unit to its open ticket', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const id = componentIds[0] as number;
    const first = (await report(id, { description: 'No sound' })).json();
    const second = (await report(id, { description: 'Smells burnt' }, borrower)).json();
    expect(second.repairTicketId).toBe(first.repairTicketId);
    expect(await ticketsOf(id)).toHaveLength(1);
  });

  it('keeps a photo as a JPEG behind the address the report carries', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const form = await multipartForm({
      Description: 'Cracked case',
      ImageFile: { bytes: await png(), filename: 'crack.png', type: 'image/png' },
    });
    const res = await t.inject({ method: 'POST', url: faultsUrl(componentIds[0] as number), user: t.loaner, ...form });
    expect(res.statusCode).toBe(201);
    const { imageUrl, faultReportId } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^/api/Faults/${faultReportId}/image\\?v=[0-9a-f]{32}$`));
    const image = await t.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    const guessed = await t.inject({ method: 'GET', url: `/api/Faults/${faultReportId}/image` });
    expect(guessed.statusCode).toBe(404);
  });

  it('lets a unit on loan wait for its hand-in, which opens the ticket when it comes back Defect', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    const id = componentIds[0] as number;
    const loanId = await createLoan(t.db, { loanerId: borrower.loanerId, componentId: id, returnDate: '2026-03-20' });
    const res = await report(id, { description: 'Battery swells' }, borrower);
    expect(res.statusCode).toBe(201);
    expect(res.json().repairTicketId).toBeNull();
    expect(await componentStatusOf(t.db, id)).toBe(ComponentStatus.Loaned);
    expect((await inventory(componentTypeId))[0]?.openFaults).toBe(1);
    expect(await ticketsOf(id)).toEqual([]);

    const handIn = await t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}?status=4`, user: t.clerk });
    expect(handIn.statusCode).toBe(204);
    const [ticket] = await ticketsOf(id);
    expect(ticket?.status).toBe('Open');
    const detail = await t.inject({ method: 'GET', url: `/api/Repairs/${ticket?.id}`, user: t.clerk });
    expect(detail.json().faults).toEqual([
      expect.objectContaining({ description: 'Battery swells', repairTicketId: ticket?.id }),
    ]);
    expect((await inventory(componentTypeId))[0]?.openFaults).toBe(1);
  });

  it('settles the reports of a unit on loan handed in as Available: nothing to repair', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    const id = componentIds[0] as number;
    const loanId = await createLoan(t.db, { loanerId: borrower.loanerId, componentId: id, returnDate: '2026-03-20' });
    await report(id, { description: 'Seems slow' }, borrower);
    expect((await t.inject({ method: 'DELETE', url: `/api/Loans/${loanId}?status=0`, user: t.clerk })).statusCode).toBe(
      204,
    );
    expect((await inventory(componentTypeId))[0]).toMatchObject({ status: ComponentStatus.Available, openFaults: 0 });
    expect(await ticketsOf(id)).toEqual([]);
  });

  it('leaves a unit held for a loaner reserved, its report waiting', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 1);
    const id = componentIds[0] as number;
    await createReservation(t.db, { loanerId: borrower.loanerId, componentId: id, reservationDate: t.clock.now() });
    expect((await report(id, { description: 'Dented' })).statusCode).toBe(201);
    expect(await componentStatusOf(t.db, id)).toBe(ComponentStatus.ReservedLoaner);
    expect(await ticketsOf(id)).toEqual([]);
  });

  it('puts at risk the booking that loses the reported unit, as the at-risk job finds it', async () => {
    const { componentTypeId, componentIds } = await createTypeWithComponents(t.db, 1);
    const [booking] = await t.db
      .insert(bookings)
      .values({ componentTypeId, loanerId: borrower.loanerId, quantity: 1, fromDay: '2026-03-12', toDay: '2026-03-13' })
      .returning({ id: bookings.id });
    await report(componentIds[0] as number, { description: 'Dead' });
    await markBookingsAtRisk({ db: t.db, clock: t.clock, config: t.config });
    const [row] = await t.db
      .select({ atRisk: bookings.atRisk })
      .from(bookings)
      .where(eq(bookings.id, booking?.id as number));
    expect(row?.atRisk).toBe(true);
  });

  describe('the hand-in sees the reports waiting on its loan', () => {
    const activeLoans = async (url: string, user: TestUser) => {
      const res = await t.inject({ method: 'GET', url, query: { pageSize: String(MAX_PAGE_SIZE) }, user });
      expect(res.statusCode).toBe(200);
      return res.json() as { loanId: number; faultReports: Record<string, unknown>[] }[];
    };
    const loanIn = async (url: string, user: TestUser, loanId: number) =>
      (await activeLoans(url, user)).find((loan) => loan.loanId === loanId);

    it("answers them on the Clerk's loan list, naming the reporter, and on the loaner's own, not naming them", async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 2);
      const [broken, sound] = componentIds as [number, number];
      const loanId = await createLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId: broken,
        returnDate: '2026-03-20',
      });
      const soundLoanId = await createLoan(t.db, {
        loanerId: borrower.loanerId,
        componentId: sound,
        returnDate: '2026-03-20',
      });
      const first = (await report(broken, { description: 'Battery swells' }, borrower)).json();
      const second = (await report(broken, { description: 'Screen cracked' }, t.clerk)).json();

      const seenByClerk = await loanIn('/api/Loans', t.clerk, loanId);
      expect(seenByClerk?.faultReports).toEqual([
        { ...first, reportedBy: { loanerId: borrower.loanerId, name: 'Bo Borrower', auId: borrower.auId } },
        second,
      ]);
      expect((await loanIn('/api/Loans', t.clerk, soundLoanId))?.faultReports).toEqual([]);

      for (const url of ['/api/Loans', '/api/Loans/User']) {
        const own = await loanIn(url, borrower, loanId);
        expect(own?.faultReports.map((fault) => fault.description)).toEqual(['Battery swells', 'Screen cracked']);
        for (const fault of own?.faultReports ?? []) expect(fault).not.toHaveProperty('reportedBy');
      }
    });

    it.each([ComponentStatus.Available, ComponentStatus.Defect])(
      'leaves them off the loan once handed in (status %s): the unit lent again has none waiting',
      async (status) => {
        const { componentIds } = await createTypeWithComponents(t.db, 1);
        const id = componentIds[0] as number;
        const loanId = await createLoan(t.db, {
          loanerId: borrower.loanerId,
          componentId: id,
          returnDate: '2026-03-20',
        });
        await report(id, { description: 'Wobbly stand' }, borrower);
        const handIn = await t.inject({
          method: 'DELETE',
          url: `/api/Loans/${loanId}?status=${status}`,
          user: t.clerk,
        });
        expect(handIn.statusCode).toBe(204);
        expect(await loanIn('/api/Loans', t.clerk, loanId)).toBeUndefined();

        await t.db.update(components).set({ status: ComponentStatus.Available }).where(eq(components.id, id));
        const again = await createLoan(t.db, {
          loanerId: borrower.loanerId,
          componentId: id,
          returnDate: '2026-03-25',
        });
        expect((await loanIn('/api/Loans', t.clerk, again))?.faultReports).toEqual([]);
      },
    );
  });
});
