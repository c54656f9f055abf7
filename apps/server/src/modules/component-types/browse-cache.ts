import type { PageWindow } from '../../lib/pagination.js';
import type { ComponentTypeFilter } from './component-types.repo.js';

/** What a browse page is remembered by: the ids of its types, in order, and the filter's total. */
export interface RememberedPage {
  ids: number[];
  total: number;
}

/** Longer pages (or the whole catalogue at once) are not remembered: they are rare and would hold much. */
const LONGEST_REMEMBERED_PAGE = 100;

/**
 * The browse pages recently asked for, each by its search, categories and window, until the catalogue changes.
 * Finding a search's matches is the part of a browse request that grows with the catalogue (a trigram index
 * scan and the count of every match); the page's rows, with their live "In stock" counts, are read anew from
 * the remembered ids on every request.
 *
 * `forget` is called on every change the database announces (ChangeFeed). A page found while a change
 * committed may predate it, so it is kept only when no change came between its reading and its storing.
 */
export class BrowseCache {
  readonly #pages = new Map<string, RememberedPage>();
  #changes = 0;

  /** At most `capacity` pages, the least recently used leaving first; 0 remembers nothing. */
  constructor(private readonly capacity: number) {}

  /** The key of a request's page; undefined for a page not to remember. */
  keyOf(filter: ComponentTypeFilter, window: PageWindow): string | undefined {
    if (this.capacity === 0 || window.limit === undefined || window.limit > LONGEST_REMEMBERED_PAGE) return undefined;
    const categories = [...new Set(filter.categoryIds)].sort((a, b) => a - b);
    return JSON.stringify([filter.searchString.trim().toLowerCase(), categories, window.limit, window.offset]);
  }

  recall(key: string): RememberedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      // Most recently used last.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  /** What `remember` is to be given with the page read after this call. */
  changesSoFar(): number {
    return this.#changes;
  }

  remember(key: string, page: RememberedPage, changesBeforeReading: number): void {
    if (changesBeforeReading !== this.#changes) return;
    this.#pages.set(key, page);
    if (this.#pages.size > this.capacity) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
  }

  forget(): void {
    this.#changes += 1;
    this.#pages.clear();
  }
}
