import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { ProductTokenSigner } from './lib/product-token.js';
import type { BrowseCache } from './modules/component-types/browse-cache.js';

/** What every module is given: configuration, the database, the token signer, the clock and the catalogue's cache. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  tokens: ProductTokenSigner;
  clock: Clock;
  /** Browse pages recently found, forgotten on every change to the catalogue. */
  browseCache: BrowseCache;
}
