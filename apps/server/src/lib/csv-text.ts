export type CsvCell = string | number | null;

/**
 * The first characters that make a spreadsheet run a cell as a formula (OWASP "CSV injection"): = + - @, their
 * full-width forms, a tab or a carriage return. The export puts a single quote before such a cell; the import takes
 * it off again.
 */
const FORMULA_START = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const RUNS_AS_FORMULA = new RegExp(`^[${FORMULA_START}]`);
export const NEUTRALISED_FORMULA = new RegExp(`^'(?=[${FORMULA_START}])`);

/** A yes-or-no cell, as the exports write it and the imports read it. */
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A cell holding a comma, a double quote or a line break is quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** The UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  // A number is a value, not text someone typed: a negative one stays a number.
  if (typeof cell === 'number') return String(cell);
  const text = RUNS_AS_FORMULA.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Records as CSV text, a line each ending in \n. Written here rather than by a general CSV library: the export
 * writes a million records, and a library's per-cell options (quoting rules, casts, callbacks) would cost more
 * than the few cases a Labstock cell needs.
 */
export function csvLines(records: readonly (readonly CsvCell[])[]): string {
  // Joined, not appended: one flat string, not a rope of thousands of pieces to outlive collections while the
  // text waits for the client.
  return records.map((record) => `${record.map(cellText).join(',')}\n`).join('');
}
