import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Language } from './languages';

/**
 * The app's i18next instance. The English text is the key (the spec's texts stay exactly as written), so English
 * needs no resources and a text without a translation shows in English; only Danish is loaded, when chosen.
 */
export function initI18n(): void {
  void i18n.use(initReactI18next).init({
    lng: Language.English,
    fallbackLng: Language.English,
    resources: {},
    // Keys are whole sentences: '.' and ':' in them are text, not paths.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // English is ready at once, so the first render needs no waiting.
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export { i18n };
