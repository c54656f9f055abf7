/** The lab's own settings: one resource, read by everyone, the notice address by Admins only. */
export const labKeys = {
  all: ['lab'] as const,
};
