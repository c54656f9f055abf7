import type { Locale } from 'date-fns';

/** What a language brings besides its texts: MUI's and the date pickers' own texts, and the calendar's locale. */
export interface LanguagePack {
  /** English key → translation. */
  translation: Record<string, string>;
  /** Passed to createTheme: MUI's locale and the date pickers' localeText. */
  themeLocales: object[];
  /** The calendar's locale; none for English, whose calendar DateField brings (date-fns loads with it). */
  dateLocale?: Locale;
}
