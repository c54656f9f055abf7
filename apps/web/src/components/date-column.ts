import { formatDate } from '../lib/dates';
import type { DataColumn } from './data-table';

/** A column of dates as dd-MM-yyyy (spec §9), each on one line however narrow the table gets. */
export function dateColumn<Row>(
  id: string,
  header: string,
  date: (row: Row) => string | null | undefined,
): DataColumn<Row> {
  return { id, header, cell: (row) => formatDate(date(row)), nowrap: true };
}
