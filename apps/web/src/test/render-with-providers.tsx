import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';

/**
 * Renders inside the app's providers (theme, date pickers' locale, notifications) with a fresh query cache, no
 * retries; the cache comes back with the render, for a test that has the lists fetched again.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}
