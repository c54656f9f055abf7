import type { Category } from '@labstock/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { categoriesQueryKey } from '../catalogue-query-keys';

/** GET Categories with page 0 and size 0: every category, for the filter and the form (spec §7). */
export async function getAllCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiFetch<Category[]>('/Categories', { query: { pageNumber: 0, pageSize: 0 }, signal })).data;
}

export function useAllCategories() {
  return useQuery({ queryKey: [...categoriesQueryKey, 'all'], queryFn: ({ signal }) => getAllCategories(signal) });
}
