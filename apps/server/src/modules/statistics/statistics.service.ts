import {
  type BookedAheadQuery,
  type BookedAheadRow,
  type BookedAheadSortColumn,
  DEFAULT_PAGE_SIZE,
  type FullyBookedQuery,
  type FullyBookedRow,
  type NeverBookedQuery,
  type NeverBookedRow,
  type UpkeepStatistics,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { addDays, labToday } from '../../lib/lab-date.js';
import { type Page, type PageRequest, pageWindow } from '../../lib/pagination.js';
import { countCalibrationsDueNextMonth } from '../calibration/calibration.service.js';
import { imageUrlOf } from '../component-types/component-type-image.js';
import { availabilityOfTypesDuring } from '../lending/index.js';
import { getRepairStatistics } from '../repairs/repairs.service.js';
import {
  findFullyBookedTypes,
  findNeverBookedTypes,
  findTypesBookedDuring,
  type TableOrder,
} from './statistics.repo.js';

/**
 * The row with its image as a link to the cached image call instead of base64 for every row. The row is the
 * statement's own, made for this answer: the fields are added to it, since a copy of it with fields added cost
 * microseconds a row (decision 031). Its `imageEtag` stays on it; the answer's serializer leaves it out.
 */
function withImageUrl<T extends { componentTypeId: number; imageEtag: string | null }>(row: T) {
  return Object.assign(row, { image: null, imageUrl: imageUrlOf(row.componentTypeId, row.imageEtag) });
}

/** The page a statistics call asks for: without `pageNumber` and `pageSize` (the spec's call) the whole list. */
export function statisticsPage({ pageNumber, pageSize }: { pageNumber?: number; pageSize?: number }): PageRequest {
  if (pageNumber === undefined && pageSize === undefined) return { pageNumber: 1, pageSize: 0 };
  return { pageNumber: pageNumber ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE };
}

/** The order asked for; without `sortBy` the table's own, without `descending` ascending. */
function orderAsked<Column extends string>(
  { sortBy, descending }: { sortBy?: Column; descending?: boolean },
  tableOrder: TableOrder<Column>,
): TableOrder<Column> {
  if (sortBy === undefined) return { sortBy: tableOrder.sortBy, descending: descending ?? tableOrder.descending };
  return { sortBy, descending: descending ?? false };
}

/** Types that have components but none Available, with a count per status, by name descending unless asked. */
export async function fullyBookedComponentTypes(db: Database, query: FullyBookedQuery): Promise<Page<FullyBookedRow>> {
  const order = orderAsked(query, { sortBy: 'componentName', descending: true });
  const { items, total } = await findFullyBookedTypes(db, order, statisticsPage(query));
  return { items: items.map(withImageUrl), total };
}

/** Types with components of which none has been booked since `date` (a lab calendar date), by name unless asked. */
export async function neverBookedComponentTypes(
  db: Database,
  { date, ...query }: NeverBookedQuery,
  timeZone: string,
): Promise<Page<NeverBookedRow>> {
  const order = orderAsked(query, { sortBy: 'componentName', descending: false });
  const { items, ...total } = await findNeverBookedTypes(db, { since: date, timeZone }, order, statisticsPage(query));
  return { items: items.map(withImageUrl), ...total };
}

/** Values of one booked-ahead column in ascending order: names by the rank the database's order gave them. */
function compareBookedAhead(column: BookedAheadSortColumn, a: RankedRow, b: RankedRow): number {
  if (column === 'componentName') return a.nameRank - b.nameRank;
  if (column === 'date') return a.row.date.localeCompare(b.row.date);
  return a.row[column] - b.row[column];
}

interface RankedRow {
  row: BookedAheadRow;
  /** The row's place in name order (the repo's, the database's collation). */
  nameRank: number;
}

/**
 * The types whose availability, as lending counts it, falls to 0 or below within the next `days` lab days (today
 * included) on a day their bookings claim units: the first such day of each, soonest first and then by name unless
 * another order is asked for (ties by name). Every booked type is counted and sorted before the page is cut, so
 * the total is the list's.
 */
export async function bookedAheadComponentTypes(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  { days, pageNumber, pageSize, ...sort }: BookedAheadQuery,
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
  const ranked = booked.flatMap((type, nameRank): RankedRow[] => {
    const day = availability.get(type.componentTypeId)?.find((d) => d.available <= 0 && d.booked > 0);
    if (!day) return [];
    const { date, available, booked: bookedQuantity } = day;
    return [{ row: Object.assign(withImageUrl(type), { date, available, bookedQuantity }), nameRank }];
  });
  const { sortBy, descending } = orderAsked(sort, { sortBy: 'date', descending: false });
  const sign = descending ? -1 : 1;
  ranked.sort((a, b) => sign * (compareBookedAhead(sortBy, a, b) || a.nameRank - b.nameRank));
  const { offset, limit } = pageWindow({ pageNumber, pageSize });
  const rows = ranked.map(({ row }) => row);
  return { items: rows.slice(offset, limit === undefined ? undefined : offset + limit), total: rows.length };
}

/** Tab Upkeep: the figures of the lab's repairs and calibrations. */
export async function upkeepStatisticsOf(ctx: AppContext): Promise<UpkeepStatistics> {
  const [repairs, calibrationsDueNextMonth] = await Promise.all([
    getRepairStatistics(ctx.db),
    countCalibrationsDueNextMonth(ctx),
  ]);
  return { ...repairs, calibrationsDueNextMonth };
}
