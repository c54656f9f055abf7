import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@labstock/shared';

/** What the CSV imports answer: about the upload, the file, its header, and each row's cells. */
export const importMessages = {
  // The upload
  notMultipart: `Send the CSV file as multipart/form-data in the ${IMPORT_FILE_FIELD} field.`,
  fileTooLarge: `The file must not be larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
  severalFiles: `Send one file in ${IMPORT_FILE_FIELD}.`,
  noFile: 'Choose a CSV file to import.',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8".',
  notText: 'The file is not a CSV text file.',
  // The file and its header
  empty: 'The file is empty.',
  tooManyRows: `Import at most ${IMPORT_MAX_ROWS} rows at once.`,
  notCsv: (reason: string) => `The file is not valid CSV: ${reason}`,
  extraCells: 'The row has more cells than the header has columns',
  unknownColumn: (columns: string) => `Unknown column; the columns are ${columns}`,
  repeatedColumn: 'The column appears more than once',
  missingColumn: 'The column is missing',
  // Cells
  mustBeOneOf: (names: string) => `Must be one of ${names}`,
  wholeNumber: 'Must be a whole number',
  noCategory: 'At least one category is required',
  categoryNameTooLong: 'A category name has at most 100 characters',
  // Rows and what the lab already has
  numberTaken: (typeName: string, number: number) => `${typeName} already has number ${number}`,
  numberRepeated: (firstLine: number) => `The number is already on line ${firstLine}`,
  typeNameAmbiguous: 'Several component types have this name',
  typeNameUnknown: 'No component type has this name',
  nameRepeated: (firstLine: number) => `The name is already on line ${firstLine}`,
  nameTaken: 'A component type of this name already exists',
  createsCategories: (names: string) => `Creates the categories ${names}`,
} as const;
