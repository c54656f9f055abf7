/**
 * Query key prefixes of the catalogue. Other features' lists follow the same convention
 * ('reservations', 'loans', 'categories' first), so a write here can refresh what it changes there.
 */
export const componentTypesQueryKey = ['component-types'] as const;
export const componentsQueryKey = ['components'] as const;
export const categoriesQueryKey = ['categories'] as const;
export const reservationsQueryKey = ['reservations'] as const;
export const loansQueryKey = ['loans'] as const;
