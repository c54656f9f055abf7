import { createTheme, type PaletteMode, type PaletteOptions, type Theme } from '@mui/material';

/**
 * Colours chosen for WCAG AA: as text on the page's background and behind their contrast text, each reaches
 * 4.5:1 (MUI's default warning and info reach only 3.1 and 3.9 on white, its dark error 3.2 in a dialog).
 */
const palettes: Record<PaletteMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#1565c0' },
    secondary: { main: '#00796b' },
    success: { main: '#2e7d32' },
    error: { main: '#d32f2f' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#80cbc4' },
    success: { main: '#66bb6a' },
    error: { main: '#ef9a9a' },
    warning: { main: '#ffa726' },
    info: { main: '#29b6f6' },
  },
};

/** `locales`: the language's MUI and date picker texts (none for English, MUI's own). */
export function createAppTheme(mode: PaletteMode, locales: readonly object[] = []): Theme {
  return createTheme(
    {
      // Contrast text (on buttons, filled chips, the environment banner) is picked for 4.5:1, not MUI's 3:1.
      palette: { ...palettes[mode], contrastThreshold: 4.5 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // MUI marks keyboard focus with a faint ripple or shade; an outline shows it at a glance (WCAG 2.4.7).
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
            }),
          },
        },
        // Inside, where a menu or a tab row would cut an outline outside off.
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      },
    },
    ...locales,
  );
}
