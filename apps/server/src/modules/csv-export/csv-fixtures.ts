import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { multipartForm } from '../component-types/component-types.fixtures.js';

/** Test helpers of the CSV suites: read a download, build an upload. */

export const UTF8_BOM = '\uFEFF';

/** The rows of a downloaded CSV, the header first. */
export function csvRows(body: string): string[][] {
  return parse(body, { bom: true });
}

/** The records of a downloaded CSV as objects keyed by the header. */
export function csvRecords(body: string): Record<string, string>[] {
  return parse(body, { bom: true, columns: true });
}

export function toCsv(rows: (string | number)[][]): string {
  return stringify(rows);
}

/** A multipart body carrying the CSV text in the import's File field. */
export function csvUpload(text: string | Buffer, filename = 'import.csv') {
  return multipartForm({ File: { bytes: Buffer.from(text), filename, type: 'text/csv' } });
}
