import type { PaletteMode } from '@mui/material';

/** The user's choice in the account menu: follow the system's light or dark setting, or one of them always. */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export const THEME_PREFERENCE_STORAGE_KEY = 'theme';

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

/** The choice remembered in this browser; 'system' until the user picks one. */
export function readThemePreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_PREFERENCE_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

export function rememberThemePreference(preference: ThemePreference): void {
  localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, preference);
}

/** The palette to show: the chosen one, or for 'system' what the system prefers (`prefers-color-scheme`). */
export function themeModeOf(preference: ThemePreference, systemPrefersDark: boolean): PaletteMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
