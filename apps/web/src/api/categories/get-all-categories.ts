import type { Category } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { categoryKeys } from './keys';

/** GET Categories with page 0 and size 0: every category, for the filter and the form (spec §7). */
export async function getAllCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiFetch<Category[]>('/Categories', { query: { pageNumber: 0, pageSize: 0 }, signal })).data;
}

export const allCategoriesQuery = () =>
  queryOptions({ queryKey: categoryKeys.every, queryFn: ({ signal }) => getAllCategories(signal) });

export function useAllCategories() {
  return useQuery(allCategoriesQuery());
}
