import { dayAsUtc, Language } from '@labstock/shared';
import { useTranslation } from 'react-i18next';

/** en-GB for English: day before month, as the app's dates are. */
function localeOf(language: string): string {
  return language === Language.English ? 'en-GB' : language;
}

/**
 * Lab days in words in the current language ("Wednesday 6 March"), read at midnight UTC so that every browser's
 * time zone gives the same weekday.
 */
export function useLabDayWords() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const inUtc = { timeZone: 'UTC' } as const;
  const dayName = new Intl.DateTimeFormat(locale, { ...inUtc, weekday: 'long', day: 'numeric', month: 'long' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { ...inUtc, weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { ...inUtc, weekday: 'short' });
  return {
    /** "Wednesday 6 March" */
    day: (date: string) => dayName.format(dayAsUtc(date)),
    /** "Wednesday" */
    weekday: (date: string) => weekdayLong.format(dayAsUtc(date)),
    /** "Wed" */
    weekdayShort: (date: string) => weekdayShort.format(dayAsUtc(date)),
  };
}
