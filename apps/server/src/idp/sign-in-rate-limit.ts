import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * The development sign-in's limit (on /idp/dev-token and the sign-in form): RATE_LIMIT_PER_MINUTE per client
 * address, as on every call that hands out credentials. Its refusal is an Error with a status code, which the API
 * answers as a problem and the sign-in pages as a page.
 */
export const signInRateLimit: RateLimitOptions = {
  errorResponseBuilder: (_request, { after }) =>
    Object.assign(new Error(`Too many sign-ins: try again in ${after}.`), { statusCode: 429 }),
};
