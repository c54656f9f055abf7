import { IMPORT_FILE_FIELD, IMPORT_MAX_ROWS, type ImportError } from '@labstock/shared';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { NEUTRALISED_FORMULA } from '../../lib/csv-text.js';
import { badRequest, payloadTooLarge } from '../../lib/errors.js';
import { importMessages } from './csv-import.messages.js';

/** The columns an import reads, by key, with the header each has in the file. */
export interface TableSpec<K extends string> {
  columns: Record<K, string>;
  required: readonly K[];
  /** Headers the export writes that the import does not read (e.g. who has a component on loan). */
  ignored?: readonly string[];
}

/** A data row: its line in the file and its non-empty cells by column key. */
export interface CsvRow<K extends string> {
  line: number;
  cells: Partial<Record<K, string>>;
}

export interface CsvTable<K extends string> {
  rows: CsvRow<K>[];
  /** Problems of the header (then no row is read) or cells beyond the header. */
  errors: ImportError[];
}

const HEADER_LINE = 1;

/**
 * Reads the CSV text into rows keyed by the spec's columns. Headers match whatever their case; the delimiter
 * is a comma, or a semicolon when the header has more of those (as Excel writes CSV in many locales).
 */
export function readTable<K extends string>(text: string, spec: TableSpec<K>): CsvTable<K> {
  const records = parseRecords(text);
  const [header, ...data] = records;
  if (!header) throw badRequest(importMessages.empty, { [IMPORT_FILE_FIELD]: [importMessages.empty] });
  if (data.length > IMPORT_MAX_ROWS) throw payloadTooLarge(importMessages.tooManyRows);

  const { keys, errors } = readHeader(header.record, spec);
  if (errors.length > 0) return { rows: [], errors };
  const rows = data.map(({ record, line }) => {
    const cells: Partial<Record<K, string>> = {};
    keys.forEach((key, index) => {
      const cell = cleanCell(record[index]);
      if (key && cell) cells[key] = cell;
    });
    if (record.slice(keys.length).some(cleanCell)) {
      errors.push({
        row: line,
        field: IMPORT_FILE_FIELD,
        message: importMessages.extraCells,
      });
    }
    return { line, cells };
  });
  return { rows, errors };
}

function parseRecords(text: string): { record: string[]; line: number }[] {
  try {
    // With `info`, each record comes with the parser's position; csv-parse's types do not model that.
    const parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // Stops reading once there are more rows than an import takes (the header and one more).
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message = importMessages.notCsv(error.message);
    throw badRequest(message, { [IMPORT_FILE_FIELD]: [message] });
  }
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, 10_000).split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The column key of each header cell (undefined for an ignored one), and what is wrong with the header. */
function readHeader<K extends string>(header: string[], spec: TableSpec<K>) {
  const keyOf = new Map(Object.entries<string>(spec.columns).map(([key, name]) => [name.toLowerCase(), key as K]));
  const ignored = new Set(spec.ignored?.map((name) => name.toLowerCase()));
  const errors: ImportError[] = [];
  const keys = header.map((cell) => {
    const name = cell.trim();
    const key = keyOf.get(name.toLowerCase());
    if (!key && !ignored.has(name.toLowerCase())) {
      errors.push({ row: HEADER_LINE, field: name, message: importMessages.unknownColumn(expected(spec)) });
    }
    return key;
  });
  for (const key of new Set(keys)) {
    if (key && keys.filter((k) => k === key).length > 1) {
      errors.push({ row: HEADER_LINE, field: spec.columns[key], message: importMessages.repeatedColumn });
    }
  }
  for (const key of spec.required) {
    if (!keys.includes(key))
      errors.push({ row: HEADER_LINE, field: spec.columns[key], message: importMessages.missingColumn });
  }
  return { keys, errors };
}

const expected = (spec: TableSpec<string>) => Object.values(spec.columns).join(', ');

function cleanCell(cell: string | undefined): string | undefined {
  return cell?.trim().replace(NEUTRALISED_FORMULA, '') || undefined;
}

export interface ValidRow<T> {
  line: number;
  value: T;
}

/** Validates every row with the schema; each issue becomes an error naming the row and the column header. */
export function validateRows<K extends string, T>(
  rows: CsvRow<K>[],
  schema: z.ZodType<T>,
  columns: Record<K, string>,
): { valid: ValidRow<T>[]; errors: ImportError[] } {
  const valid: ValidRow<T>[] = [];
  const errors: ImportError[] = [];
  for (const { line, cells } of rows) {
    const result = schema.safeParse(cells);
    if (result.success) valid.push({ line, value: result.data });
    else
      errors.push(
        ...result.error.issues.map((issue) => ({
          row: line,
          field: columns[issue.path[0] as K] ?? IMPORT_FILE_FIELD,
          message: issue.message,
        })),
      );
  }
  return { valid, errors };
}
