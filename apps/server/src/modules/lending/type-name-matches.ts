import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { componentTypes } from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared-query.js';
import { RememberedUntilChange } from '../../lib/remembered-until-change.js';

// Planned per call (unnamed): whether the trigram index or a walk of the names is cheaper depends on the pattern.
const typesNamedLikeQuery = preparedPerDatabase((executor) =>
  executor
    .select({ id: componentTypes.id })
    .from(componentTypes)
    // The expression the trigram index on type names is built on (migration 0004).
    .where(sql`fold_case(${componentTypes.name}) like ${sql.placeholder('pattern')}`)
    .orderBy(asc(componentTypes.id))
    .prepare(''),
);

/**
 * The ids of the component types whose name matches a search's LIKE pattern (likePattern), remembered per pattern
 * until the catalogue changes, for the Clerk's searches of reservations and active loans. Finding them is a trigram
 * scan of every type name, whose posting lists grow with the catalogue: at the bench's large lab, those searches
 * answered 1.4 times as many pages without it, though a search of a loaner's name matches no type (decision 036).
 */
export class TypeNameMatches {
  readonly #remembered: RememberedUntilChange<readonly number[]>;

  /**
   * At most `capacity` type ids in all (a search that matches none counts one), the least recently used search
   * leaving first; 0 remembers none.
   */
  constructor(capacity: number) {
    this.#remembered = new RememberedUntilChange(capacity, (ids) => Math.max(1, ids.length));
  }

  async idsMatching(executor: Executor, pattern: string): Promise<readonly number[]> {
    const remembered = this.#remembered.recall(pattern);
    if (remembered) return remembered;
    const changesBeforeReading = this.#remembered.changesSoFar();
    const ids = (await typesNamedLikeQuery(executor).execute({ pattern })).map((row) => row.id);
    this.#remembered.remember(pattern, ids, changesBeforeReading);
    return ids;
  }

  /** Called on every change to the catalogue (ChangeFeed). */
  forget(): void {
    this.#remembered.forget();
  }
}
