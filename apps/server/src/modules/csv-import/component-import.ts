import {
  ComponentStatus,
  componentCsvColumns as columns,
  componentInput,
  componentStatusNames,
  type ImportError,
} from '@labstock/shared';
import { z } from 'zod';
import type { Transaction } from '../../db/client.js';
import type { Actor } from '../activity/actor.js';
import { consumablesAmong, decideStatusChange, lendingMessages, type UnitsTransaction } from '../lending/index.js';
import { openTicketsOfNewUnits } from '../repairs/defect-spells.js';
import { optionalText, optionalWholeNumber, requiredText, statusCell } from './csv-cells.js';
import { importMessages } from './csv-import.messages.js';
import { findComponentNumbersOfTypes, findTypesByLowerName, insertComponents } from './csv-import.repo.js';
import { type Importer, previewRow, repeatedInFile, slices } from './csv-import.service.js';
import type { ValidRow } from './csv-table.js';

const allStatuses = Object.values(ComponentStatus);

/** One row of the components file; number, serial number and comments follow POST Component's rules. */
const componentRow = z.object({
  componentType: requiredText(columns.componentType, 200),
  componentNumber: optionalWholeNumber(componentInput.shape.componentNumber),
  serialNo: optionalText(100),
  status: statusCell(componentStatusNames, allStatuses, ComponentStatus.Available),
  adminComment: optionalText(1000),
  userComment: optionalText(1000),
});
type ComponentRow = z.infer<typeof componentRow>;

interface TypeOfRow {
  id: number;
  name: string;
}

/**
 * Adds components to existing types, found by name whatever its case. An empty number takes the next free one
 * after the type's highest (in the lab or the file). Reservations and loans are not imported: a component
 * exported as ReservedLoaner or Loaned comes in Available.
 */
export const componentImporter: Importer<keyof typeof columns, ComponentRow> = {
  table: { columns, required: ['componentType'], ignored: [columns.onLoanTo, columns.returnDate] },
  row: componentRow,
  async plan(units, rows) {
    const { tx } = units;
    const { typeOf, errors } = await lockTypesByName(units, rows);
    const located = rows.flatMap((row) => {
      const type = typeOf.get(row.value.componentType.toLowerCase());
      return type ? [{ ...row, type }] : [];
    });
    const taken = await numbersOfTypes(tx, [...new Set(located.map((row) => row.type.id))]);
    for (const { line, value, type } of located) {
      if (value.componentNumber !== null && taken.get(type.id)?.has(value.componentNumber)) {
        errors.push({
          row: line,
          field: columns.componentNumber,
          message: importMessages.numberTaken(type.name, value.componentNumber),
        });
      }
    }
    errors.push(
      ...repeatedInFile(
        located.filter((row) => row.value.componentNumber !== null),
        (value) => `${value.componentType.toLowerCase()} ${value.componentNumber}`,
        columns.componentNumber,
        importMessages.numberRepeated,
      ),
    );
    const planned = numbered(located, taken);
    const preview = planned.map(({ line, type, number, status, value }) =>
      previewRow(
        line,
        columns,
        { ...value, componentType: type.name, componentNumber: number, status: componentStatusNames[status] },
        status === value.status ? undefined : lendingMessages.importedAsAvailable,
      ),
    );
    const write = async (actor: Actor) => {
      const values = planned.map(({ type, number, status, value }) => ({
        componentTypeId: type.id,
        componentNumber: number,
        serialNo: value.serialNo,
        status,
        adminComment: value.adminComment,
        userComment: value.userComment,
      }));
      for (const slice of slices(values)) {
        await openTicketsOfNewUnits(tx, await insertComponents(tx, slice), actor);
      }
      return values.length;
    };
    return { errors, preview, write };
  },
};

/**
 * The types the rows name, by lower-cased name, locked first in id order as every write to a type's units locks
 * them; one deleted before its lock is unknown. A consumable takes no components: its rows are refused.
 */
async function lockTypesByName(units: UnitsTransaction, rows: ValidRow<ComponentRow>[]) {
  const names = [...new Set(rows.map((row) => row.value.componentType.toLowerCase()))];
  const named = await findTypesByLowerName(units.tx, names);
  const locked = new Set(await units.lockTypes(named.map((type) => type.id)));
  const found = named.filter((type) => locked.has(type.id));
  const consumables = new Set((await consumablesAmong(units.tx, [...locked])).map((type) => type.id));
  const typeOf = new Map<string, TypeOfRow>();
  const ambiguous = new Set<string>();
  for (const type of found) {
    const key = type.name.toLowerCase();
    if (typeOf.has(key)) ambiguous.add(key);
    typeOf.set(key, type);
  }
  const errors: ImportError[] = [];
  const consumableNames = new Set<string>();
  for (const { line, value } of rows) {
    const key = value.componentType.toLowerCase();
    const type = typeOf.get(key);
    if (ambiguous.has(key))
      errors.push({ row: line, field: columns.componentType, message: importMessages.typeNameAmbiguous });
    else if (!type) errors.push({ row: line, field: columns.componentType, message: importMessages.typeNameUnknown });
    else if (consumables.has(type.id)) {
      consumableNames.add(key);
      const message = lendingMessages.consumableHasNoComponents(type.name);
      errors.push({ row: line, field: columns.componentType, message });
    }
  }
  for (const key of [...ambiguous, ...consumableNames]) typeOf.delete(key);
  return { typeOf, errors };
}

/** The numbers each type's components have now. */
async function numbersOfTypes(tx: Transaction, typeIds: number[]): Promise<Map<number, Set<number>>> {
  const numbers = new Map(typeIds.map((id) => [id, new Set<number>()]));
  for (const row of await findComponentNumbersOfTypes(tx, typeIds)) numbers.get(row.typeId)?.add(row.number);
  return numbers;
}

/** Each row with its number (the next after the type's highest, lab and file, when empty) and the status it gets. */
function numbered<R extends ValidRow<ComponentRow> & { type: TypeOfRow }>(rows: R[], taken: Map<number, Set<number>>) {
  const highest = new Map<number, number>();
  const raise = (typeId: number, number: number) => highest.set(typeId, Math.max(highest.get(typeId) ?? 0, number));
  for (const [typeId, numbers] of taken) for (const number of numbers) raise(typeId, number);
  for (const { type, value } of rows) if (value.componentNumber !== null) raise(type.id, value.componentNumber);
  return rows.map((row) => {
    let number = row.value.componentNumber;
    if (number === null) {
      number = (highest.get(row.type.id) ?? 0) + 1;
      raise(row.type.id, number);
    }
    const { to: status } = decideStatusChange({ cause: 'import', to: row.value.status });
    return { ...row, number, status };
  });
}
