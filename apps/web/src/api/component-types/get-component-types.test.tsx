import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { removeProductToken, storeProductToken } from '../../lib/auth/product-token';
import { rememberPageSize } from '../../lib/paging/page-size-storage';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { requestFirstPageEarly, useComponentTypes } from './get-component-types';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

afterEach(() => {
  removeProductToken();
  vi.unstubAllGlobals();
});

function renderList(query: Parameters<typeof useComponentTypes>[0]) {
  // The app's own cache settings: an answer is fresh for a while, so the early one is not fetched again.
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useComponentTypes(query), { wrapper });
}

const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/ComponentTypes'));

describe('the first page asked for early', () => {
  it('is asked for once, with the remembered page size, and the screen takes its answer', async () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '7', role: ['Loaner'] }));
    rememberPageSize(50);
    const calls = stubFetch(() =>
      jsonResponse([{ componentTypeId: 1 }], { headers: { 'X-Pagination': '{"TotalCount":1}' } }),
    );
    requestFirstPageEarly();
    await waitFor(() =>
      expect(listCalls(calls).map((call) => call.url)).toEqual([
        '/api/ComponentTypes?pageNumber=1&pageSize=50&searchString=',
      ]),
    );
    const { result } = renderList({ pageNumber: 1, pageSize: 50, searchString: '', categoryIds: [] });
    await waitFor(() => expect(result.current.data?.totalCount).toBe(1));
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('gives the screen its cards at the first render when the answer came first', async () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '7', role: ['Loaner'] }));
    rememberPageSize(25);
    const calls = stubFetch(() =>
      jsonResponse([{ componentTypeId: 3 }], { headers: { 'X-Pagination': '{"TotalCount":1}' } }),
    );
    requestFirstPageEarly();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { result } = renderList({ pageNumber: 1, pageSize: 25, searchString: '', categoryIds: [] });
    expect(result.current.data?.data).toEqual([{ componentTypeId: 3 }]);
    expect(result.current.isFetching).toBe(false);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('is not used for another page, which the screen asks for itself', async () => {
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '7', role: ['Loaner'] }));
    rememberPageSize(10);
    const calls = stubFetch(() => jsonResponse([], { headers: { 'X-Pagination': '{"TotalCount":0}' } }));
    requestFirstPageEarly();
    const { result } = renderList({ pageNumber: 1, pageSize: 10, searchString: 'uno', categoryIds: [] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listCalls(calls).map((call) => call.url)).toEqual([
      '/api/ComponentTypes?pageNumber=1&pageSize=10&searchString=',
      '/api/ComponentTypes?pageNumber=1&pageSize=10&searchString=uno',
    ]);
  });

  it('is not asked for without a product token holding roles (no sign-in starts here)', async () => {
    const calls = stubFetch(() => jsonResponse([]));
    requestFirstPageEarly();
    storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: 'au100003' }));
    requestFirstPageEarly();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
