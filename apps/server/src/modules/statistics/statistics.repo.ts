import { ComponentStatus, liveBookingStatuses } from '@labstock/shared';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { bookings, components, componentTypes, loans, reservations } from '../../db/schema.js';

const componentsWithStatus = (status: ComponentStatus) =>
  sql<number>`(count(*) filter (where ${components.status} = ${status}))::int`;

/** Types that have components but none Available, with a count per status; one grouped query. */
export function findFullyBookedTypes(db: Executor) {
  return db
    .select({
      componentTypeId: componentTypes.id,
      componentName: componentTypes.name,
      imageEtag: componentTypes.imageEtag,
      totalNumberOfComponents: sql<number>`count(*)::int`,
      numberOfDefectComponents: componentsWithStatus(ComponentStatus.Defect),
      numberOfLostComponents: componentsWithStatus(ComponentStatus.Lost),
      numberOfTrashedComponents: componentsWithStatus(ComponentStatus.Trashed),
      numberOfNotReturnedComponents: componentsWithStatus(ComponentStatus.NeverReturned),
      numberOfReservedToAdmin: componentsWithStatus(ComponentStatus.ReservedAdmin),
      numberOfReservedToLoaner: componentsWithStatus(ComponentStatus.ReservedLoaner),
    })
    .from(componentTypes)
    .innerJoin(components, eq(components.componentTypeId, componentTypes.id))
    .groupBy(componentTypes.id)
    .having(sql`${componentsWithStatus(ComponentStatus.Available)} = 0`)
    .orderBy(desc(componentTypes.name), desc(componentTypes.id));
}

/**
 * Types with components of which none has been booked since `since` (a lab calendar date): no loan running
 * at any time from the start of that day on (lent since, or lent before and not back by then), and no open
 * reservation, and no booking (whatever became of it) for a period that runs on or after that day.
 */
export function findNeverBookedTypes(db: Executor, since: string, timeZone: string) {
  const startOfSince = sql`(${since}::date)::timestamp at time zone ${timeZone}`;
  const bookedComponent = alias(components, 'booked_component');
  const lentSince = db
    .select({ id: loans.id })
    .from(loans)
    .innerJoin(bookedComponent, eq(bookedComponent.id, loans.componentId))
    .where(
      and(
        eq(bookedComponent.componentTypeId, componentTypes.id),
        or(isNull(loans.returnedAt), gte(loans.returnedAt, startOfSince)),
      ),
    );
  const reserved = db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(bookedComponent, eq(bookedComponent.id, reservations.componentId))
    .where(eq(bookedComponent.componentTypeId, componentTypes.id));
  const bookedAhead = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.componentTypeId, componentTypes.id), gte(bookings.toDay, since)));

  return db
    .select({
      componentTypeId: componentTypes.id,
      componentName: componentTypes.name,
      imageEtag: componentTypes.imageEtag,
      location: componentTypes.location,
      numberOfComponents: sql<number>`count(*)::int`,
    })
    .from(componentTypes)
    .innerJoin(components, eq(components.componentTypeId, componentTypes.id))
    .where(and(not(exists(lentSince)), not(exists(reserved)), not(exists(bookedAhead))))
    .groupBy(componentTypes.id)
    .orderBy(asc(componentTypes.name), asc(componentTypes.id));
}

/**
 * The types whose live bookings (Booked or Ready) claim a day from `first` through `last`, with how many such
 * bookings each has, by name: the only types their bookings can take to 0 on one of those days.
 */
export function findTypesBookedDuring(db: Executor, first: string, last: string) {
  return db
    .select({
      componentTypeId: componentTypes.id,
      componentName: componentTypes.name,
      imageEtag: componentTypes.imageEtag,
      liveBookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .innerJoin(componentTypes, eq(componentTypes.id, bookings.componentTypeId))
    .where(
      and(inArray(bookings.status, [...liveBookingStatuses]), lte(bookings.fromDay, last), gte(bookings.toDay, first)),
    )
    .groupBy(componentTypes.id)
    .orderBy(asc(componentTypes.name), asc(componentTypes.id));
}
