/**
 * A proxy's X-Request-Id joins the log lines of one request across the proxy and Labstock. Only one that looks
 * like an id is kept (up to 128 letters, digits and `._:-`): anything else a client sends (thousands of
 * characters, spaces, markup) would be written into every log line and echoed back as sent.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the client's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
