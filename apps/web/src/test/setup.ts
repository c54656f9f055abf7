import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { Language } from '../i18n/languages';

// English, ready at once, as the app starts for a user who never chose a language.
initI18n();

// Screens render lazily and MUI dialogs animate: on a busy 2-core CI machine a second is not always enough.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage(Language.English);
});
