/** What the categories module answers when it refuses (problem details). */
export const categoryMessages = {
  notFound: (categoryId: number) => `Category ${categoryId} was not found.`,
  nameTaken: (name: string) => `A category named "${name}" already exists.`,
  inUse: (name: string, usedBy: number) => `Category "${name}" is used by ${usedBy} component type(s)`,
} as const;
