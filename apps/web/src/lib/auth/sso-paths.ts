/** Where the provider sends the browser back to after a redirect sign-in or sign-out. */
export const SSO_RETURN_PATH = '/login';
/** The return page of the sign-in popup and the silent sign-in iframe (blank.html, without the app). */
export const BLANK_PAGE_PATH = '/blank.html';
