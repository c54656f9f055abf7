import { useContext } from 'react';
import { ThemePreferenceContext, type ThemePreferenceState } from './theme-preference-context';

/** The theme choice (system, light or dark) and its setter, which the browser remembers. */
export function useThemePreference(): ThemePreferenceState {
  const state = useContext(ThemePreferenceContext);
  if (!state) throw new Error('useThemePreference must be used inside AppThemeProvider');
  return state;
}
