import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { ProductTokenSigner } from './lib/product-token.js';

/** What every module is given: configuration, the database, the token signer and the clock. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  tokens: ProductTokenSigner;
  clock: Clock;
}
