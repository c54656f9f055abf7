import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, problem } from '@labstock/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './auth.js';

const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifySchema {
    /** When the route answers 409, for the OpenAPI document (a route that cannot conflict leaves it out). */
    conflict?: string;
    /** When a caller past the access guard is still refused with 403 (an object rule of the service). */
    forbidden?: string;
    /** When a route without path parameters answers 404 (it addresses a row by an id in its query or body). */
    missing?: string;
  }
}

/** The tags of the document, in the order `/api/docs` shows them; every operation has one. */
export const apiTags = {
  Health: 'Liveness and readiness for load balancers and orchestrators.',
  Loaners: 'Sign-in, registration and the people who borrow.',
  Environment: 'What the web app needs to know about this server.',
  LiveMetrics: "The lab's door sensor and what it reports.",
  Categories: 'The categories component types are filed under.',
  ComponentTypes: 'The catalogue: component types, their images and statistics.',
  Components: 'The numbered units of a component type.',
  Mail: 'The e-mail log and the reminder run.',
  Statistics: 'What is booked, booked ahead and never booked, and the repair figures.',
  Reservations: 'Units reserved for pick-up.',
  Loans: 'Hand-out, hand-in and the loan settings.',
  Extensions: 'Asking for a later return date, and deciding.',
  Availability: 'How many units are free on each lab day.',
  Bookings: 'Units booked ahead for a span of lab days.',
  Waitlist: 'Waiting for a component type to become reservable.',
  Calendar: "A loaner's private calendar feed.",
  CSV: 'Exports and imports as CSV files.',
  Activity: 'The activity log and histories.',
  Stock: "Consumables' stock: issues, receipts, stocktakes, Low stock and consumption.",
  Lab: "The lab's own settings.",
  Repairs: 'Fault reports on components and the repair tickets of Defect units.',
  Calibration: 'Calibrations recorded for units, and the units due for one.',
  Qualifications: "Qualifications lending requires, their grants to loaners, and the loaners' training requests.",
  Testing: 'Moving the clock of a Test server (never in Development or Production).',
  DevelopmentSignIn: 'The embedded sign-in provider of a Development or Test server.',
} as const;
type ApiTag = keyof typeof apiTags;

/** An API module whose operations carry its tag. */
export function tagged<Options extends FastifyPluginOptions>(tag: ApiTag, routes: FastifyPluginAsync<Options>) {
  const plugin: FastifyPluginAsync<Options> = async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { tags: [tag], ...route.schema };
    });
    // Registered under the outer prefix already.
    await scope.register(routes, { ...options, prefix: '' });
  };
  return plugin;
}

const problemAnswer = (description: string, schema: unknown = { $ref: '#/components/schemas/Problem' }) => ({
  description,
  content: { 'application/problem+json': { schema } },
});

/** The answer of a route that declares no body for it: the content types it produces, or no content. */
function successWithoutSchema(produces: readonly string[] | undefined) {
  if (!produces) return { description: 'Done; no content.', type: 'null' };
  const content = Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { description: `The ${produces.join(' or ')} file.`, content };
}

/** The security requirement of an access rule: the scheme a caller shows, none where public. */
function securityOf(access: Access | undefined): Record<string, string[]>[] {
  if (access === undefined || access === 'public') return [];
  if (access === 'sso') return [{ ssoToken: [] }];
  if (access === 'metricsKey') return [{ metricsKey: [] }];
  return [{ productToken: [] }];
}

/** The guard's refusals of an access rule (plugins/auth.ts). */
function guardAnswers(access: Access | undefined): Record<number, string> {
  if (access === undefined || access === 'public') return {};
  if (access === 'sso') return { 401: 'No single sign-on access token, or one this server does not accept.' };
  if (access === 'metricsKey') {
    return { 401: 'No valid X-Api-Key header.', 403: 'Metric ingest is not configured on this server.' };
  }
  if (access === 'prometheus') throw new Error("/metrics is Prometheus's, not the API's: hide it from the document.");
  const unauthorized = { 401: 'No valid product token, or its loaner no longer exists.' };
  if (access === 'signedIn') return unauthorized;
  return { ...unauthorized, 403: `Only for the roles ${access.join(', ')}.` };
}

/**
 * The one place that turns a route's declaration into its OpenAPI operation beyond the zod schemas: the security
 * requirement and the 401/403 of its access rule, 400 when it takes input, 404 when it addresses a row, 409 and
 * object-rule 403s it declares, 429 for a lending write; every 4xx as application/problem+json.
 */
function documentRoute(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const { conflict, forbidden, missing, ...documented } = schema;
  const access = route.config?.access;
  const answers: Record<number, string> = guardAnswers(access);
  if (schema.body || schema.querystring || schema.params) answers[400] = 'The request does not match the schema.';
  if (forbidden) answers[403] = answers[403] ? `${answers[403]} ${forbidden}` : forbidden;
  if (missing ?? schema.params) answers[404] = missing ?? 'Nothing with that id.';
  if (conflict) answers[409] = conflict;
  if (route.config?.lendingWrite) answers[429] = 'Too many lending writes this minute (LENDING_WRITES_PER_MINUTE).';
  const response: Record<string, unknown> = { ...(documented.response as Record<string, unknown> | undefined) };
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[route.method === 'GET' ? 200 : 204] = successWithoutSchema(schema.produces);
  }
  for (const [status, description] of Object.entries(answers)) {
    // A route that declares its own problem schema (e.g. the conflicts of a batch) keeps it.
    response[status] = problemAnswer(description, response[status]);
  }
  for (const [status, declared] of Object.entries(response)) {
    if (Number(status) < 400 || status in answers) continue;
    response[status] = problemAnswer((declared as { description?: string }).description ?? 'A problem.', declared);
  }
  return { ...documented, security: securityOf(access), response };
}

/** The problem body every 4xx answer refers to (OpenAPI 3.1 schemas are JSON Schema 2020-12, less its `$schema`). */
function problemSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(problem, { target: 'draft-2020-12' });
  return schema;
}

/**
 * The OpenAPI document, generated from the same zod schemas that validate and serialise the routes:
 * `GET /api/openapi.json`, browsable at `/api/docs`. Must be registered before the routes it documents.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Labstock API',
        version: APP_VERSION,
        description: 'Stock and loans of the electronics lab.',
      },
      servers: [{ url: '/', description: 'This Labstock server' }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: {
        schemas: { Problem: problemSchema() },
        securitySchemes: {
          productToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Product token from POST /api/Loaners/token',
          },
          ssoToken: { type: 'http', scheme: 'bearer', description: 'The single sign-on access token' },
          metricsKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: "The door sensor's key" },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (input.schema?.hide) return transformed;
      return { ...transformed, schema: documentRoute(transformed.schema as FastifySchema, input.route) };
    },
    hideUntagged: false,
  });
  // The docs routes are public; the access guard requires every /api route to say so.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    // Swagger UI sets its own Content-Security-Policy (staticCSP).
    route.config = { ...route.config, access: 'public', ownContentSecurityPolicy: true };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The Authorize button keeps its token across reloads of the page.
    uiConfig: { persistAuthorization: true },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
