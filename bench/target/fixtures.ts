import { ComponentStatus, ComponentTypeKind, ComponentTypeStatus, ExtensionStatus, RoleName } from '@labstock/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  categories,
  components,
  componentTypes,
  extensionRequests,
  loans,
  reservations,
} from '../../apps/server/src/db/schema.js';
import type { ProductTokenSigner } from '../../apps/server/src/lib/product-token.js';
import { auIdOf, type IdRange, LAB, WAITED_FOR_TYPE } from '../seed/large-lab.js';
import type { Fixtures, LoanerIdentity } from './protocol.js';

export const BROWSE_CATEGORIES = ['Sensors', 'Measurement'];
/** The counter cycle hands out this many components at once, a project kit (issue 21). */
export const COUNTER_BATCH_SIZE = 10;
/** A kit of the counter's consumables cycle: a unit and this many consumables, this much of each. */
const KIT_CONSUMABLES = 2;
const KIT_QUANTITY = 5;
/** Types this far into the catalogue hold neither the seeded loans nor the reservations. */
const FREE_TYPES_FROM = LAB.activeLoans;

async function identity(signer: ProductTokenSigner, loanerId: number, roles: RoleName[]): Promise<LoanerIdentity> {
  return { loanerId, token: await signer.issue({ loanerId, auId: auIdOf(loanerId), roles }) };
}

export async function pickFixtures(
  db: Database,
  signer: ProductTokenSigner,
  people: IdRange,
  types: IdRange,
  connections: number,
  labToday: string,
): Promise<Fixtures> {
  const filed = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.name, BROWSE_CATEGORIES))
    .orderBy(asc(categories.id));
  const reservable = await db
    .select({ id: componentTypes.id })
    .from(componentTypes)
    .where(
      and(
        gte(componentTypes.id, types.first + FREE_TYPES_FROM),
        eq(componentTypes.status, ComponentTypeStatus.Available),
      ),
    )
    .orderBy(asc(componentTypes.id))
    .limit(connections);
  // Loaners past the borrowers hold no active loans, so their reservations have no overdue rule in the way.
  const firstReserver = people.first + LAB.borrowers;
  // The counter's components come from types past the reservers', so the two cycles never share a unit.
  const counterUnits = await db
    .select({ id: components.id })
    .from(components)
    .where(
      and(
        gte(components.componentTypeId, types.first + FREE_TYPES_FROM + connections),
        eq(components.status, ComponentStatus.Available),
      ),
    )
    .orderBy(asc(components.id))
    .limit(connections * COUNTER_BATCH_SIZE);
  // A loaner (not a Clerk) holding a seeded reservation: My reservations.
  const [holder] = await db
    .select({ loanerId: reservations.loanerId })
    .from(reservations)
    .where(gte(reservations.loanerId, people.first + LAB.clerks))
    .orderBy(asc(reservations.id))
    .limit(1);
  // The component lent most often: the longest history.
  const [mostLent] = await db
    .select({ componentId: loans.componentId })
    .from(loans)
    .groupBy(loans.componentId)
    .orderBy(desc(count()), asc(loans.componentId))
    .limit(1);
  // The hand-out's units: past the counter's types (and their room), before the bookable ones; not the lab's own.
  const handoutUnits = await db
    .select({ id: components.id })
    .from(components)
    .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
    .where(
      and(
        gte(components.componentTypeId, types.first + FREE_TYPES_FROM + 3 * connections),
        lt(components.componentTypeId, types.first + FREE_TYPES_FROM + 4 * connections),
        eq(components.status, ComponentStatus.Available),
        eq(componentTypes.status, ComponentTypeStatus.Available),
      ),
    )
    .orderBy(asc(components.id))
    .limit(connections);
  // The kits' units: one of each type past the hand-out's, before the bookable ones.
  const kitUnits = await db
    .selectDistinctOn([components.componentTypeId], { id: components.id })
    .from(components)
    .where(
      and(
        gte(components.componentTypeId, types.first + FREE_TYPES_FROM + 4 * connections),
        lt(components.componentTypeId, types.first + FREE_TYPES_FROM + 5 * connections),
        eq(components.status, ComponentStatus.Available),
      ),
    )
    .orderBy(asc(components.componentTypeId), asc(components.id));
  // The kits' consumables: two each, whose stock stays above the reorder level while a kit is out.
  const kitConsumables = await db
    .select({ componentTypeId: componentTypes.id, inStock: componentTypes.quantityInStock })
    .from(componentTypes)
    .where(
      and(
        eq(componentTypes.kind, ComponentTypeKind.Consumable),
        sql`${componentTypes.quantityInStock} - ${KIT_QUANTITY}::integer > coalesce(${componentTypes.reorderLevel}, 0)`,
      ),
    )
    .orderBy(asc(componentTypes.id))
    .limit(KIT_CONSUMABLES * connections);
  // Overdue active loans of loaners (not Clerks) with no extension pending, one loaner each: an ask on an overdue
  // loan always waits for a Clerk, whatever date it names.
  const overdueLoans = await db
    .selectDistinctOn([loans.loanerId], { loanId: loans.id, loanerId: loans.loanerId })
    .from(loans)
    .leftJoin(
      extensionRequests,
      and(eq(extensionRequests.loanId, loans.id), eq(extensionRequests.status, ExtensionStatus.Pending)),
    )
    .where(
      and(
        isNull(loans.returnedAt),
        lt(loans.returnDate, labToday),
        gte(loans.loanerId, people.first + LAB.clerks),
        isNull(extensionRequests.id),
      ),
    )
    .orderBy(asc(loans.loanerId), asc(loans.id))
    .limit(connections);
  const counterLoaners = firstReserver + connections;
  const firstBooker = counterLoaners + connections;
  const firstHandoutLoaner = firstBooker + connections;
  const firstKitLoaner = firstHandoutLoaner + connections;
  return {
    // The first loaners are the Clerks; the next ones hold two active loans each.
    borrower: await identity(signer, people.first + LAB.clerks, [RoleName.Loaner]),
    clerk: await identity(signer, people.first, [RoleName.Loaner, RoleName.Clerk]),
    admin: await identity(signer, people.first + LAB.clerks - 1, [RoleName.Loaner, RoleName.Clerk, RoleName.Admin]),
    // Before the lending is seeded (the growth curve's smaller catalogues, browse only) there is neither.
    reservationHolder: await identity(signer, holder?.loanerId ?? people.first + LAB.clerks, [RoleName.Loaner]),
    historyComponentId: mostLent?.componentId ?? 0,
    browseCategoryIds: filed.map((row) => row.id),
    detailsTypeId: types.first + 123,
    inventoryTypeId: types.first + 5,
    waitedForTypeId: types.first + WAITED_FOR_TYPE,
    labToday,
    reservers: await Promise.all(
      reservable.map(async ({ id }, i) => ({
        ...(await identity(signer, firstReserver + i, [RoleName.Loaner])),
        componentTypeId: id,
      })),
    ),
    counterHandouts: Array.from({ length: connections }, (_, i) => ({
      loanerId: counterLoaners + i,
      componentIds: counterUnits.slice(i * COUNTER_BATCH_SIZE, (i + 1) * COUNTER_BATCH_SIZE).map((unit) => unit.id),
    })),
    bookers: await Promise.all(
      Array.from({ length: connections }, (_, i) => identity(signer, firstBooker + i, [RoleName.Loaner])),
    ),
    handouts: handoutUnits.map((unit, i) => ({ loanerId: firstHandoutLoaner + i, componentId: unit.id })),
    counterKits: kitUnits.map((unit, i) => ({
      loanerId: firstKitLoaner + i,
      componentId: unit.id,
      consumables: kitConsumables
        .slice(i * KIT_CONSUMABLES, (i + 1) * KIT_CONSUMABLES)
        .map((consumable) => ({ ...consumable, quantity: KIT_QUANTITY })),
    })),
    extenders: await Promise.all(
      overdueLoans.map(async ({ loanId, loanerId }) => ({
        ...(await identity(signer, loanerId ?? 0, [RoleName.Loaner])),
        loanId,
      })),
    ),
    // Past the counter's types (a kit per connection, with room for the units some types lack), the hand-out's and
    // the kits': those are handed out and back all run long.
    bookableTypes: { first: types.first + FREE_TYPES_FROM + 5 * connections, last: types.first + types.count - 1 },
  };
}
