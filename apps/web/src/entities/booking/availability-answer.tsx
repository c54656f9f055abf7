import type { DayAvailability } from '@labstock/shared';
import { Alert } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLabDayWords } from './lab-day-words';

/** Short days named one by one; beyond these, how many more. */
const SHORT_DAYS_NAMED = 3;

type DayWords = ReturnType<typeof useLabDayWords>;

/** "2 units can be had every day from …": what every day of the period can give. */
function everyDaySentence(t: TFunction, words: DayWords, count: number, from: string, to: string): string {
  if (from === to) {
    return count === 1
      ? t('1 unit can be had on {{day}}.', { day: words.day(from) })
      : t('{{count}} units can be had on {{day}}.', { count, day: words.day(from) });
  }
  const period = { from: words.day(from), to: words.day(to) };
  return count === 1
    ? t('1 unit can be had every day from {{from}} to {{to}}.', period)
    : t('{{count}} units can be had every day from {{from}} to {{to}}.', { count, ...period });
}

function shortDaySentence(t: TFunction, words: DayWords, { date, available }: DayAvailability): string {
  const day = words.day(date);
  if (available <= 0) return t('No unit is free on {{day}}.', { day });
  return available === 1
    ? t('Only 1 unit is free on {{day}}.', { day })
    : t('Only {{count}} units are free on {{day}}.', { count: available, day });
}

export interface AvailabilityAnswerProps {
  /** Every day of the period, in order. */
  days: readonly DayAvailability[];
  /** The quantity asked for; undefined while the field holds no whole number (then any unit is news). */
  quantity: number | undefined;
}

/**
 * What the period can give, in words, as the dates and quantity change: all of it every day, or which days fall
 * short of the quantity and what every day can give instead. A polite live region, so a screen reader hears it.
 */
export function AvailabilityAnswer({ days, quantity }: AvailabilityAnswerProps) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const most = Math.max(0, Math.min(...days.map((day) => day.available)));
  const short = days.filter((day) => day.available < (quantity ?? 1));
  const sentences =
    short.length === 0
      ? [everyDaySentence(t, words, most, first.date, last.date)]
      : [
          ...short.slice(0, SHORT_DAYS_NAMED).map((day) => shortDaySentence(t, words, day)),
          ...(short.length > SHORT_DAYS_NAMED
            ? [
                short.length - SHORT_DAYS_NAMED === 1
                  ? t('And on 1 more day.')
                  : t('And on {{count}} more days.', { count: short.length - SHORT_DAYS_NAMED }),
              ]
            : []),
          most > 0 ? everyDaySentence(t, words, most, first.date, last.date) : t('Choose other days.'),
        ];
  return (
    <Alert severity={short.length === 0 ? 'success' : 'warning'} role="status">
      {sentences.join(' ')}
    </Alert>
  );
}
