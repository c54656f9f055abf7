import { describe, expect, it } from 'vitest';
import {
  readThemePreference,
  rememberThemePreference,
  THEME_PREFERENCE_STORAGE_KEY,
  themeModeOf,
} from './theme-preference';

describe('theme preference', () => {
  it('follows the system until the user chooses', () => {
    expect(readThemePreference()).toBe('system');
    expect(themeModeOf('system', true)).toBe('dark');
    expect(themeModeOf('system', false)).toBe('light');
  });

  it('keeps a chosen theme whatever the system prefers', () => {
    expect(themeModeOf('light', true)).toBe('light');
    expect(themeModeOf('dark', false)).toBe('dark');
  });

  it('remembers the choice in the browser', () => {
    rememberThemePreference('dark');
    expect(localStorage.getItem(THEME_PREFERENCE_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('falls back to the system for a stored value it does not know', () => {
    localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});
