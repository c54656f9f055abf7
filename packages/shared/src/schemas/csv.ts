import { z } from 'zod';

/**
 * Column headers of the CSV exports and imports. The imports read the headers the exports write, so an
 * exported file can be imported again as it is.
 */
export const componentTypeCsvColumns = {
  name: 'Name',
  info: 'Info',
  categories: 'Categories',
  location: 'Location',
  manufacturer: 'Manufacturer',
  datasheet: 'Datasheet',
  wikiLink: 'Wiki link',
  adminComment: 'Admin comment',
  status: 'Status',
  kind: 'Kind',
  stockUnit: 'Stock unit',
  /** Exported only: an import never sets stock (stock movements do). */
  quantityInStock: 'Quantity in stock',
  reorderLevel: 'Reorder level',
  reorderQuantity: 'Reorder quantity',
  selfService: 'Self-service',
} as const;

export const componentCsvColumns = {
  componentType: 'Component type',
  componentNumber: 'Component number',
  serialNo: 'Serial no',
  status: 'Status',
  adminComment: 'Admin comment',
  userComment: 'User comment',
  onLoanTo: 'On loan to (AU id)',
  returnDate: 'Return date',
} as const;

export const loanCsvColumns = {
  loanId: 'Loan id',
  componentType: 'Component type',
  componentNumber: 'Component number',
  loanerName: 'Loaner name',
  auId: 'AU id',
  loanDate: 'Loan date',
  returnDate: 'Return date',
  returnedAt: 'Returned at',
  overdue: 'Overdue',
} as const;

export const userCsvColumns = {
  name: 'Name',
  auId: 'AU id',
  studentNo: 'Student number',
  staffInitials: 'Initials',
  email: 'E-mail',
  mobileNo: 'Mobile',
  roles: 'Roles',
} as const;

/** Categories, and roles, share one cell separated by semicolons. */
export const CSV_LIST_SEPARATOR = ';';

export const loanExportScopes = ['active', 'history', 'all'] as const;
export type LoanExportScope = (typeof loanExportScopes)[number];

export const importKinds = ['component-types', 'components'] as const;
export type ImportKind = (typeof importKinds)[number];

/** The multipart field of an import upload. */
export const IMPORT_FILE_FIELD = 'File';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The answer lists this many errors and preview rows at most; `errorCount` and `rows` give the totals. */
export const IMPORT_MAX_LISTED = 100;

export const importError = z.object({
  /** The line of the file (the header is line 1). */
  row: z.number().int(),
  /** The column header, or 'File' for the file as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importPreviewRow = z.object({
  row: z.number().int(),
  /** What would be written, by column header (e.g. the component number an empty cell gets). */
  values: z.record(z.string(), z.string()),
  /** What the import does beyond the cells, e.g. categories it creates. */
  note: z.string().optional(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/** The answer of POST import/...: nothing is written unless `valid` and not a dry run. */
export const importResult = z.object({
  valid: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  errors: z.array(importError),
  errorCount: z.number().int(),
  preview: z.array(importPreviewRow),
});
export type ImportResult = z.infer<typeof importResult>;
