const all = ['metrics'] as const;

export const metricKeys = {
  all,
  live: [...all, 'live'] as const,
};
