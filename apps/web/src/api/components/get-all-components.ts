import { type Component, MAX_PAGE_SIZE } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComponents } from './get-components';
import { componentKeys } from './keys';

/** Every component of a type, read page after page (the API pages at most MAX_PAGE_SIZE at a time). */
export async function getAllComponents(componentTypeId: number, signal?: AbortSignal): Promise<Component[]> {
  const all: Component[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const query = { pageNumber, pageSize: MAX_PAGE_SIZE, searchString: '', sortBy: 'default' as const };
    const { data, totalCount = 0 } = await getComponents(componentTypeId, query, signal);
    all.push(...data);
    if (data.length < MAX_PAGE_SIZE || all.length >= totalCount) return all;
  }
}

export const allComponentsQuery = (componentTypeId: number) =>
  queryOptions({
    queryKey: componentKeys.everyOfType(componentTypeId),
    queryFn: ({ signal }) => getAllComponents(componentTypeId, signal),
  });

export function useAllComponents(componentTypeId: number) {
  return useQuery(allComponentsQuery(componentTypeId));
}
