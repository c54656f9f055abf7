/** Business constants of spec §9. */
export const API_BASE_PATH = '/api';
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page a client may ask for; 0 ("all") is allowed only where the spec uses it. */
export const MAX_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 500;
export const RESERVATION_PICKUP_DAYS = 8;
/** GET ComponentTypes/{id}/availability answers at most this many days at once (from and to included). */
export const MAX_AVAILABILITY_DAYS = 366;
/** The longest reason a Clerk may give the loaner for declining an extension. */
export const MAX_DECLINE_REASON_LENGTH = 500;
/** POST Component/Multiple adds at most this many components at once. */
export const MAX_COMPONENTS_ADDED_AT_ONCE = 500;
export const LAB_STATUS_POLL_MS = 5 * 60 * 1000;
export const LAB_STATUS_STALE_MS = 10 * 60 * 1000;
export const LAB_OPEN_METRIC = 'elabisopen';
export const TOKEN_ERROR_BUTTONS_DELAY_MS = 2000;
export const EMAIL_BODY_PREVIEW_LENGTH = 20;
export const COMPONENT_INFO_CLAMP_LINES = 4;
export const APP_VERSION = '2.3.2';
export const PAGINATION_HEADER = 'X-Pagination';
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
export const PAGE_SIZE_STORAGE_KEY = 'pageSize';
export const INVENTORY_SORT_STORAGE_KEY = 'inventorySortBy';
