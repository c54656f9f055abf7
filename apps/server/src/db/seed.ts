import type { Config } from '../config.js';
import type { Database } from './client.js';

/** Seeds the demo lab into an empty database (first run of the embedded default). */
export async function seedDemoDataIfEmpty(_db: Database, _config: Config): Promise<void> {}
