import type { ComponentType } from '@labstock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, apiFetch } from '../../lib/api-client';
import { productTokenStore, rolesFromToken } from '../../lib/auth/product-token';
import { readPageSize } from '../../lib/paging/page-size-storage';
import { type ComponentTypeListQuery, componentTypeKeys } from './keys';

/** GET ComponentTypes, one page; the category filter goes as a JSON array, only when some are chosen. */
export function getComponentTypes(
  { categoryIds, ...query }: ComponentTypeListQuery,
  signal?: AbortSignal,
): Promise<ApiResult<ComponentType[]>> {
  return apiFetch<ComponentType[]>('/ComponentTypes', {
    query: { ...query, categoriesFilterAsJson: categoryIds.length > 0 ? JSON.stringify(categoryIds) : undefined },
    signal,
  });
}

interface FirstPage {
  query: ComponentTypeListQuery;
  result: Promise<ApiResult<ComponentType[]>>;
  /** The answer, once it has arrived: then the screen's first render has the cards. */
  answer?: ApiResult<ComponentType[]>;
}

let firstPage: FirstPage | undefined;

/**
 * Starts GET ComponentTypes of the first page (no search, no filter, the remembered size) while /Components' code
 * loads, so the cards do not wait for the code and then for the list in turn; useComponentTypes takes the answer
 * over. Only with a product token holding roles: otherwise the screen is not shown (and no sign-in may start here).
 */
export function requestFirstPageEarly(): void {
  if (rolesFromToken(productTokenStore.get()).length === 0) return;
  const query = { pageNumber: 1, pageSize: readPageSize(), searchString: '', categoryIds: [] };
  const early: FirstPage = { query, result: getComponentTypes(query) };
  early.result.then(
    (answer) => {
      early.answer = answer;
    },
    // A failure is not reported here: the screen's query gets it and asks again.
    () => undefined,
  );
  firstPage = early;
}

/** The early first page when `query` is that page; taken once only, later fetches go to the server. */
function takeFirstPage(query: ComponentTypeListQuery): FirstPage | undefined {
  const early = firstPage;
  if (!early) return undefined;
  firstPage = undefined;
  const same =
    query.pageNumber === early.query.pageNumber &&
    query.pageSize === early.query.pageSize &&
    query.searchString === early.query.searchString &&
    query.categoryIds.length === 0;
  return same ? early : undefined;
}

/** The early first page's answer if it has arrived: the query starts with it (no render without the cards). */
function takeFirstPageAnswer(query: ComponentTypeListQuery): ApiResult<ComponentType[]> | undefined {
  if (!firstPage?.answer) return undefined;
  return takeFirstPage(query)?.answer;
}

/** One browse page; it starts with the early first page when that is the page asked for. */
export const componentTypesQuery = (query: ComponentTypeListQuery) =>
  queryOptions({
    queryKey: componentTypeKeys.list(query),
    queryFn: ({ signal }) => takeFirstPage(query)?.result ?? getComponentTypes(query, signal),
    initialData: () => takeFirstPageAnswer(query),
    // Keeps the cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useComponentTypes(query: ComponentTypeListQuery) {
  return useQuery(componentTypesQuery(query));
}
