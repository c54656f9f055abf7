import { IMPORT_MAX_LISTED, type ImportError, type ImportPreviewRow, type ImportResult } from '@labstock/shared';
import type { z } from 'zod';
import type { Actor } from '../activity/actor.js';
import { inUnitsTransaction, type LendingContext, type UnitsTransaction } from '../lending/index.js';
import { takeImportLock } from './csv-import.repo.js';
import { readTable, type TableSpec, type ValidRow, validateRows } from './csv-table.js';

/** What an import of valid rows would do: the errors only the database can tell, the preview and the writing. */
export interface ImportPlan {
  errors: ImportError[];
  preview: ImportPreviewRow[];
  /** Writes the rows as done by `actor`; answers how many were created. */
  write(actor: Actor): Promise<number>;
}

/** One kind of import: the file's columns, the schema of a row, and how valid rows meet the database. */
export interface Importer<K extends string, T> {
  table: TableSpec<K>;
  row: z.ZodType<T, Partial<Record<K, string>>>;
  /** Plans the rows in the import's transaction; the types whose units it writes are locked through `units`. */
  plan(units: UnitsTransaction, rows: ValidRow<T>[]): Promise<ImportPlan>;
}

/**
 * Checks every row and, unless it is a dry run, writes them all in one transaction, only when every row is
 * valid: a file with one bad row writes nothing. Imported units come in Available: lending serves the waiting
 * lists of their types after the commit.
 */
export async function runImport<K extends string, T>(
  ctx: LendingContext,
  importer: Importer<K, T>,
  text: string,
  dryRun: boolean,
  actor: Actor,
): Promise<ImportResult> {
  const table = readTable(text, importer.table);
  const { valid, errors } = validateRows(table.rows, importer.row, importer.table.columns);
  return inUnitsTransaction(ctx, async (units) => {
    await takeImportLock(units.tx);
    const plan = await importer.plan(units, valid);
    const allErrors = [...table.errors, ...errors, ...plan.errors].sort((a, b) => a.row - b.row);
    const isValid = allErrors.length === 0 && table.rows.length > 0;
    return {
      valid: isValid,
      rows: table.rows.length,
      created: isValid && !dryRun ? await plan.write(actor) : 0,
      errors: allErrors.slice(0, IMPORT_MAX_LISTED),
      errorCount: allErrors.length,
      preview: plan.preview.slice(0, IMPORT_MAX_LISTED),
    };
  });
}

/** A preview row: each written value under its column header, empty for none. */
export function previewRow<K extends string>(
  line: number,
  columns: Record<K, string>,
  values: Partial<Record<K, string | number | null>>,
  note?: string,
): ImportPreviewRow {
  const cells = Object.entries<string | number | null | undefined>(values).map(([key, value]) => [
    columns[key as K],
    value === null || value === undefined ? '' : String(value),
  ]);
  return { row: line, values: Object.fromEntries(cells), ...(note ? { note } : {}) };
}

/** Rows whose key (e.g. a lower-cased name) an earlier row of the file already has. */
export function repeatedInFile<T>(
  rows: ValidRow<T>[],
  keyOf: (value: T) => string,
  field: string,
  message: (first: number) => string,
): ImportError[] {
  const firstLine = new Map<string, number>();
  return rows.flatMap(({ line, value }) => {
    const key = keyOf(value);
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, line);
    return first === undefined ? [] : [{ row: line, field, message: message(first) }];
  });
}

/** Inserts in slices, keeping each statement well below PostgreSQL's limit of bound parameters. */
export function slices<T>(items: T[], size = 1000): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
