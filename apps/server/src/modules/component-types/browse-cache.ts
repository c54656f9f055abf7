import type { PageWindow } from '../../lib/pagination.js';
import { RememberedUntilChange } from '../../lib/remembered-until-change.js';
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
 */
export class BrowseCache extends RememberedUntilChange<RememberedPage> {
  /** The key of a request's page; undefined for a page not to remember. */
  keyOf(filter: ComponentTypeFilter, window: PageWindow): string | undefined {
    if (this.capacity === 0 || window.limit === undefined || window.limit > LONGEST_REMEMBERED_PAGE) return undefined;
    const categories = [...new Set(filter.categoryIds)].sort((a, b) => a - b);
    return JSON.stringify([filter.searchString.trim().toLowerCase(), categories, window.limit, window.offset]);
  }
}
