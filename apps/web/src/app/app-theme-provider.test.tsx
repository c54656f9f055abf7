import { Button, useTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_PREFERENCE_STORAGE_KEY } from '../lib/theme/theme-preference';
import { useThemePreference } from '../lib/theme/use-theme-preference';
import { AppThemeProvider } from './app-theme-provider';

/** jsdom has no matchMedia: this one answers `prefers-color-scheme: dark` as the system would. */
function systemPrefers(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-color-scheme: dark') && scheme === 'dark',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function ThemeProbe() {
  const theme = useTheme();
  const { setPreference } = useThemePreference();
  return (
    <>
      <output aria-label="Palette">{theme.palette.mode}</output>
      <Button onClick={() => setPreference('light')}>Light</Button>
      <Button onClick={() => setPreference('system')}>System</Button>
    </>
  );
}

function renderProbe() {
  render(
    <AppThemeProvider>
      <ThemeProbe />
    </AppThemeProvider>,
  );
  return screen.getByRole('status', { name: 'Palette' });
}

afterEach(() => vi.unstubAllGlobals());

describe('AppThemeProvider', () => {
  it('is dark when the system prefers dark and nothing was chosen', () => {
    systemPrefers('dark');
    expect(renderProbe()).toHaveTextContent('dark');
  });

  it('is light when the system prefers light', () => {
    systemPrefers('light');
    expect(renderProbe()).toHaveTextContent('light');
  });

  it('starts from the choice remembered in the browser', () => {
    systemPrefers('light');
    localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, 'dark');
    expect(renderProbe()).toHaveTextContent('dark');
  });

  it('switches at once on a choice, remembers it, and follows the system again when asked', async () => {
    systemPrefers('dark');
    const palette = renderProbe();
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(palette).toHaveTextContent('light');
    expect(localStorage.getItem(THEME_PREFERENCE_STORAGE_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(palette).toHaveTextContent('dark');
  });
});
