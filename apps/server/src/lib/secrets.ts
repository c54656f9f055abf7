import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

/**
 * Returns the secret stored under `name`, creating it with `generate` on first use.
 * Insert-if-absent then read back, so concurrent first boots of several replicas agree on one value.
 */
export async function getOrCreateSecret(
  db: Database,
  name: string,
  generate: () => Promise<string> | string,
): Promise<string> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value;
  await db
    .insert(appSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

/** A secret of `bytes` random bytes from the system's CSPRNG, as base64url text (safe in a URL path). */
export function randomUrlSecret(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
}
