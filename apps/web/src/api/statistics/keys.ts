const all = ['statistics'] as const;

export const statisticsKeys = {
  all,
  fullyBooked: [...all, 'booked'] as const,
  /** `date` is yyyy-MM-dd. */
  neverBooked: (date: string) => [...all, 'neverbooked', date] as const,
};
