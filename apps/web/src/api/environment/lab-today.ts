import { useQuery } from '@tanstack/react-query';
import { environmentQuery } from './get-environment';

/** How long the lab's today is trusted: a screen left open turns to the next day soon after the lab's midnight. */
const LAB_TODAY_REFRESH_MS = 5 * 60 * 1000;

/**
 * The lab's today (yyyy-MM-dd) as the server decides it in LAB_TIME_ZONE, the first day a date picker offers. The
 * browser's own day may be another one for a user abroad, so it is never used. Undefined until the server answers.
 */
export function useLabToday(): string | undefined {
  return useQuery({
    ...environmentQuery(),
    select: (environment) => environment.labToday,
    staleTime: LAB_TODAY_REFRESH_MS,
    refetchInterval: LAB_TODAY_REFRESH_MS,
  }).data;
}
