import type { AppContext } from '../../context.js';

/** What lending uses of the app context: the database, the clock and the lab's time zone (its today). */
export type LendingContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** What the Clerk's searchable lists (reservations, active loans) use: lending's, and the types a search matches. */
export type LendingListContext = LendingContext & Pick<AppContext, 'typeNameMatches'>;
