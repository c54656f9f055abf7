import type { DayAvailability } from '@labstock/shared';
import { Alert } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLabDayWords } from './lab-day-words';

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

/**
 * The days that fall short in one sentence: the first of them (and how many there are), then what the whole period
 * can give instead, or that other days are needed when it can give none.
 */
function shortfallSentence(t: TFunction, words: DayWords, short: readonly DayAvailability[], most: number): string {
  const values = { day: words.day(short[0]?.date ?? ''), count: short.length, most };
  if (most > 0) {
    return short.length === 1
      ? t('Not enough units on {{day}}: at most {{most}} can be had for the whole period.', values)
      : t(
          'Not enough units on {{count}} days from {{day}} on: at most {{most}} can be had for the whole period.',
          values,
        );
  }
  return short.length === 1
    ? t('Not enough units on {{day}}: choose other days.', values)
    : t('Not enough units on {{count}} days from {{day}} on: choose other days.', values);
}

export interface AvailabilityAnswerProps {
  /** Every day of the period, in order. */
  days: readonly DayAvailability[];
  /** The quantity asked for; undefined while the field holds no whole number (then any unit is news). */
  quantity: number | undefined;
}

/**
 * What the period can give, in one sentence, as the dates and quantity change: all of it every day, or from which day
 * it falls short and what the whole period can give instead. A polite live region, so a screen reader hears it.
 */
export function AvailabilityAnswer({ days, quantity }: AvailabilityAnswerProps) {
  const { t } = useTranslation();
  const words = useLabDayWords();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const most = Math.max(0, Math.min(...days.map((day) => day.available)));
  const short = days.filter((day) => day.available < (quantity ?? 1));
  return (
    <Alert severity={short.length === 0 ? 'success' : 'warning'} role="status">
      {short.length === 0
        ? everyDaySentence(t, words, most, first.date, last.date)
        : shortfallSentence(t, words, short, most)}
    </Alert>
  );
}
