import { changeLanguage } from './language-packs';
import { type Language, rememberLanguage } from './languages';

/** Shows the app in `language` at once and remembers it in this browser, for the sign-in page and the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await changeLanguage(language);
}
