import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { tooManyRequests } from '../lib/errors.js';
import { matchesSecret } from '../lib/secret-match.js';

/**
 * Security headers (a page's with a Content-Security-Policy the built app works under, an API answer's allowing
 * nothing), CORS closed unless origins are configured, and rate limits on the calls that take credentials from
 * outside: token, register, sensor ingest. Registered before the access guard, so that its limit comes first.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends a Content-Security-Policy of its own (the API docs). */
    ownContentSecurityPolicy?: boolean;
  }
}

/** Browsers keep to https for a year after an answer, for the lab's subdomains too: pages and API answers alike. */
const HTTPS_ONLY_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers of an API answer: data, never a page, so it may load nothing and be framed by nobody. A page's
 * headers (its policy, the popup's opener, DNS prefetch, …) mean nothing to JSON, a CSV or an image (decision 033).
 */
const API_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': `max-age=${HTTPS_ONLY_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApiAddress = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // The sign-in provider's origin: the web app fetches its token endpoint and frames it for silent renewal.
  const issuerOrigin = new URL(config.issuer).origin;
  const self = "'self'";
  const withIssuer = issuerOrigin === new URL(config.publicUrl).origin ? [self] : [self, issuerOrigin];

  const headers: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [self],
        scriptSrc: [self],
        // MUI (emotion) injects style elements at run time.
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        fontSrc: [self, 'data:'],
        connectSrc: withIssuer,
        frameSrc: withIssuer,
        formAction: withIssuer,
        // The silent sign-in frame is our own /blank.html.
        frameAncestors: [self],
        objectSrc: ["'none'"],
        baseUri: [self],
        // Only over https: on plain http it would send the sign-in frame to https://localhost.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // The sign-in popup must be able to reach its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: { maxAge: HTTPS_ONLY_SECONDS, includeSubDomains: true },
  };
  // Built once: building the headers per request (as @fastify/helmet does) parsed the policy on every call.
  const setPageHeaders = helmet(headers);
  const setPageHeadersButPolicy = helmet({ ...headers, contentSecurityPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    const { ownContentSecurityPolicy } = request.routeOptions.config ?? {};
    if (!ownContentSecurityPolicy && isApiAddress(request.url)) {
      reply.headers(API_ANSWER_HEADERS);
      return done();
    }
    const apply = ownContentSecurityPolicy ? setPageHeadersButPolicy : setPageHeaders;
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    exposedHeaders: ['X-Pagination'],
  });

  // A budget per client address and route. The sensor's calls with the right key have a budget apart from those
  // with a wrong one: however many wrong keys come from the sensor's address, the sensor itself is not refused.
  const budgetOf = (request: FastifyRequest) =>
    request.routeOptions.config?.access === 'metricsKey' &&
    matchesSecret(request.headers['x-api-key'], config.METRICS_API_KEY)
      ? 'valid key'
      : 'any';
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${request.ip} ${request.routeOptions.url} ${budgetOf(request)}`,
  });
  const countCredentialCall = app.createRateLimit();
  // An app-wide hook, added before the access guard's, so that refused credentials count too: a route's own limit
  // would run after the guard, and a key or token could be guessed without end.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access !== 'sso' && access !== 'metricsKey') return;
    const limit = await countCredentialCall(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw tooManyRequests(`Too many requests: try again in ${limit.ttlInSeconds} seconds.`);
    }
  });
});
