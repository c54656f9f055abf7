import type { AppContext } from '../../context.js';

/** What lending uses of the app context: the database, the clock and the lab's time zone (its today). */
export type LendingContext = Pick<AppContext, 'db' | 'clock' | 'config'>;
