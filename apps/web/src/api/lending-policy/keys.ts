/** The lending limits: the Admin's limits screen and every form that shows them before a user hits them. */
export const lendingPolicyKeys = {
  all: ['lending-policy'] as const,
};
