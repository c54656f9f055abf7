import {
  ComponentTypeKind,
  ComponentTypeStatus,
  CSV_LIST_SEPARATOR,
  componentTypeCsvColumns,
  componentTypeStatusNames,
  type ImportError,
  MAX_REORDER_FIGURE,
  STOCK_UNIT_MAX_LENGTH,
  storableText,
  wholeNumberText,
} from '@labstock/shared';
import { z } from 'zod';
import type { Executor, Transaction } from '../../db/client.js';
import { yesNo } from '../../lib/csv-text.js';
import { storedStockSettings } from '../component-types/component-type-form.js';
import { formMessages } from '../component-types/component-types.messages.js';
import { choiceCell, optionalLink, optionalText, requiredText, statusCell } from './csv-cells.js';
import { importMessages } from './csv-import.messages.js';
import {
  findCategoriesByLowerName,
  findTakenTypeNames,
  insertCategoryLinks,
  insertComponentTypes,
  insertMissingCategories,
} from './csv-import.repo.js';
import { type Importer, previewRow, repeatedInFile, slices } from './csv-import.service.js';
import type { ValidRow } from './csv-table.js';

const MAX_CATEGORIES = 50;

// The stock an export writes is read and left alone: only stock movements set it.
const { quantityInStock: stockColumn, ...columns } = componentTypeCsvColumns;

const optionalFigure = (min: number) =>
  wholeNumberText(min, MAX_REORDER_FIGURE)
    .optional()
    .transform((cell) => cell ?? null);

const categoryList = z
  .string({ error: importMessages.noCategory })
  .transform((cell) => [...new Set(cell.split(CSV_LIST_SEPARATOR).map((name) => name.trim()))].filter(Boolean))
  .pipe(
    z
      .array(storableText().max(100, importMessages.categoryNameTooLong))
      .min(1, importMessages.noCategory)
      .max(MAX_CATEGORIES, formMessages.atMostCategories(MAX_CATEGORIES)),
  );

/** One row of the component types file; the lengths are those of the database columns. */
const typeRow = z
  .object({
    name: requiredText(columns.name, 200),
    info: optionalText(10_000),
    categories: categoryList,
    location: optionalText(200),
    manufacturer: optionalText(200),
    datasheet: optionalLink(1000),
    wikiLink: optionalLink(1000),
    adminComment: optionalText(5000),
    status: statusCell(
      componentTypeStatusNames,
      [ComponentTypeStatus.Available, ComponentTypeStatus.ReservedAdmin],
      ComponentTypeStatus.Available,
    ),
    // A file without these columns (as before consumables) holds lent types.
    kind: choiceCell(
      { Unit: ComponentTypeKind.Unit, Consumable: ComponentTypeKind.Consumable },
      ComponentTypeKind.Unit,
    ),
    stockUnit: optionalText(STOCK_UNIT_MAX_LENGTH),
    reorderLevel: optionalFigure(0),
    reorderQuantity: optionalFigure(1),
    selfService: choiceCell({ [yesNo(true)]: true, [yesNo(false)]: false }, false),
  })
  .transform(({ kind, stockUnit, reorderLevel, reorderQuantity, selfService, ...type }, ctx) => {
    const stock = storedStockSettings(kind, { stockUnit, reorderLevel, reorderQuantity, selfService });
    if (stock) return { ...type, kind, ...stock };
    ctx.addIssue({ code: 'custom', path: ['stockUnit'], message: formMessages.stockUnitRequired(columns.stockUnit) });
    return z.NEVER;
  });
type TypeRow = z.infer<typeof typeRow>;

const lower = (name: string) => name.toLowerCase();

/**
 * Creates component types with their categories. A type's name must be new (in the lab and in the file);
 * categories are found by name whatever their case, and those the lab lacks are created with the types.
 */
export const componentTypeImporter: Importer<keyof typeof columns, TypeRow> = {
  table: { columns, required: ['name', 'categories'], ignored: [stockColumn] },
  row: typeRow,
  async plan({ tx }, rows) {
    const errors = [
      ...repeatedInFile(rows, (type) => lower(type.name), columns.name, importMessages.nameRepeated),
      ...(await namesTaken(tx, rows)),
    ];
    const wanted = rows.flatMap((row) => row.value.categories);
    const known = await categoryIdsByName(tx, wanted);
    const missing = [
      ...new Map(wanted.filter((name) => !known.has(lower(name))).map((name) => [lower(name), name])).values(),
    ];
    const preview = rows.map(({ line, value }) => {
      const created = value.categories.filter((name) => !known.has(lower(name)));
      const note = created.length > 0 ? importMessages.createsCategories(created.join(', ')) : undefined;
      return previewRow(
        line,
        columns,
        {
          ...value,
          categories: value.categories.join(CSV_LIST_SEPARATOR),
          status: componentTypeStatusNames[value.status],
          selfService: value.kind === ComponentTypeKind.Consumable ? yesNo(value.selfService) : null,
        },
        note,
      );
    });
    return { errors, preview, write: () => writeTypes(tx, rows, missing) };
  },
};

async function namesTaken(db: Executor, rows: ValidRow<TypeRow>[]): Promise<ImportError[]> {
  const takenNames = await findTakenTypeNames(db, [...new Set(rows.map((row) => lower(row.value.name)))]);
  return rows
    .filter((row) => takenNames.has(lower(row.value.name)))
    .map((row) => ({ row: row.line, field: columns.name, message: importMessages.nameTaken }));
}

/** Category ids by lower-cased name (names are unique whatever their case). */
async function categoryIdsByName(db: Executor, names: string[]): Promise<Map<string, number>> {
  const rows = await findCategoriesByLowerName(db, [...new Set(names.map(lower))]);
  return new Map(rows.map((row) => [lower(row.name), row.id]));
}

async function writeTypes(tx: Transaction, rows: ValidRow<TypeRow>[], missingCategories: string[]): Promise<number> {
  if (missingCategories.length > 0) await insertMissingCategories(tx, missingCategories);
  const categoryIds = await categoryIdsByName(
    tx,
    rows.flatMap((row) => row.value.categories),
  );
  let created = 0;
  for (const slice of slices(rows, 500)) {
    const inserted = await insertComponentTypes(
      tx,
      slice.map(({ value: { categories: _, ...type } }) => type),
    );
    // Names are unique within the import (checked above), so they tell the new rows apart.
    const typeIds = new Map(inserted.map((row) => [lower(row.name), row.id]));
    const links = slice.flatMap(({ value }) =>
      [...new Set(value.categories.map(lower))].map((name) => ({
        componentTypeId: typeIds.get(lower(value.name)) as number,
        categoryId: categoryIds.get(name) as number,
      })),
    );
    for (const linkSlice of slices(links)) await insertCategoryLinks(tx, linkSlice);
    created += inserted.length;
  }
  return created;
}
