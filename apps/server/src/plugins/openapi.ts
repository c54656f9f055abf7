import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@labstock/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the same zod schemas that validate and serialise the routes:
 * `GET /api/openapi.json`, browsable at `/api/docs`. Must be registered before the routes it documents.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Labstock API', version: APP_VERSION, description: 'Stock and loans of the electronics lab.' },
      components: {
        securitySchemes: {
          productToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Product token from POST /api/Loaners/token',
          },
          ssoToken: { type: 'http', scheme: 'bearer', description: 'The single sign-on access token' },
          metricsKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  // The docs routes are public; the access guard requires every /api route to say so.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    // Swagger UI sets its own Content-Security-Policy (staticCSP).
    route.config = { ...route.config, access: 'public', ownContentSecurityPolicy: true };
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
