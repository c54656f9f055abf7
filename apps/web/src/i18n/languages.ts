import { allLanguages, Language } from '@labstock/shared';

export { allLanguages, Language } from '@labstock/shared';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
export const languageNames: Record<Language, string> = { en: 'English', da: 'Dansk' };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return allLanguages.includes(value as Language);
}

/** The language chosen last in this browser (the sign-in page starts in it); English until one is chosen. */
export function readStoredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : Language.English;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
