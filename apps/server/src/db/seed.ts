import { ActivityKind, ComponentStatus, ComponentTypeKind, RoleName, StockMovementKind } from '@labstock/shared';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { demoAccounts } from '../idp/demo-accounts.js';
import { addDays, labDate } from '../lib/lab-date.js';
import { present } from '../lib/present.js';
import { recordActivity } from '../modules/activity/activity.service.js';
import { normaliseImage } from '../modules/component-types/component-type-image.js';
import { openTicketsOfNewUnits } from '../modules/repairs/defect-spells.js';
import { issueStock, moveStock } from '../modules/stock/stock-movement.js';
import type { Database, Transaction } from './client.js';
import { type DemoConsumable, demoCategories, demoComponentTypes } from './demo/catalogue-data.js';
import { illustrationSvg } from './demo/illustrations.js';
import {
  categories,
  components,
  componentTypeCategories,
  componentTypes,
  labSettings,
  loanerRoles,
  loaners,
  loanSettings,
  loans,
  reservations,
  roles,
} from './schema.js';
import { refreshTypeStock } from './type-stock.js';

const demoStudents = [
  ['Freja', 'Nielsen'],
  ['Mikkel', 'Hansen'],
  ['Sofie', 'Pedersen'],
  ['Oliver', 'Andersen'],
  ['Ida', 'Christensen'],
  ['Noah', 'Larsen'],
  ['Emma', 'Sørensen'],
  ['William', 'Rasmussen'],
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo lab into an empty database (first run of the embedded default). */
export async function seedDemoDataIfEmpty(db: Database, config: Config, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(loaners);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemoData(tx, config, now));
  await refreshTypeStock(db);
  return true;
}

async function seedDemoData(tx: Transaction, config: Config, now: Date) {
  const today = labDate(now, config.LAB_TIME_ZONE);
  const roleIds = new Map((await tx.select().from(roles)).map((r) => [r.name, r.id]));

  const people = [
    ...demoAccounts.map((a) => ({
      auId: a.username.split('@')[0] ?? a.key,
      firstName: a.firstName,
      lastName: a.lastName,
      roles: [...a.roles],
    })),
    ...demoStudents.map(([firstName, lastName], i) => ({
      auId: `au2000${String(i + 10)}`,
      firstName,
      lastName,
      roles: [RoleName.Loaner],
    })),
  ];
  const loanerRows = await tx
    .insert(loaners)
    .values(
      people.map((p, i) => ({
        auId: p.auId,
        firstName: p.firstName,
        lastName: p.lastName,
        studentNo:
          p.roles.length > 1
            ? p.firstName.slice(0, 2).toUpperCase() + p.lastName.slice(0, 2).toUpperCase()
            : `2020${String(1000 + i)}`,
        staffInitials:
          p.roles.length > 1
            ? p.firstName.slice(0, 2).toUpperCase() + p.lastName.slice(0, 2).toUpperCase()
            : `2020${String(1000 + i)}`,
        mobileNo: `2${String(1000000 + i * 7919).slice(0, 7)}`,
        email: `${p.auId}@uni.example`,
      })),
    )
    .returning();
  await tx.insert(loanerRoles).values(
    people.flatMap((p, i) =>
      p.roles.map((role) => ({
        loanerId: present(loanerRows[i], `loaner ${p.auId}`).id,
        roleId: present(roleIds.get(role), `role ${role}`),
      })),
    ),
  );

  const categoryRows = await tx
    .insert(categories)
    .values(demoCategories.map((name) => ({ name })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  const typeRows: { id: number }[] = [];
  for (const type of demoComponentTypes) {
    // Stored exactly as an Admin's upload of the drawing would be.
    const image = await normaliseImage(
      await sharp(Buffer.from(illustrationSvg(type.illustration, type.colour)))
        .png()
        .toBuffer(),
    );
    const [row] = await tx
      .insert(componentTypes)
      .values({
        name: type.name,
        info: type.info,
        location: type.location,
        manufacturer: type.manufacturer ?? null,
        datasheet: type.datasheet ?? null,
        wikiLink: type.wikiLink ?? null,
        adminComment: type.adminComment ?? null,
        image: image.bytes,
        imageEtag: image.etag,
        ...(type.consumable && {
          kind: ComponentTypeKind.Consumable,
          stockUnit: type.consumable.stockUnit,
          reorderLevel: type.consumable.reorderLevel,
          reorderQuantity: type.consumable.reorderQuantity,
          selfService: type.consumable.selfService,
        }),
      })
      .returning({ id: componentTypes.id });
    const typeRow = present(row, `component type ${type.name}`);
    typeRows.push(typeRow);
    await tx.insert(componentTypeCategories).values(
      type.categories.map((name) => ({
        componentTypeId: typeRow.id,
        categoryId: present(categoryId.get(name), `category ${name}`),
      })),
    );
  }

  // Components: mostly available, a spread of every other status across the catalogue.
  const componentRows = await tx
    .insert(components)
    .values(
      demoComponentTypes.flatMap((type, t) =>
        Array.from({ length: type.count }, (_, j) => ({
          componentTypeId: present(typeRows[t], `component type ${type.name}`).id,
          componentNumber: j + 1,
          serialNo: `LS-${String(t + 1).padStart(2, '0')}${String(j + 1).padStart(3, '0')}`,
          status: demoStatus(t, j, type.count),
        })),
      ),
    )
    .returning();

  const students = loanerRows.slice(demoAccounts.length);
  const demoLoaner = present(loanerRows[demoAccounts.length - 1], 'the demo loaner');
  const borrowers = [demoLoaner, ...students];
  const fullyBookedTypes = new Set(
    demoComponentTypes.flatMap((type, t) =>
      type.fullyBooked ? [present(typeRows[t], `component type ${type.name}`).id] : [],
    ),
  );
  const bookedUp = componentRows.filter(
    (c) => c.status === ComponentStatus.Available && fullyBookedTypes.has(c.componentTypeId),
  );
  const available = componentRows.filter(
    (c) => c.status === ComponentStatus.Available && !fullyBookedTypes.has(c.componentTypeId),
  );
  // Every third type lends its last available component; a third of those loans are overdue.
  // The fully booked types lend or reserve every component.
  const lent = [
    ...available.filter(
      (c, i) => c.componentTypeId % 3 === 0 && available[i + 1]?.componentTypeId !== c.componentTypeId,
    ),
    ...bookedUp.filter((_, i) => i % 2 === 0),
  ];
  const reserved = [
    ...available.filter(
      (c, i) => c.componentTypeId % 4 === 1 && available[i - 1]?.componentTypeId !== c.componentTypeId,
    ),
    ...bookedUp.filter((_, i) => i % 2 === 1),
  ];

  // The Activity screen shows the demo's lending as the demo Clerk and the borrowers would have made it.
  const clerkId = present(loanerRows[demoAccounts.findIndex((a) => a.key === 'clerk')], 'the demo clerk').id;
  // The broken units wait on the Repairs screen, as the Clerk who found them opened their tickets.
  await openTicketsOfNewUnits(
    tx,
    componentRows.map((c) => ({ componentId: c.id, status: c.status as ComponentStatus })),
    { loanerId: clerkId, at: new Date(now.getTime() - 3 * DAY_MS) },
  );
  for (const [i, component] of lent.entries()) {
    const borrower = present(borrowers[i % borrowers.length], 'a borrower');
    const overdue = i % 3 === 0;
    const loan = {
      loanerId: borrower.id,
      componentId: component.id,
      loanDate: new Date(now.getTime() - (overdue ? 40 : 5) * DAY_MS),
      returnDate: addDays(today, overdue ? -(5 + i) : 10 + i),
    };
    const [row] = await tx.insert(loans).values(loan).returning({ id: loans.id });
    await recordActivity(tx, {
      kind: ActivityKind.LoanHandedOut,
      actor: { loanerId: clerkId, at: loan.loanDate },
      loanerId: loan.loanerId,
      componentId: loan.componentId,
      loanId: present(row, 'a demo loan').id,
      before: { status: ComponentStatus.Available },
      after: { status: ComponentStatus.Loaned, returnDate: loan.returnDate },
    });
  }
  for (const [i, component] of reserved.entries()) {
    const reservation = {
      loanerId: present(borrowers[(i + 2) % borrowers.length], 'a borrower').id,
      componentId: component.id,
      reservationDate: new Date(now.getTime() - (i % 5) * DAY_MS),
    };
    const [row] = await tx.insert(reservations).values(reservation).returning({ id: reservations.id });
    await recordActivity(tx, {
      kind: ActivityKind.ReservationCreated,
      actor: { loanerId: reservation.loanerId, at: reservation.reservationDate },
      loanerId: reservation.loanerId,
      componentId: reservation.componentId,
      reservationId: present(row, 'a demo reservation').id,
      before: { status: ComponentStatus.Available },
      after: { status: ComponentStatus.ReservedLoaner },
    });
  }
  // History: returned loans over the past year, so statistics have something to show.
  for (const [i, component] of available.filter((_, i) => i % 9 === 0).entries()) {
    const loanDate = new Date(now.getTime() - (60 + i * 11) * DAY_MS);
    const loan = {
      loanerId: present(borrowers[i % borrowers.length], 'a borrower').id,
      componentId: component.id,
      loanDate,
      returnDate: addDays(labDate(loanDate, config.LAB_TIME_ZONE), 21),
      returnedAt: new Date(loanDate.getTime() + 20 * DAY_MS),
      returnedStatus: ComponentStatus.Available,
    };
    const [row] = await tx.insert(loans).values(loan).returning({ id: loans.id });
    const loanId = present(row, 'a demo loan').id;
    const { loanerId, componentId } = loan;
    await recordActivity(tx, {
      kind: ActivityKind.LoanHandedOut,
      actor: { loanerId: clerkId, at: loanDate },
      loanerId,
      componentId,
      loanId,
      before: { status: ComponentStatus.Available },
      after: { status: ComponentStatus.Loaned, returnDate: loan.returnDate },
    });
    await recordActivity(tx, {
      kind: ActivityKind.LoanHandedIn,
      actor: { loanerId: clerkId, at: loan.returnedAt },
      loanerId,
      componentId,
      loanId,
      before: { status: ComponentStatus.Loaned },
      after: { status: ComponentStatus.Available },
    });
  }
  await setStatuses(tx, lent, ComponentStatus.Loaned);
  await setStatuses(tx, reserved, ComponentStatus.ReservedLoaner);
  await tx.update(loanSettings).set({ defaultReturnDate: addDays(today, 28) });

  for (const [t, type] of demoComponentTypes.entries()) {
    if (!type.consumable) continue;
    const componentTypeId = present(typeRows[t], `component type ${type.name}`).id;
    await seedStockMovements(tx, componentTypeId, type.consumable, { clerkId, borrowers, now });
  }
  // Set once the stock is in: the demo's own takings tell no one.
  await tx.insert(labSettings).values({ noticeEmail: 'lab@uni.example' });
}

/** A consumable's stock as the lab would have built it: a delivery a month ago, then loaners' takings since. */
async function seedStockMovements(
  tx: Transaction,
  componentTypeId: number,
  consumable: DemoConsumable,
  { clerkId, borrowers, now }: { clerkId: number; borrowers: { id: number }[]; now: Date },
) {
  await moveStock(tx, {
    componentTypeId,
    kind: StockMovementKind.Receive,
    quantityFrom: () => consumable.received,
    loanerId: null,
    note: 'Delivery',
    actor: { loanerId: clerkId, at: new Date(now.getTime() - 30 * DAY_MS) },
  });
  for (const [i, quantity] of consumable.taken.entries()) {
    const loanerId = present(borrowers[i % borrowers.length], 'a borrower').id;
    const at = new Date(now.getTime() - (20 - i * 5) * DAY_MS);
    await issueStock(
      tx,
      { loanerId: consumable.selfService ? loanerId : clerkId, at },
      { componentTypeId, quantity, loanerId },
    );
  }
}

async function setStatuses(tx: Transaction, rows: { id: number }[], status: ComponentStatus) {
  if (rows.length > 0)
    await tx
      .update(components)
      .set({ status })
      .where(
        inArray(
          components.id,
          rows.map((r) => r.id),
        ),
      );
}

/** A deterministic spread of statuses: type index t, component index j of n. */
function demoStatus(t: number, j: number, n: number): ComponentStatus {
  if (j === n - 1 && t % 3 === 1) return ComponentStatus.Defect;
  if (j === n - 2 && t % 5 === 2) return ComponentStatus.Trashed;
  if (j === n - 1 && t % 7 === 2) return ComponentStatus.Lost;
  if (j === n - 1 && t % 11 === 4) return ComponentStatus.NeverReturned;
  if (j === 0 && t % 6 === 5) return ComponentStatus.ReservedAdmin;
  return ComponentStatus.Available;
}
