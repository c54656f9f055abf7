import type { BookedAheadQuery, BookedAheadRow, FullyBookedRow, NeverBookedRow } from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { addDays, labToday } from '../../lib/lab-date.js';
import { type Page, pageWindow } from '../../lib/pagination.js';
import { imageUrlOf } from '../component-types/component-type-image.js';
import { availabilityOfTypesDuring } from '../lending/availability.service.js';
import { findFullyBookedTypes, findNeverBookedTypes, findTypesBookedDuring } from './statistics.repo.js';

/** The row with its image as a link to the cached image call instead of base64 for every row. */
function withImageUrl<T extends { componentTypeId: number; imageEtag: string | null }>({ imageEtag, ...row }: T) {
  return { ...row, image: null, imageUrl: imageUrlOf(row.componentTypeId, imageEtag) };
}

/** Types that have components but none Available, with a count per status. */
export async function fullyBookedComponentTypes(db: Database): Promise<FullyBookedRow[]> {
  return (await findFullyBookedTypes(db)).map(withImageUrl);
}

/** Types with components of which none has been booked since `since` (a lab calendar date). */
export async function neverBookedComponentTypes(
  db: Database,
  since: string,
  timeZone: string,
): Promise<NeverBookedRow[]> {
  return (await findNeverBookedTypes(db, since, timeZone)).map(withImageUrl);
}

/**
 * The types whose availability, as lending counts it, falls to 0 or below within the next `days` lab days (today
 * included) on a day their bookings claim units: the first such day of each, soonest first, then by name. Every
 * booked type is counted before the page is cut, so the total is the list's.
 */
export async function bookedAheadComponentTypes(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  { days, pageNumber, pageSize }: BookedAheadQuery,
): Promise<Page<BookedAheadRow>> {
  const today = labToday(ctx);
  const period = { from: today, to: addDays(today, days - 1) };
  const booked = await findTypesBookedDuring(ctx.db, period.from, period.to);
  const availability = await availabilityOfTypesDuring(
    ctx.db,
    booked.map((type) => type.componentTypeId),
    period,
    today,
    ctx.config.LAB_TIME_ZONE,
  );
  const rows = booked.flatMap(({ liveBookings, ...type }) => {
    const day = availability.get(type.componentTypeId)?.find((d) => d.available <= 0 && d.booked > 0);
    if (!day) return [];
    const { date, available, booked: bookedQuantity } = day;
    return [{ ...withImageUrl(type), date, available, bookedQuantity, liveBookings }];
  });
  // A stable sort: types of the same day keep the repo's order by name (yyyy-MM-dd orders as the days it names).
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const { offset, limit } = pageWindow({ pageNumber, pageSize });
  return { items: rows.slice(offset, limit === undefined ? undefined : offset + limit), total: rows.length };
}
