import { problem } from '@labstock/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { ApiError, errorText, validationText } from './api-error';
import { apiRequest, apiUrl, asProblem } from './api-request';

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('puts the path under /api and repeats array keys without indexes', () => {
    expect(apiUrl('/Loans/overdue', { loanerIds: [1, 2], pageNumber: 1, searchString: undefined })).toBe(
      '/api/Loans/overdue?loanerIds=1&loanerIds=2&pageNumber=1',
    );
    expect(apiUrl('Category')).toBe('/api/Category');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer and reads the total of a paged list', async () => {
    const calls = stubFetch(() =>
      jsonResponse([{ categoryId: 1 }], {
        headers: { 'X-Pagination': '{"TotalCount":42,"PageSize":10,"CurrentPage":1,"TotalPages":5}' },
      }),
    );
    const result = await apiRequest('/Categories', { method: 'POST', body: { name: 'x' }, bearer: 'tok' });
    expect(result).toEqual({ data: [{ categoryId: 1 }], totalCount: 42 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('gives undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect((await apiRequest('/Category/1', { method: 'DELETE' })).data).toBeUndefined();
  });

  it('throws ApiError carrying the problem details', async () => {
    stubFetch(() =>
      jsonResponse(
        { status: 409, title: 'Conflict', detail: 'The category is in use' },
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const error = await apiRequest('/Category/1', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorText(error)).toBe('The category is in use');
  });

  it("keeps the whole answer beside the problem's shared fields, for a refused batch's components", async () => {
    const body = { status: 409, title: 'Conflict', components: [{ componentId: 3, reason: 'Already on loan' }] };
    stubFetch(() => jsonResponse(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }));
    const error = (await apiRequest('/Loans/batch', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.problem).toEqual({ status: 409, title: 'Conflict' });
    expect(error.body).toEqual(body);
  });

  it('ignores a total that is not a whole number', async () => {
    for (const header of ['{"TotalCount":4.5}', '{"TotalCount":"42"}', '[42]', 'null', 'not json']) {
      stubFetch(() => jsonResponse([], { headers: { 'X-Pagination': header } }));
      expect((await apiRequest('/Categories')).totalCount, header).toBeUndefined();
    }
  });

  it('falls back to the status text without a problem body', async () => {
    stubFetch(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(errorText(error)).toBe('Bad Gateway');
  });
});

describe('asProblem', () => {
  it("accepts exactly what the shared problem schema accepts, and keeps only the schema's fields", () => {
    const bodies: unknown[] = [
      { status: 409, title: 'Conflict', detail: 'The category is in use' },
      { type: 'about:blank', status: 400, title: 'Bad Request', errors: { email: ['bad mail'], name: [] } },
      { status: 500, title: 'Internal Server Error', instance: '/api/x', extra: { a: 1 } },
      { status: 400, title: 'Bad Request', errors: {} },
      { status: 400.5, title: 'x' },
      { status: '400', title: 'x' },
      { status: 400 },
      { title: 'x' },
      { status: 400, title: 7 },
      { status: 400, title: 'x', detail: null },
      { status: 400, title: 'x', type: 1 },
      { status: 400, title: 'x', errors: { email: 'bad mail' } },
      { status: 400, title: 'x', errors: { email: ['ok', 3] } },
      { status: 400, title: 'x', errors: [['a']] },
      { status: 400, title: 'x', errors: null },
      { status: 2 ** 60, title: 'x' },
      [],
      null,
      'Conflict',
      409,
      undefined,
    ];
    for (const body of bodies) {
      const parsed = problem.safeParse(body);
      expect(asProblem(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});

describe('notification texts', () => {
  it("falls back to 'Unexpected Error!'", () => {
    expect(errorText(undefined)).toBe('Unexpected Error!');
    expect(errorText(new Error(''))).toBe('Unexpected Error!');
  });

  it('joins validation messages', () => {
    const error = new ApiError(400, {
      status: 400,
      title: 'Bad Request',
      errors: { mobileNo: ['bad phone'], email: ['bad mail'] },
    });
    expect(validationText(error)).toBe('bad phone, bad mail');
  });
});
