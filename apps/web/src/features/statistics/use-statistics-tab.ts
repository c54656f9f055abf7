import { useSearchParams } from 'react-router';

export const StatisticsTab = { FullyBooked: 1, NeverBooked: 2, BookedAhead: 3, Consumption: 4, Upkeep: 5 } as const;
export type StatisticsTab = (typeof StatisticsTab)[keyof typeof StatisticsTab];

/** The open tab lives in ?tab= (1 to 5; anything else is the default, 1) so a link or reload keeps it. */
export function useStatisticsTab(): [StatisticsTab, (tab: StatisticsTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab =
    Object.values(StatisticsTab).find((value) => searchParams.get('tab') === String(value)) ??
    StatisticsTab.FullyBooked;
  const setTab = (next: StatisticsTab) =>
    setSearchParams(
      (params) => {
        params.set('tab', String(next));
        return params;
      },
      { replace: true },
    );
  return [tab, setTab];
}
