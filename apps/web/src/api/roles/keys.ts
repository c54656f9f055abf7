export const roleKeys = {
  all: ['roles'] as const,
};
