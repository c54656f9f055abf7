import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { changeLanguage } from './i18n/language-packs';
import { readStoredLanguage } from './i18n/languages';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

initI18n();
// A Danish user's first screen is Danish: its texts arrive before the first render. Failing that, English.
await changeLanguage(readStoredLanguage()).catch((error: unknown) =>
  console.error('Could not load the language', error),
);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
