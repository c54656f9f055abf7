import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { LanguagePack } from './language-pack';
import { Language } from './languages';

// English is the keys and MUI's default.
const english: LanguagePack = { translation: {}, themeLocales: [] };
const loaded: Partial<Record<Language, LanguagePack>> = { [Language.English]: english };

/** Danish is fetched the first time it is chosen, so an English user never downloads it. */
async function loadPack(language: Language): Promise<LanguagePack> {
  loaded[language] ??= (await import('./danish')).danish;
  return loaded[language];
}

/** Loads the language's pack when needed, then switches the texts to it (the providers follow). */
export async function changeLanguage(language: Language): Promise<void> {
  const pack = await loadPack(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', pack.translation);
  }
  // The language already shown (the user's stored one after sign-in, usually): i18next would announce a change
  // anyway and every text on the screen would render again, just as the first screen's pictures arrive.
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
}

/** The current language's pack; re-renders on a language change. */
export function useLanguagePack(): LanguagePack {
  const { i18n: instance } = useTranslation();
  return loaded[instance.language as Language] ?? english;
}
