import { createContext } from 'react';
import type { ThemePreference } from './theme-preference';

export interface ThemePreferenceState {
  preference: ThemePreference;
  setPreference(preference: ThemePreference): void;
}

export const ThemePreferenceContext = createContext<ThemePreferenceState | null>(null);
