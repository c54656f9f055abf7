import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDocsRoute } from '../testing/security/api-access-table.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The types of the e2e support's typed client, generated from the document of a Test server. */
const clientTypes = path.join(root, 'e2e/support/labstock-api.d.ts');

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  const operation = (method: string, url: string) => document.paths[url]?.[method] as Operation;

  it('documents every registered API route', () => {
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    // `/metrics` is Prometheus's, not the API's.
    const expected = t.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("names each operation's credential: the product token, the SSO token, the sensor's key, or none", () => {
    expect(operation('get', '/api/Loaners/Loaner').security).toEqual([{ productToken: [] }]);
    expect(operation('post', '/api/Loaners/token').security).toEqual([{ ssoToken: [] }]);
    expect(operation('post', '/api/Loaners/register').security).toEqual([{ ssoToken: [] }]);
    expect(operation('post', '/api/LiveMetrics').security).toEqual([{ metricsKey: [] }]);
    expect(operation('get', '/api/health').security).toEqual([]);
    expect(operation('get', '/api/calendar/{secret}.ics').security).toEqual([]);
  });

  it('lists the refusals a route can answer, as problems', () => {
    const statuses = (method: string, url: string) =>
      Object.keys(operation(method, url).responses).filter((status) => status.startsWith('4'));
    expect(statuses('delete', '/api/Category/{id}')).toEqual(['400', '401', '403', '404', '409']);
    expect(statuses('get', '/api/Loaners/Loaner')).toEqual(['401']);
    expect(statuses('post', '/api/Reservations/{id}')).toEqual(['400', '401', '403', '404', '409', '429']);
    expect(statuses('get', '/api/auth/config')).toEqual([]);
    expect(Object.keys(operation('post', '/api/Loans/batch').responses['409']?.content ?? {})).toEqual([
      'application/problem+json',
    ]);
  });

  it("passes Redocly's recommended rules (redocly.yaml) without an error", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'labstock-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const lint = await promisify(execFile)(
        path.join(root, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json', '--max-problems=1000'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((failed: { stdout: string }) => failed);
      const { problems } = JSON.parse(lint.stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives the types of the e2e typed client as checked in (`npm run openapi-types` writes them)', async () => {
    const generated = `${COMMENT_HEADER}${astToString(await openapiTS(document as unknown as OpenAPI3))}`;
    if (process.env.WRITE_OPENAPI_TYPES) writeFileSync(clientTypes, generated);
    expect(readFileSync(clientTypes, 'utf8'), 'run `npm run openapi-types` and commit the result').toBe(generated);
  });

  it('serves the browsable docs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('lets a person authorise in the browsable docs and keeps the token across reloads', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"persistAuthorization":true');
  });
});
