import { DEFAULT_LAB_NAME } from '@labstock/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { labSettings } from '../../db/schema.js';

/** The lab's settings live in one row with id 1, made by the first write. */
const SETTINGS_ROW = 1;

export interface LabSettings {
  name: string;
  noticeEmail: string | null;
}

const settingsColumns = { name: labSettings.name, noticeEmail: labSettings.noticeEmail };

/** The settings stored, or the defaults while no row exists. */
export async function findLabSettings(db: Executor): Promise<LabSettings> {
  const [row] = await db.select(settingsColumns).from(labSettings).where(eq(labSettings.id, SETTINGS_ROW));
  return row ?? { name: DEFAULT_LAB_NAME, noticeEmail: null };
}

/** Stores the settings (creating the row the first time); answers what is stored. */
export async function storeLabSettings(db: Executor, settings: LabSettings): Promise<LabSettings> {
  const [row] = await db
    .insert(labSettings)
    .values({ id: SETTINGS_ROW, ...settings })
    .onConflictDoUpdate({ target: labSettings.id, set: settings })
    .returning(settingsColumns);
  if (!row) throw new Error('the lab settings row is missing right after its upsert');
  return row;
}
