import {
  type ComponentStatus,
  ComponentTypeKind,
  type ComponentTypeStatus,
  componentCsvColumns,
  componentStatusNames,
  componentTypeCsvColumns,
  componentTypeStatusNames,
  type LoanExportScope,
  loanCsvColumns,
  userCsvColumns,
} from '@labstock/shared';
import type { AppContext } from '../../context.js';
import { keysetBatches } from '../../lib/csv-download.js';
import { type CsvCell, csvLines, yesNo } from '../../lib/csv-text.js';
import { notFound } from '../../lib/errors.js';
import { labDate, labToday } from '../../lib/lab-date.js';
import { componentTypeMessages } from '../component-types/component-types.messages.js';
import {
  type ComponentKey,
  componentTypeExists,
  type RowId,
  readComponentsAfter,
  readComponentTypesAfter,
  readLoansAfter,
  readUsersAfter,
} from './csv-export.repo.js';

/** A CSV file to send: its name, header and the text of its records, read in batches as the download goes. */
export interface CsvExport {
  fileName: string;
  header: string[];
  lines: AsyncIterable<string>;
}

type ExportContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** `labstock-<what>-<the lab's date>.csv`. */
function datedFileName(ctx: ExportContext, what: string): string {
  return `labstock-${what}-${labToday(ctx)}.csv`;
}

/**
 * Every export alike: a dated file whose records are the rows read in keyset batches, one record a row.
 * `Row` is what `readAfter` answers (NoInfer: its key parameter is typed narrower, as the key alone).
 */
export function keysetExport<Row>(
  ctx: ExportContext,
  what: string,
  columns: Record<string, string>,
  readAfter: (last: NoInfer<Row> | undefined, limit: number) => Promise<Row[]>,
  toRecord: (row: Row) => CsvCell[],
): CsvExport {
  return {
    fileName: datedFileName(ctx, what),
    header: Object.values(columns),
    lines: keysetBatches(readAfter, (rows) => csvLines(rows.map(toRecord))),
  };
}

export function exportComponentTypes(ctx: ExportContext): CsvExport {
  return keysetExport(
    ctx,
    'component-types',
    componentTypeCsvColumns,
    (last: RowId | undefined, limit) => readComponentTypesAfter(ctx.db, last, limit),
    (type) => [
      type.name,
      type.info,
      type.categories,
      type.location,
      type.manufacturer,
      type.datasheet,
      type.wikiLink,
      type.adminComment,
      componentTypeStatusNames[type.status as ComponentTypeStatus],
      type.kind,
      // A lent type has no stock: its stock cells stay empty.
      ...(type.kind === ComponentTypeKind.Consumable
        ? [type.stockUnit, type.quantityInStock, type.reorderLevel, type.reorderQuantity, yesNo(type.selfService)]
        : [null, null, null, null, null]),
    ],
  );
}

/** The inventory of one type, or of all types when none is given (404 for a type that does not exist). */
export async function exportComponents(ctx: ExportContext, componentTypeId: number | undefined): Promise<CsvExport> {
  if (componentTypeId !== undefined && !(await componentTypeExists(ctx.db, componentTypeId))) {
    throw notFound(componentTypeMessages.notFound(componentTypeId));
  }
  return keysetExport(
    ctx,
    componentTypeId === undefined ? 'components' : `components-${componentTypeId}`,
    componentCsvColumns,
    (last: ComponentKey | undefined, limit) => readComponentsAfter(ctx.db, componentTypeId, last, limit),
    (component) => [
      component.typeName,
      component.componentNumber,
      component.serialNo,
      componentStatusNames[component.status as ComponentStatus],
      component.adminComment,
      component.userComment,
      component.onLoanTo,
      component.returnDate,
    ],
  );
}

/**
 * Loans of the scope, with an overdue flag by the lab's calendar: an active loan is overdue after its return
 * date, a returned one was when it came back after it.
 */
export function exportLoans(ctx: ExportContext, scope: LoanExportScope): CsvExport {
  const zone = ctx.config.LAB_TIME_ZONE;
  const today = labToday(ctx);
  return keysetExport(
    ctx,
    `loans-${scope}`,
    loanCsvColumns,
    (last: RowId | undefined, limit) => readLoansAfter(ctx.db, scope, last, limit),
    (loan) => [
      loan.id,
      loan.typeName,
      loan.componentNumber,
      loan.auId === null ? null : `${loan.firstName} ${loan.lastName}`.trim(),
      loan.auId,
      labDate(loan.loanDate, zone),
      loan.returnDate,
      loan.returnedAt && labDateTime(loan.returnedAt, zone),
      yesNo((loan.returnedAt ? labDate(loan.returnedAt, zone) : today) > loan.returnDate),
    ],
  );
}

export function exportUsers(ctx: ExportContext): CsvExport {
  return keysetExport(
    ctx,
    'users',
    userCsvColumns,
    (last: RowId | undefined, limit) => readUsersAfter(ctx.db, last, limit),
    (user) => [
      `${user.firstName} ${user.lastName}`.trim(),
      user.auId,
      user.studentNo,
      user.staffInitials,
      user.email,
      user.mobileNo,
      user.roles,
    ],
  );
}

/** `yyyy-MM-dd HH:mm` in the lab's time zone: what a spreadsheet reads as a date and time. */
function labDateTime(instant: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${labDate(instant, timeZone)} ${time.format(instant)}`;
}
