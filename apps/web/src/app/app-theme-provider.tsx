import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useLanguagePack } from '../i18n/language-packs';
import { readThemePreference, rememberThemePreference, themeModeOf } from '../lib/theme/theme-preference';
import { ThemePreferenceContext, type ThemePreferenceState } from '../lib/theme/theme-preference-context';
import { createAppTheme } from './theme';

/** The light or dark theme, as the user chose or else as the system prefers; `useThemePreference()` changes it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState(readThemePreference);
  // Without noSsr the first render would be light, then flash to dark.
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = themeModeOf(preference, systemPrefersDark);
  const { themeLocales } = useLanguagePack();
  const theme = useMemo(() => createAppTheme(mode, themeLocales), [mode, themeLocales]);
  const state = useMemo<ThemePreferenceState>(
    () => ({
      preference,
      setPreference(next) {
        rememberThemePreference(next);
        setPreference(next);
      },
    }),
    [preference],
  );
  return (
    <ThemePreferenceContext value={state}>
      <ThemeProvider theme={theme}>
        {/* enableColorScheme: the browser's own parts (scroll bars, date inputs) follow the theme too. */}
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemePreferenceContext>
  );
}
