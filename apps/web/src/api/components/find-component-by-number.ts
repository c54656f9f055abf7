import { type Component, MAX_PAGE_SIZE } from '@labstock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComponents } from './get-components';
import { componentKeys } from './keys';

/**
 * The component of a type with this number, or null. The inventory search matches numbers as text (5 also
 * finds 15 and serial numbers holding a 5), in number order: read on until the number is passed.
 */
export async function findComponentByNumber(
  componentTypeId: number,
  componentNumber: number,
  signal?: AbortSignal,
): Promise<Component | null> {
  const query = { pageSize: MAX_PAGE_SIZE, searchString: String(componentNumber), sortBy: 'default' as const };
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { data } = await getComponents(componentTypeId, { ...query, pageNumber }, signal);
    const found = data.find((component) => component.componentNumber === componentNumber);
    if (found) return found;
    const last = data.at(-1);
    if (data.length < MAX_PAGE_SIZE || !last || last.componentNumber > componentNumber) return null;
  }
}

/** Nothing is fetched without a number. */
export const componentByNumberQuery = (componentTypeId: number, componentNumber: number | null) =>
  queryOptions({
    queryKey: componentKeys.byNumber(componentTypeId, componentNumber),
    queryFn: ({ signal }) => findComponentByNumber(componentTypeId, componentNumber as number, signal),
    enabled: componentNumber !== null,
  });

export function useComponentByNumber(componentTypeId: number, componentNumber: number | null) {
  return useQuery(componentByNumberQuery(componentTypeId, componentNumber));
}
