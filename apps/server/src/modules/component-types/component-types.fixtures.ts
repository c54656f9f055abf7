import { ComponentStatus } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import {
  categories,
  components,
  componentTypeCategories,
  componentTypes,
  loans,
  reservations,
} from '../../db/schema.js';

/** Test data written straight to the database, for the catalogue suites. */

export async function insertCategory(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(categories).values({ name }).returning({ id: categories.id });
  if (!row) throw new Error('no category inserted');
  return row.id;
}

/** A consumable's columns, stock included, as the stock movements would have left them. */
type StockColumns = Pick<
  typeof componentTypes.$inferInsert,
  'kind' | 'stockUnit' | 'quantityInStock' | 'reorderLevel' | 'reorderQuantity' | 'selfService'
>;

export async function insertComponentType(
  db: Database,
  { categoryIds: chosen, ...fields }: { name: string; info?: string; categoryIds?: number[] } & StockColumns,
): Promise<number> {
  const [row] = await db.insert(componentTypes).values(fields).returning({ id: componentTypes.id });
  if (!row) throw new Error('no component type inserted');
  const categoryIds = chosen ?? [];
  if (categoryIds.length > 0) {
    await db
      .insert(componentTypeCategories)
      .values(categoryIds.map((categoryId) => ({ componentTypeId: row.id, categoryId })));
  }
  return row.id;
}

export async function insertComponents(
  db: Database,
  componentTypeId: number,
  numbers: number[],
  status: ComponentStatus = ComponentStatus.Available,
): Promise<number[]> {
  const rows = await db
    .insert(components)
    .values(numbers.map((componentNumber) => ({ componentTypeId, componentNumber, status })))
    .returning({ id: components.id });
  return rows.map((r) => r.id);
}

export async function insertComponent(
  db: Database,
  componentTypeId: number,
  componentNumber: number,
  status: ComponentStatus = ComponentStatus.Available,
): Promise<number> {
  const [id] = await insertComponents(db, componentTypeId, [componentNumber], status);
  if (id === undefined) throw new Error('no component inserted');
  return id;
}

export async function insertReservation(db: Database, loanerId: number, componentId: number): Promise<void> {
  await db.insert(reservations).values({ loanerId, componentId });
}

export async function insertLoan(
  db: Database,
  fields: { loanerId: number; componentId: number; returnDate?: string; returnedAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(loans)
    .values({ returnDate: '2026-04-01', ...fields })
    .returning({ id: loans.id });
  if (!row) throw new Error('no loan inserted');
  return row.id;
}

type FormValue = string | { bytes: Buffer; filename: string; type?: string };

/** A multipart/form-data body for inject, built the way a browser's FormData sends it. */
export async function multipartForm(
  fields: Record<string, FormValue | FormValue[]>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      if (typeof value === 'string') form.append(name, value);
      else
        form.append(
          name,
          new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
          value.filename,
        );
    }
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}
