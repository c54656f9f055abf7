import { ActivityKind, ComponentStatus } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, components, componentTypes, repairTickets, reservations } from '../../db/schema.js';
import { findBreaches } from '../../scripts/invariants.js';
import { type AccessRoute, itNeedsAToken, paginationOf, useSuiteApp } from '../../testing/suite.js';
import { csvUpload, toCsv } from '../csv-export/csv-fixtures.js';
import { componentStatusOf, createTypeWithComponents, createWaitlistEntry } from '../lending/lending-fixtures.js';
import { makeDefect } from './repairs.fixtures.js';

const repairUrl = (id: number) => `/api/Repairs/${id}`;

describe('repair tickets', () => {
  const t = useSuiteApp();

  const put = (id: number, payload: object, user = t.clerk) =>
    t.inject({ method: 'PUT', url: repairUrl(id), payload, user });
  /** A unit on the shelf reported broken: Defect with its open ticket, through the API. */
  const brokenUnit = async (count = 1) => {
    const type = await createTypeWithComponents(t.db, count);
    const componentId = type.componentIds[0] as number;
    const res = await t.inject({
      method: 'POST',
      url: `/api/Component/${componentId}/faults`,
      payload: { description: 'Does not switch on' },
      user: t.loaner,
    });
    return { ...type, componentId, repairTicketId: res.json().repairTicketId as number };
  };
  const openTicketOf = async (componentId: number) =>
    (await t.db.select().from(repairTickets).where(eq(repairTickets.componentId, componentId))).filter(
      (ticket) => ticket.closedAt === null,
    );

  describe('access and bad input', () => {
    itNeedsAToken(t, [
      ['GET', '/api/Repairs'],
      ['GET', repairUrl(1)],
      ['PUT', repairUrl(1), { note: 'Looked at it' }],
    ] satisfies AccessRoute[]);

    it('is for Clerks and Admins only: a Loaner gets a 403 problem', async () => {
      const { repairTicketId } = await brokenUnit();
      for (const [method, url, payload] of [
        ['GET', '/api/Repairs'],
        ['GET', repairUrl(repairTicketId)],
        ['PUT', repairUrl(repairTicketId), { note: 'Mine now' }],
      ] satisfies AccessRoute[]) {
        const res = await t.inject({ method, url, payload, user: t.loaner });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      expect((await t.inject({ method: 'GET', url: repairUrl(repairTicketId), user: t.admin })).statusCode).toBe(200);
    });

    it('refuses a bad step, note, cost or filter as a 400 problem', async () => {
      const { repairTicketId } = await brokenUnit();
      for (const payload of [{ status: 'Mended' }, { note: '  ' }, { cost: -5 }, { cost: 1.234 }, { cost: '12' }]) {
        const res = await put(repairTicketId, payload);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      const list = await t.inject({ method: 'GET', url: '/api/Repairs?status=Broken', user: t.clerk });
      expect(list.statusCode).toBe(400);
      expect((await put(999_999, { note: 'Hello' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: repairUrl(999_999), user: t.clerk })).statusCode).toBe(404);
    });
  });

  it('moves Open → InRepair → Fixed: the unit is Available again and goes to the first loaner waiting', async () => {
    const { componentTypeId, componentId, repairTicketId } = await brokenUnit();
    await createWaitlistEntry(t.db, { componentTypeId, loanerId: t.loaner.loanerId });

    const started = await put(repairTicketId, { status: 'InRepair', note: 'Blown fuse, ordered a new one', cost: 4.5 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      repairTicketId,
      component: { componentId, componentTypeId, componentNumber: 1, componentTypeName: expect.any(String) },
      status: 'InRepair',
      cost: 4.5,
      notes: [
        {
          text: 'Blown fuse, ordered a new one',
          actor: { loanerId: t.clerk.loanerId, name: expect.any(String), auId: t.clerk.auId },
          createdAt: '2026-03-10T10:00:00.000Z',
        },
      ],
      faults: [expect.objectContaining({ description: 'Does not switch on', reportedBy: expect.any(Object) })],
      closedAt: null,
    });
    expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Defect);

    t.clock.advanceDays(2);
    const fixed = await put(repairTicketId, { status: 'Fixed' });
    expect(fixed.json()).toMatchObject({ status: 'Fixed', closedAt: '2026-03-12T10:00:00.000Z' });
    // The waiting list is served through the same path as any unit set Available: a held reservation.
    expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.ReservedLoaner);
    const held = await t.db
      .select({ loanerId: reservations.loanerId })
      .from(reservations)
      .where(eq(reservations.componentId, componentId));
    expect(held).toEqual([{ loanerId: t.loaner.loanerId }]);
    const steps = await t.db
      .select({ kind: activityLog.kind, before: activityLog.before, after: activityLog.after })
      .from(activityLog)
      .where(eq(activityLog.componentId, componentId))
      .orderBy(activityLog.id);
    expect(steps.map((step) => step.kind)).toEqual([
      ActivityKind.ComponentStatusChanged,
      ActivityKind.FaultReported,
      ActivityKind.RepairOpened,
      ActivityKind.RepairNoted,
      ActivityKind.RepairCosted,
      ActivityKind.RepairStepped,
      ActivityKind.ComponentStatusChanged,
      ActivityKind.RepairStepped,
      ActivityKind.WaitlistServed,
    ]);
    expect(steps[7]?.after).toEqual({ repairTicketId, repairStatus: 'Fixed' });
    t.clock.set('2026-03-10T10:00:00Z');
  });

  it('scraps a unit from Open: Trashed, the ticket closed with its reports', async () => {
    const { componentTypeId, componentId, repairTicketId } = await brokenUnit();
    const res = await put(repairTicketId, { status: 'Scrapped', note: 'Beyond repair' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Scrapped', closedAt: expect.any(String) });
    expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Trashed);
    const listed = await t.inject({
      method: 'GET',
      url: '/api/Component',
      query: { Id: String(componentTypeId) },
      user: t.clerk,
    });
    expect(listed.json()[0]).toMatchObject({ status: ComponentStatus.Trashed, openFaults: 0 });
  });

  it('answers 409 to an illegal step or any change of a closed ticket, and changes nothing', async () => {
    const { componentId, repairTicketId } = await brokenUnit();
    const skipped = await put(repairTicketId, { status: 'Fixed', note: 'Fine after all' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().detail).toBe(
      'A repair ticket cannot go from Open to Fixed: it goes Open → InRepair → Fixed, or to Scrapped.',
    );
    expect(await componentStatusOf(t.db, componentId)).toBe(ComponentStatus.Defect);
    await put(repairTicketId, { status: 'InRepair' });
    expect((await put(repairTicketId, { status: 'Open' })).statusCode).toBe(409);
    await put(repairTicketId, { status: 'Scrapped' });
    for (const payload of [{ note: 'Late note' }, { cost: 3 }, { status: 'Fixed' }]) {
      const res = await put(repairTicketId, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('This repair ticket is closed: it can no longer be changed.');
    }
    const ticket = (await t.inject({ method: 'GET', url: repairUrl(repairTicketId), user: t.clerk })).json();
    expect(ticket).toMatchObject({ notes: [], cost: null, status: 'Scrapped' });
  });

  it('lists tickets oldest first, filtered by status, paged', async () => {
    // Only this test's tickets: the units broken before are mended behind the app's back.
    await t.db
      .update(components)
      .set({ status: ComponentStatus.Available })
      .where(eq(components.status, ComponentStatus.Defect));
    await t.db.delete(repairTickets);
    const first = await brokenUnit();
    t.clock.advanceDays(1);
    const second = await brokenUnit();
    t.clock.advanceDays(1);
    const third = await brokenUnit();
    t.clock.set('2026-03-10T10:00:00Z');
    await put(second.repairTicketId, { status: 'InRepair' });
    await put(third.repairTicketId, { status: 'Scrapped' });

    const list = async (query: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/Repairs?${query}`, user: t.clerk });
      expect(res.statusCode).toBe(200);
      return { ids: res.json().map((ticket: { repairTicketId: number }) => ticket.repairTicketId), res };
    };
    expect((await list('')).ids).toEqual([first, second, third].map((unit) => unit.repairTicketId));
    expect((await list('status=Open&status=InRepair')).ids).toEqual([first.repairTicketId, second.repairTicketId]);
    expect((await list('status=Scrapped')).ids).toEqual([third.repairTicketId]);
    const paged = await list('pageNumber=2&pageSize=1');
    expect(paged.ids).toEqual([second.repairTicketId]);
    expect(paginationOf(paged.res)).toMatchObject({ TotalCount: 3, CurrentPage: 2, PageSize: 1 });

    // A Clerk with the unit in hand finds its ticket by its type's name, in any case, wildcards taken literally.
    await t.db
      .update(componentTypes)
      .set({ name: 'Bench power supply' })
      .where(eq(componentTypes.id, second.componentTypeId));
    const found = await list('searchString=POWER%20supply&status=Open&status=InRepair');
    expect(found.ids).toEqual([second.repairTicketId]);
    expect(paginationOf(found.res)).toMatchObject({ TotalCount: 1 });
    expect((await list('searchString=%25')).ids).toEqual([]);
  });

  describe('a ticket for every unit that becomes Defect, however it got there', () => {
    const edit = async (componentId: number, status: number) => {
      const [row] = await t.db.select().from(components).where(eq(components.id, componentId));
      return t.inject({
        method: 'PUT',
        url: '/api/Component',
        user: t.admin,
        payload: {
          componentId,
          componentTypeId: row?.componentTypeId,
          componentNumber: row?.componentNumber,
          status,
        },
      });
    };

    it('opens one on an edit to Defect and closes it Fixed on an edit back to Available', async () => {
      const { componentIds } = await createTypeWithComponents(t.db, 1);
      const id = componentIds[0] as number;
      expect((await edit(id, ComponentStatus.Defect)).statusCode).toBe(200);
      const [opened] = await openTicketOf(id);
      expect(opened?.status).toBe('Open');
      expect((await edit(id, ComponentStatus.Available)).statusCode).toBe(200);
      expect(await openTicketOf(id)).toEqual([]);
      const [closed] = await t.db
        .select()
        .from(repairTickets)
        .where(eq(repairTickets.id, opened?.id as number));
      expect(closed?.status).toBe('Fixed');
    });

    it('closes it Scrapped when an edit takes a Defect unit to Lost', async () => {
      const { componentId, repairTicketId } = await brokenUnit();
      expect((await edit(componentId, ComponentStatus.Lost)).statusCode).toBe(200);
      const [closed] = await t.db.select().from(repairTickets).where(eq(repairTickets.id, repairTicketId));
      expect(closed).toMatchObject({ status: 'Scrapped', closedAt: expect.any(Date) });
    });

    it('opens one for a unit added Defect, alone or several at once', async () => {
      const { componentTypeId } = await createTypeWithComponents(t.db, 0);
      const added = await t.inject({
        method: 'POST',
        url: '/api/Component/Multiple',
        user: t.admin,
        payload: [
          { componentTypeId, componentNumber: 1, status: ComponentStatus.Defect },
          { componentTypeId, componentNumber: 2, status: ComponentStatus.Available },
        ],
      });
      expect(added.statusCode).toBe(201);
      const [defect, fine] = added.json() as { componentId: number }[];
      expect(await openTicketOf(defect?.componentId as number)).toHaveLength(1);
      expect(await openTicketOf(fine?.componentId as number)).toEqual([]);
    });

    it('opens one for a unit imported Defect', async () => {
      const { name } = await createTypeWithComponents(t.db, 0, { name: 'Imported scope' });
      const form = await csvUpload(
        toCsv([
          ['Component type', 'Component number', 'Status'],
          [name, 7, 'Defect'],
        ]),
      );
      const res = await t.inject({
        method: 'POST',
        url: '/api/import/components?dryRun=false',
        user: t.admin,
        ...form,
      });
      expect(res.json()).toMatchObject({ valid: true, created: 1 });
      const [unit] = await t.db.select().from(components).where(eq(components.componentNumber, 7));
      expect(await openTicketOf(unit?.id as number)).toHaveLength(1);
    });
  });

  it('check-db finds a Defect unit without an open ticket', async () => {
    const { componentIds } = await createTypeWithComponents(t.db, 2);
    const [withTicket, without] = componentIds as [number, number];
    await makeDefect(t.db, withTicket);
    await t.db.update(components).set({ status: ComponentStatus.Defect }).where(eq(components.id, without));
    const breaches = await findBreaches(t.db, t);
    expect(breaches.map((breach) => breach.detail)).toEqual([
      `component ${without} is Defect without an open repair ticket`,
    ]);
    await t.db.update(components).set({ status: ComponentStatus.Available }).where(eq(components.id, without));
  });
});
