import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { type Clock, isAdjustable, systemClock } from './lib/clock.js';
import { TextRequestLog, textLogDestination } from './lib/log-format.js';
import { createProductTokenSigner } from './lib/product-token.js';
import { requestIdOf } from './lib/request-id.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { getOrCreateSecret } from './lib/secrets.js';
import { createSsoVerifier, remoteKeySet } from './lib/sso-verifier.js';
import { BrowseCache } from './modules/component-types/browse-cache.js';
import { apiModules } from './modules/index.js';
import { lendingFiguresNow } from './modules/lending/index.js';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.js';
import { authPlugin } from './plugins/auth.js';
import { clientErrorProblem, errorsPlugin, frameworkErrorProblem } from './plugins/errors.js';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown.js';
import { lendingWriteLimitPlugin } from './plugins/lending-write-limit.js';
import { openApiPlugin } from './plugins/openapi.js';
import { prometheusPlugin } from './plugins/prometheus.js';
import { securityPlugin } from './plugins/security.js';
import { sendShellForUndecodableAddress, webPlugin } from './plugins/web.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Pino logger on (server) or off (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout; turns the logger on (tests read the lines). */
  logStream?: Writable;
}

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole application on a migrated database; `server.ts` only listens. Tests call this with inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const webRoot = config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebRoot;
  const textLog = config.logFormat === 'text';
  const logTo = options.logStream ?? process.stdout;
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
            stream: textLog ? textLogDestination(logTo) : logTo,
          }
        : false,
    logController: textLog ? new TextRequestLog() : undefined,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // A request id in every log line, taken from the proxy's X-Request-Id when there is a sane one.
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    frameworkErrors: (error, request, reply) => {
      if (!sendShellForUndecodableAddress(webRoot, error, request, reply)) frameworkErrorProblem(error, request, reply);
    },
    clientErrorHandler: clientErrorProblem,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const secret = config.JWT_SECRET ?? (await getOrCreateSecret(database.db, 'product-token-key', () => randomSecret()));
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    tokens: createProductTokenSigner(secret, config.PRODUCT_TOKEN_TTL_MINUTES),
    clock: options.clock ?? systemClock,
    browseCache: new BrowseCache(config.BROWSE_CACHE_PAGES),
  };
  app.addHook(
    'onClose',
    database.catalogueChanges.subscribe(() => ctx.browseCache.forget()),
  );

  await app.register(errorsPlugin);
  await app.register(gracefulShutdownPlugin);
  await app.register(securityPlugin, { config });
  await app.register(lendingWriteLimitPlugin, { config });
  await app.register(openApiPlugin);
  // The development provider (oidc-provider and its dependencies) is loaded only when it is used.
  const keySet = config.embeddedIdp
    ? await (await import('./idp/development-provider.js')).mountDevelopmentProvider(app, ctx)
    : remoteKeySet(config.issuer);
  await app.register(authPlugin, {
    db: ctx.db,
    tokens: ctx.tokens,
    sso: createSsoVerifier({
      issuer: config.issuer,
      audience: config.OIDC_AUDIENCE,
      keySet,
      username: { claim: config.OIDC_USERNAME_CLAIM, domains: config.OIDC_USERNAME_DOMAINS },
      roles: config.OIDC_ROLES_CLAIM ? { claim: config.OIDC_ROLES_CLAIM, map: config.OIDC_ROLE_MAP } : undefined,
    }),
    metricsApiKey: config.METRICS_API_KEY,
    prometheusToken: config.PROMETHEUS_TOKEN,
  });
  await app.register(prometheusPlugin, {
    poolCounts: database.poolCounts,
    lendingFigures: () => lendingFiguresNow(ctx),
  });
  for (const module of apiModules) await app.register(module, { prefix: '/api', ctx });
  // Never in Development or Production: moving time is for the e2e journeys (decision 021).
  const { clock } = ctx;
  if (config.APP_ENV === 'Test' && isAdjustable(clock)) {
    await app.register(testClockRoutes, { prefix: '/api', ctx: { ...ctx, clock } });
  }
  await app.register(webPlugin, {
    root: webRoot,
    publicUrl: config.publicUrl,
  });
  return app;
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
}
